export * from './wellness';
export * from './care';
export * from './time-zone';
