export * from './wellness';
export * from './care';
