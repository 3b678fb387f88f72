// Events, line-up entries and tennis sets: the parts of a match.
import type { LineupEntry, MatchEvent, TennisSet } from '../../../../domain/match/MatchEvent';
import type { LineupEntryRecord } from '../schemas/LineupEntrySchema';
import type { MatchEventRecord } from '../schemas/MatchEventSchema';
import type { TennisSetRecord } from '../schemas/TennisSetSchema';
import { optionalId, optionalRefKey, refKey, toId } from '../ids';
import { oneOf } from './oneOf';

const ROLES = ['field', 'bench'] as const;
const WINNERS = ['home', 'away'] as const;

export const eventFromRecord = (r: MatchEventRecord): MatchEvent => ({
  id: toId(r.id),
  matchId: toId(r.matchId),
  type: r.type,
  clubId: optionalId(r.clubId),
  playerId: optionalId(r.playerId),
  playerInId: optionalId(r.playerInId),
  timer: r.timer,
  additionalTimer: r.additionalTimer,
  value: r.value,
  setNumber: r.setNumber,
  note: r.note,
  saved: r.saved,
  sequence: r.sequence,
});

export const eventToRecord = (e: Omit<MatchEvent, 'id'>): Omit<MatchEventRecord, 'id'> => ({
  matchId: refKey(e.matchId, 'match'),
  type: e.type,
  clubId: optionalRefKey(e.clubId, 'team'),
  playerId: optionalRefKey(e.playerId, 'player'),
  playerInId: optionalRefKey(e.playerInId, 'player'),
  timer: e.timer,
  additionalTimer: e.additionalTimer,
  value: e.value,
  setNumber: e.setNumber,
  note: e.note,
  saved: e.saved,
  sequence: e.sequence,
});

export const lineupFromRecord = (r: LineupEntryRecord): LineupEntry => ({
  matchId: toId(r.matchId),
  teamId: toId(r.teamId),
  playerId: toId(r.playerId),
  role: oneOf(r.role, ROLES, 'line-up role'),
  number: r.number,
});

export const lineupToRecord = (
  matchId: number,
  teamId: number,
  e: LineupEntry,
): Omit<LineupEntryRecord, 'id'> => ({
  matchId,
  teamId,
  playerId: refKey(e.playerId, 'player'),
  role: e.role,
  number: e.number,
});

export const setFromRecord = (r: TennisSetRecord): TennisSet => ({
  matchId: toId(r.matchId),
  number: r.number,
  homeGames: r.homeGames,
  awayGames: r.awayGames,
  homeTieBreak: r.homeTieBreak,
  awayTieBreak: r.awayTieBreak,
  winner: r.winner === null ? null : oneOf(r.winner, WINNERS, 'set winner'),
});

export const setToRecord = (matchId: number, s: TennisSet): Omit<TennisSetRecord, 'id'> => ({
  matchId,
  number: s.number,
  homeGames: s.homeGames,
  awayGames: s.awayGames,
  homeTieBreak: s.homeTieBreak,
  awayTieBreak: s.awayTieBreak,
  winner: s.winner,
});
