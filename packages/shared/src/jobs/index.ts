export * from './jobs';
export * from './career-fields';
