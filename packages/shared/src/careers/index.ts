export * from './catalogue-types';
export * from './career-paths';
export * from './csv';
export * from './lookup-keys';
export * from './lumoc';
export * from './mos-format';
export * from './salary';
export * from './careers-http';
