export * from './auth';
export * from './auth-responses';
export * from './registration';
