import { MatchData1700000000000 } from './1700000000000-MatchData';
import { Accounts1700000001000 } from './1700000001000-Accounts';

/** Every migration, oldest first. Append new ones; never edit or reorder a released one. */
export const migrations = [MatchData1700000000000, Accounts1700000001000];
