export * from './contact';
export * from './support-address';
