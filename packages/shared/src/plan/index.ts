export * from './career-target-limits';
export * from './career-targets';
export * from './plan-budget';
export * from './plan-http';
export * from './plan-messages';
export * from './plan-step-limits';
export * from './plan-steps';
export * from './readiness-standards';
