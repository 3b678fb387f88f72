// Test data for the match domain: a championship whose day ids do not follow the sporting order,
// two teams with players, and builders for matches and events.
import type { Championship, Day, Player, Team } from '../../../src/domain/championship/Championship';
import type { Match } from '../../../src/domain/match/Match';
import { EMPTY_MATCH_INFO } from '../../../src/domain/match/Match';
import type { MatchEvent } from '../../../src/domain/match/MatchEvent';
import type { Standing } from '../../../src/domain/match/views';
import type { Sport } from '../../../src/domain/sport/Sport';
import { SPORT_RULES } from '../../../src/domain/sport/SportRules';

export const HOME = '11';
export const AWAY = '12';

export function aChampionship(overrides: Partial<Championship> = {}): Championship {
  const sport = overrides.sport ?? 'football';
  return {
    id: '1',
    companyId: '1',
    sport,
    name: 'Ligue 1 2023/24',
    competition: 'Ligue 1',
    season: '2023/24',
    archived: false,
    pointsRule: SPORT_RULES[sport].defaultPointsRule,
    tieBreak: 'goal-difference',
    adjustments: [],
    ...overrides,
  };
}

/** Four days whose ids are unrelated to their order: labels and order come from the records. */
export function someDays(championshipId = '1'): Day[] {
  return [
    { id: '40', championshipId, label: 'Matchday 4', order: 4, phaseId: '' },
    { id: '10', championshipId, label: 'Matchday 2', order: 2, phaseId: '' },
    { id: '30', championshipId, label: 'Matchday 1', order: 1, phaseId: '' },
    { id: '20', championshipId, label: 'Matchday 3', order: 3, phaseId: '' },
  ];
}

export function someTeams(championshipId = '1'): Team[] {
  return [
    { id: HOME, championshipId, name: 'Olympique Lyonnais', shortName: 'OL', groupId: '' },
    { id: AWAY, championshipId, name: 'Paris Saint-Germain', shortName: 'PSG', groupId: '' },
    { id: '13', championshipId, name: 'Olympique de Marseille', shortName: 'OM', groupId: '' },
    { id: '14', championshipId, name: 'AS Monaco', shortName: 'ASM', groupId: '' },
  ];
}

const player = (id: string, teamId: string, firstName: string, lastName: string): Player => ({
  id,
  teamId,
  firstName,
  lastName,
  number: '',
  position: '',
});

export function somePlayers(): Player[] {
  return [
    player('101', HOME, 'Alexandre', 'Lacazette'),
    player('102', HOME, 'Corentin', 'Tolisso'),
    player('103', HOME, 'Rayan', 'Cherki'),
    player('201', AWAY, '', 'Marquinhos'),
    player('202', AWAY, 'Kylian', 'Mbappé'),
    player('301', '13', 'Pierre-Emerick', 'Aubameyang'),
  ];
}

/** Tennis doubles: each side is a pair of players. */
export function someTennisTeams(championshipId = '1'): Team[] {
  return [
    { id: HOME, championshipId, name: 'Pair 1', shortName: 'MEK/PAV', groupId: '' },
    { id: AWAY, championshipId, name: 'Pair 2', shortName: 'RAM/SAL', groupId: '' },
  ];
}

export function someTennisPlayers(): Player[] {
  return [
    player('101', HOME, 'Nikola', 'Mektić'),
    player('102', HOME, 'Mate', 'Pavić'),
    player('201', AWAY, 'Rajeev', 'Ram'),
    player('202', AWAY, 'Joe', 'Salisbury'),
  ];
}

export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: '500',
    championshipId: '1',
    sport: 'football' as Sport,
    dayId: '10',
    phaseId: '',
    groupId: '',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    date: '2024-03-02',
    time: '21:00',
    status: 'finished',
    timer: '90:00',
    period: '2',
    homeScore: 2,
    awayScore: 1,
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

/** Events of a match, saved unless told otherwise, with ids and sequence numbers in list order. */
export function eventsOf(matchId: string, events: readonly Partial<MatchEvent>[]): MatchEvent[] {
  return events.map((e, i) => ({
    id: String(9000 + i),
    matchId,
    type: 1,
    clubId: HOME,
    playerId: '',
    playerInId: '',
    timer: null,
    additionalTimer: null,
    value: null,
    setNumber: null,
    note: '',
    saved: true,
    sequence: i + 1,
    ...e,
  }));
}

export function aStanding(overrides: Partial<Standing> = {}): Standing {
  return {
    entityId: HOME,
    name: 'Olympique Lyonnais',
    dayId: '10',
    phaseId: '',
    groupId: '',
    groupName: '',
    rank: 1,
    previousRank: 2,
    rankMovement: 1,
    played: 2,
    wins: 2,
    draws: 0,
    losses: 0,
    goalsFor: 4,
    goalsAgainst: 1,
    goalDifference: 3,
    points: 6,
    ...overrides,
  };
}
