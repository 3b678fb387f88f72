// Match data for the web API tests, written through the match-data ports so that the same
// seeding runs on memory, SQLite and PostgreSQL. Day ids are created out of sporting order.
import type { MatchDataStores } from '../../src/application/ports/MatchData';
import type {
  Championship,
  Day,
  Group,
  Phase,
  Player,
  Team,
} from '../../src/domain/championship/Championship';
import type { Match, MatchStatus } from '../../src/domain/match/Match';
import { EMPTY_MATCH_INFO } from '../../src/domain/match/Match';
import type { Sport } from '../../src/domain/sport/Sport';
import { SPORT_RULES } from '../../src/domain/sport/SportRules';
import { projectStandings } from '../../src/domain/standings/projectStandings';

export interface SeededChampionship {
  readonly championship: Championship;
  readonly phase: Phase;
  readonly group: Group;
  /** In sporting order: days[0] is Matchday 1. */
  readonly days: readonly Day[];
  /** Four teams: Lions, Tigers, Bears, Wolves. */
  readonly teams: readonly Team[];
  /** Two players per team, in team order. */
  readonly players: readonly Player[];
  /** Two matches per day, in day order; day 1 is finished, day 2 is live, day 3 is scheduled. */
  readonly matches: readonly Match[];
}

export interface ChampionshipOptions {
  readonly companyId: string;
  readonly sport: Sport;
  readonly name?: string;
  readonly archived?: boolean;
  /** More days of scheduled matches after the three (to grow the championship). */
  readonly extraDays?: number;
  /** The extra days are of a second phase, "Knockout", with no group: they count in no table. */
  readonly extraDaysKnockout?: boolean;
}

const TEAM_NAMES = ['Lions', 'Tigers', 'Bears', 'Wolves'] as const;
/** Pairings of the team indexes per day. */
const PAIRINGS: readonly (readonly [number, number])[][] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];
const DAY_ONE_SCORES: readonly (readonly [number, number])[] = [
  [2, 1],
  [0, 0],
];

function statusOfDay(index: number): MatchStatus {
  return index === 0 ? 'finished' : index === 1 ? 'live' : 'scheduled';
}

export async function seedChampionship(
  stores: MatchDataStores,
  options: ChampionshipOptions,
): Promise<SeededChampionship> {
  const { sport } = options;
  const championship = await stores.championships.create({
    companyId: options.companyId,
    sport,
    name: options.name ?? `${sport} league`,
    competition: `${sport} league`,
    season: '2025/26',
    archived: options.archived ?? false,
    pointsRule: SPORT_RULES[sport].defaultPointsRule,
    tieBreak: 'goal-difference',
    adjustments: [],
  });
  const phase = await stores.championships.addPhase({
    championshipId: championship.id,
    name: 'Regular season',
    order: 1,
  });
  const group = await stores.championships.addGroup({
    championshipId: championship.id,
    phaseId: phase.id,
    name: 'Group A',
  });
  // Created 3, 1, 2: ids do not follow the sporting order.
  const created = new Map<number, Day>();
  for (const order of [3, 1, 2]) {
    created.set(
      order,
      await stores.championships.addDay({
        championshipId: championship.id,
        label: `Matchday ${order}`,
        order,
        phaseId: phase.id,
      }),
    );
  }
  const days = [1, 2, 3].map((o) => created.get(o) as Day);
  const extraPhase = options.extraDaysKnockout
    ? await stores.championships.addPhase({ championshipId: championship.id, name: 'Knockout', order: 2 })
    : phase;
  for (let extra = 0; extra < (options.extraDays ?? 0); extra++) {
    const order = 4 + extra;
    days.push(
      await stores.championships.addDay({
        championshipId: championship.id,
        label: `Matchday ${order}`,
        order,
        phaseId: extraPhase.id,
      }),
    );
  }
  const teams: Team[] = [];
  const players: Player[] = [];
  for (const name of TEAM_NAMES) {
    const team = await stores.championships.addTeam({
      championshipId: championship.id,
      name: `${name} ${sport}`,
      shortName: name.slice(0, 3).toUpperCase(),
      groupId: group.id,
    });
    teams.push(team);
    for (const n of [1, 2]) {
      players.push(
        await stores.championships.addPlayer({
          teamId: team.id,
          firstName: `${name}`,
          lastName: `Player${n}`,
          number: String(n),
          position: '',
        }),
      );
    }
  }
  const matches: Match[] = [];
  for (const [dayIndex, day] of days.entries()) {
    const pairings = PAIRINGS[dayIndex % PAIRINGS.length] as (readonly [number, number])[];
    for (const [pairIndex, [h, a]] of pairings.entries()) {
      const status = dayIndex < 3 ? statusOfDay(dayIndex) : 'scheduled';
      const score = status === 'finished' ? (DAY_ONE_SCORES[pairIndex] as readonly [number, number]) : null;
      matches.push(
        await stores.matches.create({
          championshipId: championship.id,
          sport,
          dayId: day.id,
          phaseId: day.phaseId,
          groupId: day.phaseId === phase.id ? group.id : '',
          homeTeamId: (teams[h] as Team).id,
          awayTeamId: (teams[a] as Team).id,
          date: `2025-09-${String(10 + dayIndex).padStart(2, '0')}`,
          time: pairIndex === 0 ? '18:00' : '20:00',
          status,
          timer: '',
          period: '',
          homeScore: score ? score[0] : status === 'live' ? 0 : null,
          awayScore: score ? score[1] : status === 'live' ? 0 : null,
          homeShootoutScore: null,
          awayShootoutScore: null,
          info: EMPTY_MATCH_INFO,
          decidedIn: null,
          retired: null,
          walkover: null,
          version: 1,
        }),
      );
    }
  }
  if (SPORT_RULES[sport].hasLineups) {
    // The live match of day 2: player 1 of each team on the field, player 2 on the bench.
    const live = matches[2] as Match;
    for (const teamId of [live.homeTeamId, live.awayTeamId]) {
      const [first, second] = players.filter((p) => p.teamId === teamId) as [Player, Player];
      await stores.matches.setLineup(live.id, teamId, [
        { matchId: live.id, teamId, playerId: first.id, role: 'field', number: '9' },
        { matchId: live.id, teamId, playerId: second.id, role: 'bench', number: '' },
      ]);
    }
  }
  const tables = projectStandings({ championship, days, groups: [group], teams, matches });
  await stores.standings.replaceAll(championship.id, tables);
  return { championship, phase, group, days, teams, players, matches };
}

/** The live match of day 2 (with line-ups at team sports). */
export function liveMatch(seeded: SeededChampionship): Match {
  return seeded.matches[2] as Match;
}

/** A finished match of day 1 (2-1). */
export function finishedMatch(seeded: SeededChampionship): Match {
  return seeded.matches[0] as Match;
}
