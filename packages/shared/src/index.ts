export * from './branches';
export * from './careers';
export * from './profile';
export * from './profile-enums';
export * from './contact';
export * from './va-profile';
export * from './auth';
export * from './registration';
