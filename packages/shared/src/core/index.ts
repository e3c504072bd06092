export * from './branches';
export * from './error-body';
