export * from './raw-mail';
export * from './smtp-sink';
