export * from './profiles';
export * from './profile-enums';
