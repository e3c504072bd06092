export * from './branches';
export * from './careers';
export * from './profile';
export * from './profile-enums';
