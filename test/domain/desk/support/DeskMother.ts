// Test data for the desk: a football match OL (home, 11) v PSG (away, 12) with a line-up,
// and tennis and basketball variants. Times are epoch ms from T0.
import type { Player, Team } from '../../../../src/domain/championship/Championship';
import type { Desk } from '../../../../src/domain/desk/Desk';
import type { DeskSource } from '../../../../src/domain/desk/openDesk';
import { openDesk } from '../../../../src/domain/desk/openDesk';
import type { Match } from '../../../../src/domain/match/Match';
import { EMPTY_MATCH_INFO } from '../../../../src/domain/match/Match';
import type { LineupEntry, MatchEvent } from '../../../../src/domain/match/MatchEvent';
import type { Sport } from '../../../../src/domain/sport/Sport';

export const T0 = Date.parse('2024-05-01T20:00:00.000Z');
export const HOME = '11';
export const AWAY = '12';
export const MATCH_ID = '100';

export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: MATCH_ID,
    championshipId: '1',
    sport: 'football',
    dayId: '30',
    phaseId: '',
    groupId: '',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    date: '2024-05-01',
    time: '20:00',
    status: 'live',
    timer: '',
    period: '',
    homeScore: 0,
    awayScore: 0,
    homeShootoutScore: null,
    awayShootoutScore: null,
    info: EMPTY_MATCH_INFO,
    decidedIn: null,
    retired: null,
    walkover: null,
    version: 1,
    ...overrides,
  };
}

const team = (id: string, name: string, shortName: string): Team => ({
  id,
  championshipId: '1',
  name,
  shortName,
  groupId: '',
});

const player = (id: string, teamId: string, firstName: string, lastName: string, number: string): Player => ({
  id,
  teamId,
  firstName,
  lastName,
  number,
  position: '',
});

export const PLAYERS: readonly Player[] = [
  player('7', HOME, 'Alexandre', 'Lacazette', '10'),
  player('8', HOME, 'Rayan', 'Cherki', '18'),
  player('9', HOME, 'Ernest', 'Nuamah', '37'),
  player('21', AWAY, 'Kylian', 'Mbappé', '7'),
  player('22', AWAY, 'Gonçalo', 'Ramos', '9'),
  player('99', '13', 'Other', 'Club', '1'),
];

const entry = (teamId: string, playerId: string, role: LineupEntry['role'], number = ''): LineupEntry => ({
  matchId: MATCH_ID,
  teamId,
  playerId,
  role,
  number,
});

/** Lacazette (7), Cherki (8) and Mbappé (21) on the field; Nuamah (9) and Ramos (22) on the bench. */
export const LINEUPS: readonly LineupEntry[] = [
  entry(HOME, '7', 'field'),
  entry(HOME, '8', 'field', '11'),
  entry(HOME, '9', 'bench'),
  entry(AWAY, '21', 'field'),
  entry(AWAY, '22', 'bench'),
];

export function aSavedEvent(overrides: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: '500',
    matchId: MATCH_ID,
    type: 1,
    clubId: HOME,
    playerId: '7',
    playerInId: '',
    timer: '12',
    additionalTimer: null,
    value: null,
    setNumber: null,
    note: '',
    saved: true,
    sequence: 1,
    ...overrides,
  };
}

export function aSource(overrides: Partial<DeskSource> = {}): DeskSource {
  return {
    match: aMatch(),
    home: team(HOME, 'Olympique Lyonnais', 'OL'),
    away: team(AWAY, 'Paris Saint-Germain', 'PSG'),
    players: PLAYERS,
    lineups: LINEUPS,
    events: [],
    canEdit: true,
    ...overrides,
  };
}

export const aFootballDesk = (overrides: Partial<DeskSource> = {}): Desk => openDesk(aSource(overrides));

export function aDeskOf(sport: Sport, overrides: Partial<DeskSource> = {}): Desk {
  const tennis = sport === 'tennis';
  return openDesk(
    aSource({
      match: aMatch({ sport }),
      players: tennis
        ? [player('7', HOME, 'Iga', 'Swiatek', ''), player('21', AWAY, 'Coco', 'Gauff', '')]
        : PLAYERS,
      lineups: tennis ? [] : LINEUPS,
      ...overrides,
    }),
  );
}

export const CONTEXT_KEY = 'football:1:100';
