export * from './career-targets';
export * from './plan-messages';
