import type { Championship, Day, Player, Team } from '../championship/Championship';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
import { toMatchDays } from './MatchDays';
import { toMatchDetails } from './MatchDetailsMapper';
import type { MatchVisibility } from './MatchVisibility';
import { publishedStanding } from './PublishedStanding';
import { scorersOf } from './Scorers';
import type { MatchSnapshot, SnapshotContext, Standing } from './views';
import { contextKeyOf } from './views';

export interface SnapshotSources {
  readonly championship: Championship;
  /** The requested match; the caller has checked it belongs to the championship and is visible. */
  readonly match: Match;
  /** Every day of the championship. */
  readonly days: readonly Day[];
  readonly teams: readonly Team[];
  /** Players of the teams (scorer names, tennis doubles names). */
  readonly players: readonly Player[];
  /** Events of the match. */
  readonly events: readonly MatchEvent[];
  /** Matches of the previous, current and next day (see `matchDayIds`). */
  readonly dayMatches: readonly Match[];
  /** Rows of the current standing, as stored: reading never recomputes them (spec 4.2 rule 2). */
  readonly standings: readonly Standing[];
  readonly isVisible: MatchVisibility;
}

/** Spec 2.10: exactly contextKey, context, match, matchDays, scorers and standings. */
export function assembleMatchSnapshot(s: SnapshotSources): MatchSnapshot {
  if (s.match.championshipId !== s.championship.id) {
    throw new Error(`match ${s.match.id} does not belong to championship ${s.championship.id}`);
  }
  const context: SnapshotContext = {
    sport: s.match.sport,
    championshipId: s.championship.id,
    matchId: s.match.id,
  };
  return {
    contextKey: contextKeyOf(context),
    context,
    match: toMatchDetails(s.match, s.championship, { days: s.days, teams: s.teams, players: s.players }),
    matchDays: toMatchDays({
      days: s.days,
      currentDayId: s.match.dayId,
      matches: s.dayMatches,
      teams: s.teams,
      players: s.players,
      isVisible: s.isVisible,
    }),
    scorers: scorersOf(s.match, s.events, s.players),
    standings: s.standings.map(publishedStanding),
  };
}
