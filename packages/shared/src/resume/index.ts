export * from './resume-data';
export * from './resume-http';
export * from './export-rules';
