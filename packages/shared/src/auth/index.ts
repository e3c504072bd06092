export * from './auth';
export * from './sign-up';
export * from './auth-responses';
export * from './account-data';
export * from './registration';
