export * from './auth';
export * from './auth-responses';
export * from './account-data';
export * from './registration';
