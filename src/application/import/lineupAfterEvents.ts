import type { LineupEntry } from '../../domain/match/MatchEvent';
import { applySubstitution, isSubstitution, substitutionProblems } from '../../domain/match/Substitution';
import type { Sport } from '../../domain/sport/Sport';
import type { MatchdeskEvent, MatchdeskLineupEntry } from './MatchdeskDocument';

/** Said with a refusal: a file written before 2026-12-08 gave the line-up after its substitutions. */
const STARTING = " (a match's lineups are the line-up it started with; its substitutions move it)";

/** A substitution of the file that a write would refuse, with the event's field at fault. */
export interface SubstitutionRefused {
  readonly index: number;
  readonly field: 'player' | 'player_in';
  readonly why: string;
}

/**
 * The line-up a match's events leave, from the line-up the file gives (the one the match started
 * with): each substitution moves its players between field and bench, in order, as a write moves
 * them, and is checked as a write is (substitutionProblems: the leaving player not on the bench,
 * the entering one not on the field). Only the teams the file gives a line-up for. Found by QA: the
 * file's line-up was stored as it was, so the player who went off at 70' stayed on the field, and
 * the same substitution written again through the web API was taken.
 */
export function lineupAfterEvents(
  sport: Sport,
  lineups: readonly MatchdeskLineupEntry[],
  events: readonly MatchdeskEvent[],
): { readonly lineups: MatchdeskLineupEntry[]; readonly refused: SubstitutionRefused | null } {
  const teams = new Set(lineups.map((l) => l.team));
  let entries: LineupEntry[] = lineups.map((l) => ({
    matchId: '',
    teamId: l.team,
    playerId: l.player,
    role: l.role,
    number: l.number,
  }));
  for (const [index, e] of events.entries()) {
    if (!isSubstitution(sport, e.type) || !teams.has(e.club)) continue;
    const move = { matchId: '', clubId: e.club, playerId: e.player, playerInId: e.player_in };
    const problems = substitutionProblems(entries, move);
    const field = problems.player_id ? 'player' : problems.player_id_in ? 'player_in' : null;
    if (field) {
      const why = `${problems.player_id ?? problems.player_id_in}${STARTING}`;
      return { lineups: [...lineups], refused: { index, field, why } };
    }
    entries = applySubstitution(entries, move);
  }
  return {
    lineups: entries.map((e) => ({ team: e.teamId, player: e.playerId, role: e.role, number: e.number })),
    refused: null,
  };
}
