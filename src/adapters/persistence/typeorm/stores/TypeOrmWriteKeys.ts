import type { KeptWrite, WriteKeys } from '../../../../application/ports/WriteKeys';
import type { Session } from '../Session';
import { WriteKeySchema } from '../schemas/WriteKeySchema';

/** The kept web writes (WriteKeys), one row per scope and key; the primary key refuses a second. */
export class TypeOrmWriteKeys implements WriteKeys {
  constructor(private readonly session: Session) {}

  async find(scope: string, key: string, since: Date): Promise<KeptWrite | null> {
    const row = await this.session.run((em) => em.findOneBy(WriteKeySchema, { scope, key }));
    if (!row || row.writtenAt < since.toISOString()) return null;
    return {
      scope: row.scope,
      key: row.key,
      fingerprint: row.fingerprint,
      answer: row.answer,
      writtenAt: new Date(row.writtenAt),
    };
  }

  async keep(write: KeptWrite, expiredBefore: Date): Promise<void> {
    await this.session.atomic(async (em) => {
      // An expired write under this very key gives way (one row, by its primary key).
      await em
        .createQueryBuilder()
        .delete()
        .from(WriteKeySchema)
        .where('scope = :scope AND idempotency_key = :key AND written_at < :cutoff', {
          scope: write.scope,
          key: write.key,
          cutoff: expiredBefore.toISOString(),
        })
        .execute();
      await em.insert(WriteKeySchema, {
        scope: write.scope,
        key: write.key,
        fingerprint: write.fingerprint,
        answer: write.answer,
        writtenAt: write.writtenAt.toISOString(),
      });
    });
  }

  async purge(expiredBefore: Date, limit: number): Promise<number> {
    return this.session.run(async (em) => {
      // The oldest expired rows by the written_at index, then deleted by their primary key (a
      // row-value IN, which both databases answer with the index: no scan of the table).
      const expired = em
        .createQueryBuilder(WriteKeySchema, 'expired')
        .select('expired.scope')
        .addSelect('expired.key')
        .where('expired.written_at < :cutoff', { cutoff: expiredBefore.toISOString() })
        .orderBy('expired.written_at')
        .limit(limit);
      const deleted = await em
        .createQueryBuilder()
        .delete()
        .from(WriteKeySchema)
        .where(`(scope, idempotency_key) IN (${expired.getQuery()})`)
        .setParameters(expired.getParameters())
        .execute();
      return deleted.affected ?? 0;
    });
  }
}
