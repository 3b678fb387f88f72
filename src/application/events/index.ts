export * from './WriteMatchEvents';
export * from './bumpVersions';
export * from './deleteEventWrite';
