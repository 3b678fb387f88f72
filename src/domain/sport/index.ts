export * from './Sport';
export * from './EventType';
export * from './SportRules';
