export * from './military-terms';
