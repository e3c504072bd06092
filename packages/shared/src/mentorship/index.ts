export * from './mentorship-limits';
export * from './mentorship';
