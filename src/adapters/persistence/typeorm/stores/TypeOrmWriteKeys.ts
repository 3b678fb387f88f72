import type { KeptWrite, WriteKeys } from '../../../../application/ports/WriteKeys';
import type { Session } from '../Session';
import { WriteKeySchema } from '../schemas/WriteKeySchema';

/** At most this many expired keys are forgotten by each kept write; later writes take the rest. */
const PURGE_BATCH = 100;

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
    const cutoff = expiredBefore.toISOString();
    await this.session.atomic(async (em) => {
      const expired = em
        .createQueryBuilder(WriteKeySchema, 'expired')
        .select('expired.scope')
        .addSelect('expired.idempotency_key')
        .where('expired.written_at < :cutoff', { cutoff })
        .orderBy('expired.written_at')
        .limit(PURGE_BATCH);
      // An expired write under this very key goes too, however far back the batch reaches.
      await em
        .createQueryBuilder()
        .delete()
        .from(WriteKeySchema)
        .where(
          `(scope, idempotency_key) IN (${expired.getQuery()}) OR (scope = :scope AND idempotency_key = :key AND written_at < :cutoff)`,
        )
        .setParameters({ ...expired.getParameters(), scope: write.scope, key: write.key })
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
}
