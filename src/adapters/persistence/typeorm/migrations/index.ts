import { MatchData1700000000000 } from './1700000000000-MatchData';

/** Every migration, oldest first. Append new ones; never edit or reorder a released one. */
export const migrations = [MatchData1700000000000];
