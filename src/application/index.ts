// Use cases and the ports they need. Hosts and embedders compose them with adapters.
export * from './ports/Accounts';
export * from './ports/Clock';
export * from './ports/MatchData';
export * from './ports/Notifications';
export * from './ports/RateLimits';
export * from './ports/Secrets';
export * from './ports/Sessions';
export * from './ports/Tokens';
export * from './import/ImportChampionship';
export * from './import/parseImportDocument';
export * from './import/MatchdeskDocument';
export * from './standings/RecomputeStandings';
export * from './demo/demoData';
export * from './access';
export * from './web';
export * from './desk';
export * from './ocr';
