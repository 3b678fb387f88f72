import { LessThan, MoreThanOrEqual } from 'typeorm';
import type { Standings } from '../../../../application/ports/MatchData';
import type { StandingsTable } from '../../../../domain/standings/StandingsTable';
import { parseId, refKey } from '../ids';
import { standingsFromRecord, standingsToRecord } from '../mappers/standingsMapper';
import { StandingsTableSchema } from '../schemas/StandingsTableSchema';
import type { Session } from '../Session';
import { insertAll } from './statements';

export class TypeOrmStandings implements Standings {
  constructor(private readonly session: Session) {}

  async replaceAll(championshipId: string, tables: readonly StandingsTable[]): Promise<void> {
    const key = refKey(championshipId, 'championship');
    const records = tables.map((t) => standingsToRecord(key, t));
    await this.session.atomic(async (em) => {
      await em.delete(StandingsTableSchema, { championshipId: key });
      await insertAll(em, StandingsTableSchema, records);
    });
  }

  async replaceFrom(
    championshipId: string,
    dayOrder: number,
    tables: readonly StandingsTable[],
  ): Promise<void> {
    if (tables.some((t) => t.dayOrder < dayOrder)) throw new Error(`a table before day order ${dayOrder}`);
    const key = refKey(championshipId, 'championship');
    const records = tables.map((t) => standingsToRecord(key, t));
    await this.session.atomic(async (em) => {
      await em.delete(StandingsTableSchema, { championshipId: key, dayOrder: MoreThanOrEqual(dayOrder) });
      await insertAll(em, StandingsTableSchema, records);
    });
  }

  async latestBefore(championshipId: string, dayOrder: number): Promise<StandingsTable | null> {
    const key = parseId(championshipId);
    if (key === null) return null;
    const found = await this.session.run((em) =>
      em.findOne(StandingsTableSchema, {
        where: { championshipId: key, dayOrder: LessThan(dayOrder) },
        order: { dayOrder: 'DESC', id: 'DESC' },
      }),
    );
    return found ? standingsFromRecord(found) : null;
  }

  async current(championshipId: string): Promise<StandingsTable | null> {
    const key = parseId(championshipId);
    if (key === null) return null;
    const found = await this.session.run((em) =>
      em.findOne(StandingsTableSchema, {
        where: { championshipId: key },
        order: { dayOrder: 'DESC', id: 'DESC' },
      }),
    );
    return found ? standingsFromRecord(found) : null;
  }

  async atDay(championshipId: string, dayId: string): Promise<StandingsTable | null> {
    const key = parseId(championshipId);
    const dayKey = parseId(dayId);
    if (key === null || dayKey === null) return null;
    const found = await this.session.run((em) =>
      em.findOneBy(StandingsTableSchema, { championshipId: key, dayId: dayKey }),
    );
    return found ? standingsFromRecord(found) : null;
  }
}
