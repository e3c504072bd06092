export * from './resume-data';
export * from './resume-http';
export * from './export-rules';
export * from './military-terms';
export * from './json-resume';
