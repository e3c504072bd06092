export * from './contact';
export * from './support-address';
export * from './public-contact';
