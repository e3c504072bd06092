export * from './branches';
