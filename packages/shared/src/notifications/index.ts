export * from './notification-preferences';
export * from './notification-centre';
