export * from './va-profile';
