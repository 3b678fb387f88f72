import type { Matches, MatchResult, New } from '../../../../application/ports/MatchData';
import type { EventTally } from '../../../../domain/match/EventTally';
import { DECIDED_IN, SIDES } from '../../../../domain/match/Outcome';
import { oneOf } from '../mappers/oneOf';
import type { Match } from '../../../../domain/match/Match';
import type { LineupEntry, MatchEvent, TennisSet } from '../../../../domain/match/MatchEvent';
import { optionalId, parseId, parseIds, refKey } from '../ids';
import { matchFromRecord, matchToRecord, regulationScoreOf } from '../mappers/matchMapper';
import {
  eventFromRecord,
  eventToRecord,
  lineupFromRecord,
  lineupToRecord,
  setFromRecord,
  setToRecord,
} from '../mappers/matchPartsMappers';
import { DaySchema } from '../schemas/DaySchema';
import { EventTallySchema } from '../schemas/EventTallySchema';
import { LineupEntrySchema } from '../schemas/LineupEntrySchema';
import { MatchEventSchema } from '../schemas/MatchEventSchema';
import { MatchSchema } from '../schemas/MatchSchema';
import { TennisSetSchema } from '../schemas/TennisSetSchema';
import type { Session } from '../Session';
import { jsonRowsOf, recordsOfJson } from './jsonRows';
import { insertAll, insertOne, updateOne } from './statements';

type ResultColumn =
  | 'id'
  | 'dayId'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'homeScore'
  | 'awayScore'
  | 'homeShootoutScore'
  | 'awayShootoutScore'
  | 'homeRegulationScore'
  | 'awayRegulationScore';
type OutcomeColumn = 'decidedIn' | 'retired' | 'walkover';

/** An integer column of a raw row (PostgreSQL may send a bigint as text). */
const keyOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

export class TypeOrmMatches implements Matches {
  constructor(private readonly session: Session) {}

  async create(match: New<Match>): Promise<Match> {
    const record = matchToRecord(match);
    return this.session.run(async (em) =>
      matchFromRecord({ ...record, id: await insertOne(em, MatchSchema, record) }),
    );
  }

  async update(match: Match): Promise<void> {
    const key = refKey(match.id, 'match');
    const record = matchToRecord(match);
    return this.session.run((em) => updateOne(em, MatchSchema, key, record, 'match'));
  }

  async byId(id: string): Promise<Match | null> {
    const key = parseId(id);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(MatchSchema, { id: key }));
    return found ? matchFromRecord(found) : null;
  }

  async ofChampionship(championshipId: string): Promise<Match[]> {
    const key = parseId(championshipId);
    if (key === null) return [];
    // One JSON row, as ofDays: hydrating 38,000 matches row by row took most of a full
    // get_all_matchs (issue 11).
    return this.session.run(async (em) => {
      const order = ['d.order IS NULL', 'd.order', 'm.date', 'm.time', 'm.id'];
      const row = await em
        .createQueryBuilder(MatchSchema, 'm')
        .select(jsonRowsOf(em, MatchSchema, 'm', order), 'matches')
        .leftJoin(DaySchema.options.name, 'd', 'd.id = m.dayId')
        .where('m.championshipId = :key', { key })
        .getRawOne<{ matches: unknown }>();
      return recordsOfJson(em, MatchSchema, row?.matches).map(matchFromRecord);
    });
  }

  async ofDays(dayIds: readonly string[]): Promise<Match[]> {
    const keys = parseIds(dayIds);
    if (keys.length === 0) return [];
    // One row gathering the matches as JSON: hydrating the 300 matches of three days of a large
    // championship row by row took twice as long (issue 7).
    return this.session.run(async (em) => {
      const row = await em
        .createQueryBuilder(MatchSchema, 'm')
        .select(jsonRowsOf(em, MatchSchema, 'm', ['d.order', 'm.date', 'm.time', 'm.id']), 'matches')
        .innerJoin(DaySchema.options.name, 'd', 'd.id = m.dayId')
        .where('m.dayId IN (:...keys)', { keys })
        .getRawOne<{ matches: unknown }>();
      return recordsOfJson(em, MatchSchema, row?.matches).map(matchFromRecord);
    });
  }

  async resultsFrom(championshipId: string, dayOrder: number): Promise<MatchResult[]> {
    const key = parseId(championshipId);
    if (key === null) return [];
    // Raw rows of a few columns: a write of a large championship reads thousands of them.
    const rows = await this.session.run((em) =>
      em
        .createQueryBuilder(MatchSchema, 'm')
        .select('m.id', 'id')
        .addSelect('m.dayId', 'dayId')
        .addSelect('m.homeTeamId', 'homeTeamId')
        .addSelect('m.awayTeamId', 'awayTeamId')
        .addSelect('m.homeScore', 'homeScore')
        .addSelect('m.awayScore', 'awayScore')
        .addSelect('m.homeShootoutScore', 'homeShootoutScore')
        .addSelect('m.awayShootoutScore', 'awayShootoutScore')
        .addSelect('m.decidedIn', 'decidedIn')
        .addSelect('m.retired', 'retired')
        .addSelect('m.walkover', 'walkover')
        .addSelect('m.homeRegulationScore', 'homeRegulationScore')
        .addSelect('m.awayRegulationScore', 'awayRegulationScore')
        // From the championship's days of those orders, then their finished matches
        // (IDX_days_championship_order, IDX_matches_day_status): no unplayed match is visited.
        .innerJoin(DaySchema.options.name, 'd', 'd.id = m.dayId')
        .where('d.championshipId = :key', { key })
        .andWhere('d.order >= :dayOrder', { dayOrder })
        .andWhere("m.status = 'finished'")
        .getRawMany<Record<ResultColumn, number | string | null> & Record<OutcomeColumn, string | null>>(),
    );
    return rows.map((r) => ({
      id: optionalId(keyOf(r.id)),
      dayId: optionalId(keyOf(r.dayId)),
      homeTeamId: optionalId(keyOf(r.homeTeamId)),
      awayTeamId: optionalId(keyOf(r.awayTeamId)),
      status: 'finished',
      homeScore: keyOf(r.homeScore),
      awayScore: keyOf(r.awayScore),
      homeShootoutScore: keyOf(r.homeShootoutScore),
      awayShootoutScore: keyOf(r.awayShootoutScore),
      decidedIn: r.decidedIn === null ? null : oneOf(r.decidedIn, DECIDED_IN, 'decided in'),
      retired: r.retired === null ? null : oneOf(r.retired, SIDES, 'retired side'),
      walkover: r.walkover === null ? null : oneOf(r.walkover, SIDES, 'walkover side'),
      ...regulationScoreOf(r.homeRegulationScore, r.awayRegulationScore),
    }));
  }

  async eventTally(matchId: string): Promise<EventTally | null> {
    const key = parseId(matchId);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(EventTallySchema, { matchId: key }));
    return found ? found.tally : null;
  }

  async setEventTally(matchId: string, tally: EventTally): Promise<void> {
    const key = refKey(matchId, 'match');
    await this.session.run((em) => em.upsert(EventTallySchema, { matchId: key, tally }, ['matchId']));
  }

  async events(matchId: string): Promise<MatchEvent[]> {
    const key = parseId(matchId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(MatchEventSchema, { where: { matchId: key }, order: { sequence: 'ASC', id: 'ASC' } }),
    );
    return found.map(eventFromRecord);
  }

  async event(eventId: string): Promise<MatchEvent | null> {
    const key = parseId(eventId);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(MatchEventSchema, { id: key }));
    return found ? eventFromRecord(found) : null;
  }

  async addEvent(event: Omit<MatchEvent, 'id' | 'sequence'>): Promise<MatchEvent> {
    const matchKey = refKey(event.matchId, 'match');
    return this.session.atomic(async (em) => {
      const last = await em.findOne(MatchEventSchema, {
        select: { id: true, sequence: true },
        where: { matchId: matchKey },
        order: { sequence: 'DESC' },
      });
      const record = eventToRecord({ ...event, sequence: (last?.sequence ?? 0) + 1 });
      const id = await insertOne(em, MatchEventSchema, record);
      await em.delete(EventTallySchema, { matchId: matchKey });
      return eventFromRecord({ ...record, id });
    });
  }

  async updateEvent(event: MatchEvent): Promise<void> {
    const key = refKey(event.id, 'event');
    const record = eventToRecord(event);
    // An event keeps its match (applyEventWrite, the import): that match's tally is cleared.
    await this.session.atomic(async (em) => {
      await em.delete(EventTallySchema, { matchId: record.matchId });
      await updateOne(em, MatchEventSchema, key, record, 'event');
    });
  }

  async deleteEvent(eventId: string): Promise<void> {
    const key = parseId(eventId);
    if (key === null) return;
    await this.session.atomic(async (em) => {
      const ofEvent = em
        .createQueryBuilder(MatchEventSchema, 'e')
        .select('e.matchId')
        .where('e.id = :key', { key });
      await em
        .createQueryBuilder()
        .delete()
        .from(EventTallySchema)
        .where(`match_id IN (${ofEvent.getQuery()})`)
        .setParameters(ofEvent.getParameters())
        .execute();
      await em.delete(MatchEventSchema, { id: key });
    });
  }

  async lineups(matchId: string): Promise<LineupEntry[]> {
    const key = parseId(matchId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(LineupEntrySchema, { where: { matchId: key }, order: { id: 'ASC' } }),
    );
    return found.map(lineupFromRecord);
  }

  async setLineup(matchId: string, teamId: string, entries: readonly LineupEntry[]): Promise<void> {
    const matchKey = refKey(matchId, 'match');
    const teamKey = refKey(teamId, 'team');
    const records = entries.map((e) => lineupToRecord(matchKey, teamKey, e));
    await this.session.atomic(async (em) => {
      await em.delete(LineupEntrySchema, { matchId: matchKey, teamId: teamKey });
      await insertAll(em, LineupEntrySchema, records);
    });
  }

  async sets(matchId: string): Promise<TennisSet[]> {
    const key = parseId(matchId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(TennisSetSchema, { where: { matchId: key }, order: { number: 'ASC' } }),
    );
    return found.map(setFromRecord);
  }

  async setSets(matchId: string, sets: readonly TennisSet[]): Promise<void> {
    const matchKey = refKey(matchId, 'match');
    const records = sets.map((s) => setToRecord(matchKey, s));
    await this.session.atomic(async (em) => {
      await em.delete(EventTallySchema, { matchId: matchKey });
      await em.delete(TennisSetSchema, { matchId: matchKey });
      await insertAll(em, TennisSetSchema, records);
    });
  }
}
