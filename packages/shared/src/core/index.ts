export * from './branches';
export * from './dates';
export * from './error-body';
export * from './phone';
export * from './text';
export * from './time-zone';
export * from './calendar-days';
