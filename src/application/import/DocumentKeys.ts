import type { MatchdeskPlayer } from './MatchdeskDocument';

/** The natural keys a document defines, for resolving its references. */
export interface DocumentKeys {
  readonly phases: ReadonlySet<string>;
  readonly groups: ReadonlySet<string>;
  readonly days: ReadonlySet<string>;
  /** Team name → group name ("" when none). */
  readonly teams: ReadonlyMap<string, string>;
  /** Team name → player name ("First Last") → player. */
  readonly players: ReadonlyMap<string, ReadonlyMap<string, MatchdeskPlayer>>;
}

/** The key a player is referred to by within its team: "First Last" (Player `playerName`). */
export function playerKey(p: Pick<MatchdeskPlayer, 'firstName' | 'lastName'>): string {
  return [p.firstName, p.lastName].filter((s) => s !== '').join(' ');
}
