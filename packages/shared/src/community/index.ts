export * from './community';
export * from './linkify';
