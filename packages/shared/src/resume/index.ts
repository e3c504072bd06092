export * from './resume-data';
export * from './resume-http';
export * from './export-rules';
export * from './resume-wording';
export * from './json-resume';
export * from './posting-terms';
export * from './target-suggestions';
export * from './target-messages';
