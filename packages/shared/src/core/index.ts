export * from './branches';
export * from './error-body';
export * from './phone';
