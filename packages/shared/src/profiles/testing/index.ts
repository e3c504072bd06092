export * from './sample-veteran-profile';
