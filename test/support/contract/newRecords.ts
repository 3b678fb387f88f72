// Builders of records not yet stored (`New<T>`), for the store contracts and other store suites.
import type { Company, New } from '../../../src/application/ports/MatchData';
import type {
  Championship,
  Day,
  Group,
  Phase,
  Player,
  Team,
} from '../../../src/domain/championship/Championship';
import type { Match } from '../../../src/domain/match/Match';
import { EMPTY_MATCH_INFO } from '../../../src/domain/match/Match';
import type { MatchEvent, TennisSet } from '../../../src/domain/match/MatchEvent';
import type { Standing } from '../../../src/domain/match/views';

export const aNewCompany = (overrides: Partial<New<Company>> = {}): New<Company> => ({
  name: 'Ligue de Football Professionnel',
  licenceValid: true,
  ...overrides,
});

export const aNewChampionship = (
  companyId: string,
  overrides: Partial<New<Championship>> = {},
): New<Championship> => ({
  companyId,
  sport: 'football',
  name: 'Ligue 1 2023/24',
  competition: 'Ligue 1',
  season: '2023/24',
  archived: false,
  pointsRule: { win: 3, draw: 1, loss: 0 },
  tieBreak: 'goal-difference',
  adjustments: [],
  ...overrides,
});

export const aNewPhase = (championshipId: string, overrides: Partial<New<Phase>> = {}): New<Phase> => ({
  championshipId,
  name: 'Regular season',
  order: 1,
  ...overrides,
});

export const aNewGroup = (championshipId: string, overrides: Partial<New<Group>> = {}): New<Group> => ({
  championshipId,
  phaseId: '',
  name: 'Group A',
  ...overrides,
});

export const aNewDay = (
  championshipId: string,
  order: number,
  overrides: Partial<New<Day>> = {},
): New<Day> => ({
  championshipId,
  label: `Matchday ${order}`,
  order,
  phaseId: '',
  ...overrides,
});

export const aNewTeam = (
  championshipId: string,
  name: string,
  overrides: Partial<New<Team>> = {},
): New<Team> => ({
  championshipId,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  groupId: '',
  ...overrides,
});

export const aNewPlayer = (
  teamId: string,
  lastName: string,
  overrides: Partial<New<Player>> = {},
): New<Player> => ({
  teamId,
  firstName: '',
  lastName,
  number: '',
  position: '',
  ...overrides,
});

export const aNewMatch = (
  championshipId: string,
  sides: { dayId: string; homeTeamId: string; awayTeamId: string },
  overrides: Partial<New<Match>> = {},
): New<Match> => ({
  championshipId,
  sport: 'football',
  dayId: sides.dayId,
  phaseId: '',
  groupId: '',
  homeTeamId: sides.homeTeamId,
  awayTeamId: sides.awayTeamId,
  date: '2023-08-12',
  time: '21:00',
  status: 'scheduled',
  timer: '',
  period: '',
  homeScore: null,
  awayScore: null,
  homeShootoutScore: null,
  awayShootoutScore: null,
  info: EMPTY_MATCH_INFO,
  decidedIn: null,
  retired: null,
  walkover: null,
  version: 1,
  ...overrides,
});

export const aNewEvent = (
  matchId: string,
  overrides: Partial<Omit<MatchEvent, 'id' | 'sequence'>> = {},
): Omit<MatchEvent, 'id' | 'sequence'> => ({
  matchId,
  type: 1,
  clubId: '',
  playerId: '',
  playerInId: '',
  timer: null,
  additionalTimer: null,
  value: null,
  setNumber: null,
  note: '',
  saved: true,
  ...overrides,
});

export const aSet = (matchId: string, number: number, overrides: Partial<TennisSet> = {}): TennisSet => ({
  matchId,
  number,
  homeGames: 6,
  awayGames: 4,
  homeTieBreak: null,
  awayTieBreak: null,
  winner: 'home',
  ...overrides,
});

export const aStanding = (entityId: string, name: string, overrides: Partial<Standing> = {}): Standing => ({
  entityId,
  name,
  dayId: '',
  phaseId: '',
  groupId: '',
  groupName: '',
  rank: 1,
  previousRank: null,
  rankMovement: null,
  played: 1,
  wins: 1,
  draws: 0,
  losses: 0,
  goalsFor: 2,
  goalsAgainst: 0,
  goalDifference: 2,
  points: 3,
  ...overrides,
});
