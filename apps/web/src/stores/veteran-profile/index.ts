export * from './veteran-profile-slice';
export * from './veteran-profile-thunks';
