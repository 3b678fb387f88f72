import type { Player, Team } from '../championship/Championship';
import type { Match } from '../match/Match';
import type { LineupEntry, MatchEvent } from '../match/MatchEvent';
import type { Desk, DeskTeam } from './Desk';
import { contextKey } from './DeskContext';
import { periodNumberOf } from './periodNumber';
import { zeroStatistics } from './Statistics';
import { newTimer, parseClock } from './Timer';

/** What the host read from the store to load a match into the main window. */
export interface DeskSource {
  readonly match: Match;
  readonly home: Team;
  readonly away: Team;
  /** Players of the two teams (others are ignored). */
  readonly players: readonly Player[];
  readonly lineups: readonly LineupEntry[];
  readonly events: readonly MatchEvent[];
  readonly canEdit: boolean;
  readonly editing?: boolean;
  /** Texts the host adds to the desk's (issue 14: `decided_in`, `standings_explanation`). */
  readonly texts?: Readonly<Record<string, string>>;
}

const deskTeam = (t: Team): DeskTeam => ({ id: t.id, name: t.name, shortName: t.shortName });

/** A desk for a freshly loaded match: timer from the stored clock, graphics off, nothing selected or prepared. */
export function openDesk(s: DeskSource): Desk {
  const m = s.match;
  const context = { sport: m.sport, championshipId: m.championshipId, matchId: m.id };
  const ofTheMatch = (teamId: string): boolean => teamId === m.homeTeamId || teamId === m.awayTeamId;
  return {
    context,
    contextKey: contextKey(context),
    match: { id: m.id, sport: m.sport, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId },
    home: deskTeam(s.home),
    away: deskTeam(s.away),
    score: { home: m.homeScore, away: m.awayScore },
    canEdit: s.canEdit,
    editing: s.editing ?? false,
    timer: newTimer(periodNumberOf(m.period, m.sport), parseClock(m.timer) ?? 0),
    roster: s.players.filter((p) => ofTheMatch(p.teamId)),
    lineups: s.lineups.filter((l) => l.matchId === m.id && ofTheMatch(l.teamId)),
    events: s.events.filter((e) => e.matchId === m.id),
    statistics: zeroStatistics(m.sport),
    selectedPlayerId: null,
    prepared: null,
    graphics: {},
    hostTexts: s.texts ?? {},
  };
}
