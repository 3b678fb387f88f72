import type { Match } from './Match';

/** Whether the caller may see a match (company, sport and team restrictions, spec 2.7 and 4.2 rule 2). */
export type MatchVisibility = (match: Match) => boolean;
