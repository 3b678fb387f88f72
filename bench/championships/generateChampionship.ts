// Generated championships for the web benchmarks. The rows are those the stores write (the
// TypeORM adapter's own mappers and schemas), inserted in chunks in one transaction, because a
// row-by-row import of 38,000 matches would take minutes; the standings are then computed and
// stored by the RecomputeStandings use case, as after an import.
import type { EntityManager } from 'typeorm';
import type { Database } from '../../src/adapters/persistence/typeorm/database';
import { matchToRecord } from '../../src/adapters/persistence/typeorm/mappers/matchMapper';
import { eventToRecord } from '../../src/adapters/persistence/typeorm/mappers/matchPartsMappers';
import {
  dayToRecord,
  playerToRecord,
  teamToRecord,
} from '../../src/adapters/persistence/typeorm/mappers/structureMappers';
import { DaySchema } from '../../src/adapters/persistence/typeorm/schemas/DaySchema';
import { MatchEventSchema } from '../../src/adapters/persistence/typeorm/schemas/MatchEventSchema';
import { MatchSchema } from '../../src/adapters/persistence/typeorm/schemas/MatchSchema';
import { PlayerSchema } from '../../src/adapters/persistence/typeorm/schemas/PlayerSchema';
import { TeamSchema } from '../../src/adapters/persistence/typeorm/schemas/TeamSchema';
import { TransactionSession } from '../../src/adapters/persistence/typeorm/Session';
import { insertAll } from '../../src/adapters/persistence/typeorm/stores/statements';
import { TypeOrmChampionships } from '../../src/adapters/persistence/typeorm/stores/TypeOrmChampionships';
import { TypeOrmCompanies } from '../../src/adapters/persistence/typeorm/stores/TypeOrmCompanies';
import { TypeOrmMatches } from '../../src/adapters/persistence/typeorm/stores/TypeOrmMatches';
import { TypeOrmStandings } from '../../src/adapters/persistence/typeorm/stores/TypeOrmStandings';
import { TypeOrmWriteKeys } from '../../src/adapters/persistence/typeorm/stores/TypeOrmWriteKeys';
import type { MatchDataStores, New } from '../../src/application/ports/MatchData';
import { RecomputeStandings } from '../../src/application/standings/RecomputeStandings';
import type { Championship, Day, Group, Player, Team } from '../../src/domain/championship/Championship';
import type { Match } from '../../src/domain/match/Match';
import { EMPTY_MATCH_INFO } from '../../src/domain/match/Match';
import type { MatchEvent } from '../../src/domain/match/MatchEvent';
import { roundRobin } from './roundRobin';

export interface ChampionshipShape {
  readonly name: string;
  readonly teams: number;
  /** Days of the double round robin generated (at most 2·(teams − 1)). */
  readonly days: number;
  /** Days 1..playedDays are finished, with events; later days are scheduled. */
  readonly playedDays: number;
  readonly playersPerTeam: number;
  /** Mean events per played match (goals, cards, substitutions). */
  readonly eventsPerMatch: number;
  /** Groups of equal size, each its own round robin and its own table (default: one table). */
  readonly groups?: number;
}

/** Issue 7: 20 teams, 38 days, 380 matches, ~4,000 events. */
export const SMALL: ChampionshipShape = {
  name: 'Bench League 20',
  teams: 20,
  days: 38,
  playedDays: 38,
  playersPerTeam: 25,
  eventsPerMatch: 10.5,
};

/** Issue 7: 200 teams, ~38,000 matches (380 days of 100); the first 38 days are played. */
export const LARGE: ChampionshipShape = {
  name: 'Bench League 200',
  teams: 200,
  days: 380,
  playedDays: 38,
  playersPerTeam: 25,
  eventsPerMatch: 10.5,
};

/**
 * Issue 11: 38,000 matches as a federation's amateur championship holds them: 2,000 teams in
 * 100 groups of 20, each group a double round robin of 38 days, every day played (a season's
 * end). Each table holds 20 rows, as in SMALL, so what a write costs shows against the size of
 * the championship alone.
 */
export const LARGE_GROUPED: ChampionshipShape = {
  name: 'Bench Federation 100 x 20',
  teams: 2_000,
  groups: 100,
  days: 38,
  playedDays: 38,
  playersPerTeam: 12,
  eventsPerMatch: 3,
};

export interface GeneratedChampionship {
  readonly championship: Championship;
  readonly teams: readonly Team[];
  readonly matchCount: number;
  readonly eventCount: number;
  /** A finished match of day 20 (three days around it: previous, current, next). */
  readonly snapshotMatch: Match;
  /** Players of each team by team id, first the 11 on the field. */
  readonly players: ReadonlyMap<string, readonly Player[]>;
}

/** A deterministic generator (mulberry32), so that two runs write the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const SEASON_START = Date.UTC(2024, 7, 3);

type EventDraft = Omit<MatchEvent, 'id'>;

/** Days, teams and players, inserted in chunks and read back through the store for their ids. */
async function structure(
  em: EntityManager,
  stores: MatchDataStores,
  companyId: string,
  shape: ChampionshipShape,
) {
  const championship = await stores.championships.create({
    companyId,
    sport: 'football',
    name: shape.name,
    competition: 'Bench League',
    season: '2024/25',
    archived: false,
    pointsRule: { win: 3, draw: 1, loss: 0 },
    tieBreak: 'goal-difference',
    adjustments: [],
  });
  const phase = await stores.championships.addPhase({
    championshipId: championship.id,
    name: 'Regular season',
    order: 1,
  });
  const newDays: New<Day>[] = Array.from({ length: shape.days }, (_, i) => ({
    championshipId: championship.id,
    label: `Matchday ${i + 1}`,
    order: i + 1,
    phaseId: phase.id,
  }));
  await insertAll(em, DaySchema, newDays.map(dayToRecord));
  const groups: Group[] = [];
  for (let g = 0; g < (shape.groups ?? 0); g += 1) {
    groups.push(
      await stores.championships.addGroup({
        championshipId: championship.id,
        phaseId: phase.id,
        name: `Group ${g + 1}`,
      }),
    );
  }
  const groupSize = shape.teams / Math.max(1, groups.length);
  const newTeams: New<Team>[] = Array.from({ length: shape.teams }, (_, i) => ({
    championshipId: championship.id,
    name: `Team ${String(i + 1).padStart(String(shape.teams).length, '0')} FC`,
    shortName: `T${i + 1}`,
    groupId: groups[Math.floor(i / groupSize)]?.id ?? '',
  }));
  await insertAll(em, TeamSchema, newTeams.map(teamToRecord));
  const days = await stores.championships.days(championship.id);
  const byName = new Map((await stores.championships.teams(championship.id)).map((t) => [t.name, t]));
  const teams = newTeams.map((t) => byName.get(t.name) as Team);
  const newPlayers: New<Player>[] = teams.flatMap((team, t) =>
    Array.from({ length: shape.playersPerTeam }, (_, i) => ({
      teamId: team.id,
      firstName: `Player${i + 1}`,
      lastName: `Of${t + 1}`,
      number: String(i + 1),
      position: i === 0 ? 'GK' : i <= 4 ? 'DF' : i <= 7 ? 'MF' : 'FW',
    })),
  );
  await insertAll(em, PlayerSchema, newPlayers.map(playerToRecord));
  const players = new Map<string, Player[]>();
  for (const p of await stores.championships.players(teams.map((t) => t.id))) {
    players.set(p.teamId, [...(players.get(p.teamId) ?? []), p]);
  }
  for (const squad of players.values()) squad.sort((a, b) => Number(a.number) - Number(b.number));
  return { championship, phase, days, teams, players, groupSize };
}

/** Goals that add up to the score, then cards and substitutions, in minute order. */
function eventsOf(
  match: Match,
  squads: readonly (readonly Player[])[],
  count: number,
  rnd: () => number,
): EventDraft[] {
  const sides = [match.homeTeamId, match.awayTeamId];
  const drafts: { minute: number; draft: Omit<EventDraft, 'timer' | 'sequence'> }[] = [];
  const base = {
    matchId: match.id,
    playerInId: '',
    additionalTimer: null,
    value: null,
    setNumber: null,
    note: '',
    saved: true,
  };
  const pick = (squad: readonly Player[], from: number, to: number) =>
    squad[from + Math.floor(rnd() * (to - from))] as Player;
  for (const [side, goals] of [match.homeScore ?? 0, match.awayScore ?? 0].entries()) {
    for (let g = 0; g < goals; g += 1) {
      const scorer = pick(squads[side] as readonly Player[], 1, 11);
      drafts.push({
        minute: 1 + Math.floor(rnd() * 90),
        draft: { ...base, type: 1, clubId: sides[side] as string, playerId: scorer.id },
      });
    }
  }
  while (drafts.length < count) {
    const side = rnd() < 0.5 ? 0 : 1;
    const squad = squads[side] as readonly Player[];
    const clubId = sides[side] as string;
    const substitution = rnd() < 0.45;
    const playerId = pick(squad, 1, 11).id;
    drafts.push({
      minute: 1 + Math.floor(rnd() * 90),
      draft: substitution
        ? { ...base, type: 5, clubId, playerId, playerInId: pick(squad, 11, squad.length).id }
        : { ...base, type: 3, clubId, playerId },
    });
  }
  return drafts
    .sort((a, b) => a.minute - b.minute)
    .map(({ minute, draft }, i) => ({ ...draft, timer: String(minute), sequence: i + 1 }));
}

/** Writes a football championship of `shape` for the company and stores its standings. */
export async function generateChampionship(
  database: Database,
  companyId: string,
  shape: ChampionshipShape,
  seed = 7,
): Promise<GeneratedChampionship> {
  const rnd = random(seed);
  const generated = await database.session.atomic(async (em) => {
    const session = new TransactionSession(em);
    const stores: MatchDataStores = {
      companies: new TypeOrmCompanies(session),
      championships: new TypeOrmChampionships(session),
      matches: new TypeOrmMatches(session),
      standings: new TypeOrmStandings(session),
      writeKeys: new TypeOrmWriteKeys(session),
    };
    const { championship, phase, days, teams, players, groupSize } = await structure(
      em,
      stores,
      companyId,
      shape,
    );
    // Each group's round robin, its team indexes offset to the group's teams.
    const rounds = roundRobin(groupSize).slice(0, shape.days);
    const schedule = rounds.map((pairs) =>
      Array.from({ length: teams.length / groupSize }, (_, g) =>
        pairs.map(([h, a]): [number, number] => [h + g * groupSize, a + g * groupSize]),
      ).flat(),
    );
    const newMatches: New<Match>[] = schedule.flatMap((pairs, d) =>
      pairs.map(([h, a]) => {
        const played = d < shape.playedDays;
        return {
          championshipId: championship.id,
          sport: 'football' as const,
          dayId: (days[d] as Day).id,
          phaseId: phase.id,
          groupId: (teams[h] as Team).groupId,
          homeTeamId: (teams[h] as Team).id,
          awayTeamId: (teams[a] as Team).id,
          date: new Date(SEASON_START + d * 7 * DAY_MS).toISOString().slice(0, 10),
          time: '20:45',
          status: played ? ('finished' as const) : ('scheduled' as const),
          timer: played ? '90:00' : '',
          period: played ? 'Full time' : '',
          homeScore: played ? Math.floor(rnd() * rnd() * 5) : null,
          awayScore: played ? Math.floor(rnd() * rnd() * 4) : null,
          homeShootoutScore: null,
          awayShootoutScore: null,
          info: { ...EMPTY_MATCH_INFO, city: `City ${h + 1}`, stadium: `Stadium ${h + 1}` },
          decidedIn: null,
          retired: null,
          walkover: null,
          version: 1,
        };
      }),
    );
    await insertAll(em, MatchSchema, newMatches.map(matchToRecord));
    const matches = await stores.matches.ofChampionship(championship.id);
    const events: EventDraft[] = [];
    for (const match of matches) {
      if (match.status !== 'finished') continue;
      const count = Math.max(0, Math.round(shape.eventsPerMatch - 3 + rnd() * 6));
      const squads = [players.get(match.homeTeamId) ?? [], players.get(match.awayTeamId) ?? []];
      events.push(...eventsOf(match, squads, count, rnd));
    }
    await insertAll(em, MatchEventSchema, events.map(eventToRecord));
    const snapshotMatch = matches.find((m) => m.dayId === (days[19] as Day | undefined)?.id);
    if (!snapshotMatch) throw new Error('the shape needs at least 20 days');
    return {
      championship,
      teams,
      matchCount: matches.length,
      eventCount: events.length,
      snapshotMatch,
      players,
    };
  });
  const standings = await new RecomputeStandings(database.stores).run(generated.championship.id);
  if (!standings.ok) throw new Error(`standings not computed: ${standings.error.message}`);
  return generated;
}
