export * from './benefit-dates';
export * from './benefit-rule';
export * from './benefit-rules';
export * from './benefit-eligibility';
export * from './benefit-roadmap';
export * from './benefits-messages';
export * from './benefits-view';
export * from './benefits-http';
