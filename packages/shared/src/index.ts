export * from './core';
export * from './careers';
export * from './profiles';
export * from './contact';
export * from './va-profile';
export * from './auth';
export * from './resume';
