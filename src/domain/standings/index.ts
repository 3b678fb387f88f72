export * from './StandingsTable';
export * from './TeamRecord';
export * from './TieBreaker';
export * from './projectStandings';
export * from './tieBreakers';
