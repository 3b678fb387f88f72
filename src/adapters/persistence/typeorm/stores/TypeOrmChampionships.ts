import { In } from 'typeorm';
import type { FindOptionsWhere } from 'typeorm';
import type {
  ChampionshipFilter,
  Championships,
  ChampionshipWithMatch,
  New,
  TeamsWithPlayers,
} from '../../../../application/ports/MatchData';
import type {
  Championship,
  Day,
  Group,
  Phase,
  Player,
  Team,
} from '../../../../domain/championship/Championship';
import type { Sport } from '../../../../domain/sport/Sport';
import { parseId, parseIds, refKey } from '../ids';
import { championshipFromRecord, championshipToRecord } from '../mappers/championshipMapper';
import { matchFromRecord } from '../mappers/matchMapper';
import {
  dayFromRecord,
  dayToRecord,
  groupFromRecord,
  groupToRecord,
  phaseFromRecord,
  phaseToRecord,
  playerFromRecord,
  playerToRecord,
  teamFromRecord,
  teamToRecord,
} from '../mappers/structureMappers';
import type { ChampionshipRecord } from '../schemas/ChampionshipSchema';
import { ChampionshipSchema } from '../schemas/ChampionshipSchema';
import { DaySchema } from '../schemas/DaySchema';
import { GroupSchema } from '../schemas/GroupSchema';
import type { MatchRecord } from '../schemas/MatchSchema';
import { MatchSchema } from '../schemas/MatchSchema';
import { PhaseSchema } from '../schemas/PhaseSchema';
import { PlayerSchema } from '../schemas/PlayerSchema';
import { TeamSchema } from '../schemas/TeamSchema';
import type { Session } from '../Session';
import { jsonRowsOf, recordsOfJson } from './jsonRows';
import { insertOne, updateOne } from './statements';

export class TypeOrmChampionships implements Championships {
  constructor(private readonly session: Session) {}

  async create(championship: New<Championship>): Promise<Championship> {
    const record = championshipToRecord(championship);
    return this.session.run(async (em) =>
      championshipFromRecord({ ...record, id: await insertOne(em, ChampionshipSchema, record) }),
    );
  }

  async update(championship: Championship): Promise<void> {
    const key = refKey(championship.id, 'championship');
    const record = championshipToRecord(championship);
    return this.session.run((em) => updateOne(em, ChampionshipSchema, key, record, 'championship'));
  }

  async byId(id: string): Promise<Championship | null> {
    const key = parseId(id);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(ChampionshipSchema, { id: key }));
    return found ? championshipFromRecord(found) : null;
  }

  async lockForWrite(championshipId: string): Promise<boolean> {
    const key = parseId(championshipId);
    if (key === null) return false;
    return this.session.run(async (em) => {
      const query = em
        .createQueryBuilder(ChampionshipSchema, 'c')
        .select('c.id')
        .where('c.id = :key', { key });
      // SQLite has no row locks: its writers already take turns on the one connection.
      if (em.connection.options.type === 'postgres') query.setLock('pessimistic_write');
      return (await query.getOne()) !== null;
    });
  }

  async bumpVersion(championshipId: string): Promise<void> {
    const key = refKey(championshipId, 'championship');
    const result = await this.session.run((em) =>
      em
        .createQueryBuilder()
        .update(ChampionshipSchema)
        .set({ version: () => 'version + 1' })
        .where('id = :key', { key })
        .execute(),
    );
    if (result.affected === 0) throw new Error(`unknown championship "${championshipId}"`);
  }

  async version(championshipId: string): Promise<number | null> {
    const key = parseId(championshipId);
    if (key === null) return null;
    const row = await this.session.run((em) =>
      em
        .createQueryBuilder(ChampionshipSchema, 'c')
        .select('c.version', 'version')
        .where('c.id = :key', { key })
        .getRawOne<{ version: number | string }>(),
    );
    return row ? Number(row.version) : null;
  }

  async find(companyId: string, sport: Sport, name: string): Promise<Championship | null> {
    const key = parseId(companyId);
    if (key === null) return null;
    const found = await this.session.run((em) =>
      em.findOneBy(ChampionshipSchema, { companyId: key, sport, name }),
    );
    return found ? championshipFromRecord(found) : null;
  }

  async list(filter: ChampionshipFilter): Promise<Championship[]> {
    const keys = parseIds(filter.companyIds);
    if (keys.length === 0) return [];
    const where: FindOptionsWhere<ChampionshipRecord> = { companyId: In(keys) };
    if (filter.sport !== undefined) where.sport = filter.sport;
    if (!filter.includeArchived) where.archived = false;
    const found = await this.session.run((em) =>
      em.find(ChampionshipSchema, { where, order: { id: 'ASC' } }),
    );
    return found.map(championshipFromRecord);
  }

  async days(championshipId: string): Promise<Day[]> {
    const key = parseId(championshipId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(DaySchema, { where: { championshipId: key }, order: { order: 'ASC', id: 'ASC' } }),
    );
    return found.map(dayFromRecord);
  }

  async phases(championshipId: string): Promise<Phase[]> {
    const key = parseId(championshipId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(PhaseSchema, { where: { championshipId: key }, order: { order: 'ASC', id: 'ASC' } }),
    );
    return found.map(phaseFromRecord);
  }

  async groups(championshipId: string): Promise<Group[]> {
    const key = parseId(championshipId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(GroupSchema, { where: { championshipId: key }, order: { id: 'ASC' } }),
    );
    return found.map(groupFromRecord);
  }

  async teams(championshipId: string): Promise<Team[]> {
    const key = parseId(championshipId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(TeamSchema, { where: { championshipId: key }, order: { id: 'ASC' } }),
    );
    return found.map(teamFromRecord);
  }

  async players(teamIds: readonly string[]): Promise<Player[]> {
    const keys = parseIds(teamIds);
    if (keys.length === 0) return [];
    const found = await this.session.run((em) =>
      em.find(PlayerSchema, { where: { teamId: In(keys) }, order: { id: 'ASC' } }),
    );
    return found.map(playerFromRecord);
  }

  async withMatch(championshipId: string, matchId: string): Promise<ChampionshipWithMatch | null> {
    const key = parseId(championshipId);
    if (key === null) return null;
    const matchKey = parseId(matchId);
    return this.session.run(async (em) => {
      const query = em
        .createQueryBuilder(ChampionshipSchema, 'c')
        .addSelect(
          (sub) =>
            sub
              .select(jsonRowsOf(em, DaySchema, 'd', ['d.order', 'd.id']))
              .from(DaySchema, 'd')
              .where('d.championshipId = c.id'),
          'days',
        )
        .where('c.id = :key', { key });
      if (matchKey !== null) {
        query.leftJoinAndMapOne(
          'c.match',
          MatchSchema.options.name,
          'm',
          'm.id = :matchKey AND m.championshipId = c.id',
          {
            matchKey,
          },
        );
      }
      const { entities, raw } = await query.getRawAndEntities<{ days: unknown }>();
      const found = entities[0] as (ChampionshipRecord & { match?: MatchRecord }) | undefined;
      if (!found) return null;
      return {
        championship: championshipFromRecord(found),
        days: recordsOfJson(em, DaySchema, raw[0]?.days).map(dayFromRecord),
        match: found.match ? matchFromRecord(found.match) : null,
      };
    });
  }

  async teamsWithPlayers(championshipId: string, teamIds: readonly string[]): Promise<TeamsWithPlayers> {
    const key = parseId(championshipId);
    const keys = parseIds(teamIds);
    if (key === null) return { teams: [], players: [] };
    return this.session.run(async (em) => {
      const query = em
        .createQueryBuilder(ChampionshipSchema, 'c')
        .select(
          (sub) =>
            sub
              .select(jsonRowsOf(em, TeamSchema, 't', ['t.id']))
              .from(TeamSchema, 't')
              .where('t.championshipId = c.id'),
          'teams',
        )
        .where('c.id = :key', { key });
      if (keys.length > 0) {
        query.addSelect(
          (sub) =>
            sub
              .select(jsonRowsOf(em, PlayerSchema, 'p', ['p.id']))
              .from(PlayerSchema, 'p')
              .where('p.teamId IN (:...keys)', { keys }),
          'players',
        );
      }
      const row = await query.getRawOne<{ teams: unknown; players?: unknown }>();
      const teams = recordsOfJson(em, TeamSchema, row?.teams);
      // Players of another championship's teams are left out here, by the teams just read.
      const ours = new Set(teams.map((t) => t.id));
      return {
        teams: teams.map(teamFromRecord),
        players: recordsOfJson(em, PlayerSchema, row?.players)
          .filter((p) => ours.has(p.teamId))
          .map(playerFromRecord),
      };
    });
  }

  async addPhase(phase: New<Phase>): Promise<Phase> {
    const record = phaseToRecord(phase);
    return this.session.run(async (em) =>
      phaseFromRecord({ ...record, id: await insertOne(em, PhaseSchema, record) }),
    );
  }

  async addGroup(group: New<Group>): Promise<Group> {
    const record = groupToRecord(group);
    return this.session.run(async (em) =>
      groupFromRecord({ ...record, id: await insertOne(em, GroupSchema, record) }),
    );
  }

  async addDay(day: New<Day>): Promise<Day> {
    const record = dayToRecord(day);
    return this.session.run(async (em) =>
      dayFromRecord({ ...record, id: await insertOne(em, DaySchema, record) }),
    );
  }

  async updateDay(day: Day): Promise<void> {
    const key = refKey(day.id, 'day');
    const record = dayToRecord(day);
    return this.session.run((em) => updateOne(em, DaySchema, key, record, 'day'));
  }

  async addTeam(team: New<Team>): Promise<Team> {
    const record = teamToRecord(team);
    return this.session.run(async (em) =>
      teamFromRecord({ ...record, id: await insertOne(em, TeamSchema, record) }),
    );
  }

  async updateTeam(team: Team): Promise<void> {
    const key = refKey(team.id, 'team');
    const record = teamToRecord(team);
    return this.session.run((em) => updateOne(em, TeamSchema, key, record, 'team'));
  }

  async addPlayer(player: New<Player>): Promise<Player> {
    const record = playerToRecord(player);
    return this.session.run(async (em) =>
      playerFromRecord({ ...record, id: await insertOne(em, PlayerSchema, record) }),
    );
  }

  async updatePlayer(player: Player): Promise<void> {
    const key = refKey(player.id, 'player');
    const record = playerToRecord(player);
    return this.session.run((em) => updateOne(em, PlayerSchema, key, record, 'player'));
  }
}
