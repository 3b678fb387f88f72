export * from './StandingsTable';
export * from './TeamRecord';
export * from './criteria';
export * from './presets';
export * from './rankTeams';
export * from './explainStandings';
export * from './incrementalRanking';
export * from './projectStandings';
