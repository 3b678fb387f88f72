import type { SnapshotContext } from '../match/views';
import { contextKeyOf } from '../match/views';
import { isSport } from '../sport/Sport';

/** The identity of the match loaded in the main window (spec 2.1). */
export type DeskContext = SnapshotContext;

/** `sport:championshipId:matchId`, echoed by every command (spec 4.1 rule 1). */
export const contextKey = (c: DeskContext): string => contextKeyOf(c);

/** The context a key names, or null when it is not `sport:championshipId:matchId`. */
export function parseContextKey(key: string): DeskContext | null {
  const parts = key.split(':');
  if (parts.length !== 3) return null;
  const [sport, championshipId, matchId] = parts as [string, string, string];
  if (!isSport(sport) || championshipId === '' || matchId === '') return null;
  return { sport, championshipId, matchId };
}
