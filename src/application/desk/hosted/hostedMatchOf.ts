import type { Player, Team } from '../../../domain/championship/Championship';
import type { Match, MatchStatus } from '../../../domain/match/Match';
import type { LineupEntry, MatchEvent } from '../../../domain/match/MatchEvent';
import type { MatchDetails } from '../../../domain/match/views';
import type { HostedMatch } from '../../ports/DeskHost';
import type { HostedMatchData } from '../../ports/HostedMatches';
import type { EventView } from '../../web/views/EventView';
import type { MatchPlayerView } from '../../web/views/MatchPlayerView';

// The inverses of the web views (application/web/views): what the hosted API publishes, read
// back into the records the desk opens. The sections are the hosted snapshot itself, built on the
// server by the same projections the embedded host uses (readHostedMatch).

function matchOf(
  d: MatchDetails,
  outcome: Pick<Match, 'decidedIn' | 'retired' | 'walkover'>,
  version: number,
  phaseId: string,
): Match {
  return {
    id: d.id,
    championshipId: d.championshipId,
    sport: d.sport,
    dayId: d.dayId,
    phaseId,
    // Not published by the web API; the desk does not use it.
    groupId: '',
    homeTeamId: d.homeTeamId,
    awayTeamId: d.awayTeamId,
    date: d.date,
    time: d.time,
    status: d.status as MatchStatus,
    timer: d.timer,
    period: d.period,
    homeScore: d.homeScore,
    awayScore: d.awayScore,
    homeShootoutScore: d.homeShootoutScore,
    awayShootoutScore: d.awayShootoutScore,
    info: {
      city: d.city,
      stadium: d.stadium,
      venue: d.venue,
      officials: d.officials,
      commentators: d.commentators,
      weather: d.weather,
    },
    // Issue 14: get_match carries it beside the closed MatchDetails.
    ...outcome,
    version,
  };
}

function teamOf(d: MatchDetails, side: 'home' | 'away'): Team {
  return side === 'home'
    ? {
        id: d.homeTeamId,
        championshipId: d.championshipId,
        name: d.homeTeam,
        shortName: d.homeShortName,
        groupId: '',
      }
    : {
        id: d.awayTeamId,
        championshipId: d.championshipId,
        name: d.awayTeam,
        shortName: d.awayShortName,
        groupId: '',
      };
}

/** toEventView read back: every published event is saved. */
export function eventOf(v: EventView): MatchEvent {
  const team = 'playerId' in v ? v : null;
  return {
    id: v.id,
    matchId: v.matchId,
    type: v.type,
    clubId: v.clubId,
    playerId: team?.playerId ?? '',
    playerInId: team?.playerInId ?? '',
    timer: team?.timer ?? null,
    additionalTimer: team?.additionalTimer ?? null,
    value: team?.value ?? null,
    setNumber: 'setNumber' in v ? v.setNumber : null,
    note: v.note,
    saved: true,
    sequence: v.sequence,
  };
}

/** toMatchPlayerViews read back: the line-up entry, and its player with the number shown. */
function lineupOf(matchId: string, v: MatchPlayerView): { entry: LineupEntry; player: Player } {
  return {
    entry: { matchId, teamId: v.teamId, playerId: v.playerId, role: v.role, number: v.number },
    player: {
      id: v.playerId,
      teamId: v.teamId,
      firstName: v.firstName,
      lastName: v.lastName,
      number: v.number,
      position: v.position,
    },
  };
}

/** The hosted match as the desk opens it, from the public web API's reads. */
export function hostedMatchOf(data: HostedMatchData): HostedMatch {
  const d = data.head.match;
  const phaseId = data.days.find((day) => day.id === d.dayId)?.phaseId ?? '';
  const lineups = data.players.map((v) => lineupOf(d.id, v));
  const players = new Map<string, Player>();
  for (const { player } of lineups) if (!players.has(player.id)) players.set(player.id, player);
  const s = data.snapshot;
  const match = matchOf(d, data.head.outcome, data.head.version, phaseId);
  // The match's group is not published; its home team's row of the table names it (the embedded
  // host keeps the lines of the match's group, readHostedMatch).
  const groupId = s.standings.find((r) => r.entityId === d.homeTeamId)?.groupId ?? '';
  const lines = data.explanations.filter((e) => groupId === '' || e.groupId === groupId);
  return {
    source: {
      match,
      home: teamOf(d, 'home'),
      away: teamOf(d, 'away'),
      players: [...players.values()],
      lineups: lineups.map((l) => l.entry),
      events: [...data.events].sort((a, b) => a.sequence - b.sequence).map(eventOf),
      canEdit: data.head.writeEvents,
      texts: {
        decided_in: match.decidedIn ?? '',
        standings_explanation: lines.map((e) => e.text).join('\n'),
      },
    },
    sections: { match: s.match, matchDays: s.matchDays, scorers: s.scorers, standings: s.standings },
  };
}
