export * from './auth';
export * from './registration';
