import type { Match } from '../../domain/match/Match';
import type { LineupEntry } from '../../domain/match/MatchEvent';
import type { MatchDataStores } from '../ports/MatchData';
import type { StoredStructure } from './importStructure';
import { playerRef } from './importStructure';
import type { ImportTally } from './ImportTally';
import type { MatchdeskMatch } from './MatchdeskDocument';
import { lineupAfterEvents } from './lineupAfterEvents';
import { sameData } from './sameData';

const byPlayer = (a: LineupEntry, b: LineupEntry) =>
  a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0;

/**
 * Each team the document lists a line-up for gets exactly that line-up, moved by the document's
 * substitutions as writes move it (lineupAfterEvents): the file gives the line-up the match
 * started with, the store keeps the one on the pitch now (found by QA: a player substituted off at
 * 70' stayed on the field). A match listed without events keeps its stored events, and its file
 * line-up is stored as it is.
 */
export async function syncLineups(
  stores: MatchDataStores,
  match: Match,
  m: MatchdeskMatch,
  s: StoredStructure,
  tally: ImportTally,
): Promise<boolean> {
  if (m.lineups.length === 0) return false;
  const stored = await stores.matches.lineups(match.id);
  const lineups = lineupAfterEvents(match.sport, m.lineups, m.events).lineups;
  let changed = false;
  for (const team of [m.home, m.away]) {
    const teamId = s.teams.get(team)?.id ?? '';
    const wanted: LineupEntry[] = lineups
      .filter((l) => l.team === team)
      .map((l) => ({
        matchId: match.id,
        teamId,
        playerId: s.playerIds.get(playerRef(team, l.player)) ?? '',
        role: l.role,
        number: l.number,
      }));
    if (wanted.length === 0) continue;
    const have = stored.filter((l) => l.teamId === teamId);
    if (sameData([...have].sort(byPlayer), [...wanted].sort(byPlayer))) continue;
    await stores.matches.setLineup(match.id, teamId, wanted);
    tally.wrote(have.length ? 'updated' : 'created');
    changed = true;
  }
  return changed;
}
