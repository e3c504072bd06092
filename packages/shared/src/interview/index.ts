export * from './interview-limits';
export * from './interview';
export * from './feedback/evaluate';
export * from './feedback/length-ranges';
export * from './feedback/relevance';
export * from './feedback/star';
export * from './feedback/text-signals';
export * from './transcript';
