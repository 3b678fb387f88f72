import { createHash, randomBytes } from 'node:crypto';
import type { Sessions } from '../../../../application/ports/Sessions';
import { DEFAULT_SESSION_TTL_MS } from '../../../http/web/session/MemorySessions';
import { refKey } from '../ids';
import type { Session } from '../Session';
import { WebSessionSchema } from './WebSessionSchema';

export interface TypeOrmSessionsOptions {
  /** Absolute lifetime from login (default 12 hours, as in memory). */
  readonly ttlMs?: number;
  /** At most this many expired rows are deleted by each login (default 100). */
  readonly purgeBatch?: number;
}

function digestOf(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

/**
 * Sessions in the database, shared by every web instance on it and kept across restarts. Only
 * the SHA-256 of an id is stored, so reading the table gives no usable cookie.
 */
export class TypeOrmSessions implements Sessions {
  private readonly ttlMs: number;
  private readonly purgeBatch: number;

  constructor(
    private readonly session: Session,
    options: TypeOrmSessionsOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_SESSION_TTL_MS;
    this.purgeBatch = options.purgeBatch ?? 100;
  }

  async create(userId: string, now: Date): Promise<string> {
    const userKey = refKey(userId, 'user');
    await this.purgeExpired(now);
    // 256 bits of randomness, URL- and cookie-safe.
    const id = randomBytes(32).toString('base64url');
    await this.session.run((em) =>
      em.insert(WebSessionSchema, {
        digest: digestOf(id),
        userId: userKey,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + this.ttlMs).toISOString(),
      }),
    );
    return id;
  }

  async resolve(sessionId: string, now: Date): Promise<string | null> {
    const digest = digestOf(sessionId);
    const found = await this.session.run((em) => em.findOneBy(WebSessionSchema, { digest }));
    if (!found) return null;
    if (now.toISOString() >= found.expiresAt) {
      await this.session.run((em) => em.delete(WebSessionSchema, { digest }));
      return null;
    }
    return String(found.userId);
  }

  async destroy(sessionId: string): Promise<void> {
    const digest = digestOf(sessionId);
    await this.session.run((em) => em.delete(WebSessionSchema, { digest }));
  }

  /** Bounded, so that a login never pays for a long backlog; later logins take the rest. */
  private async purgeExpired(now: Date): Promise<void> {
    await this.session.run(async (em) => {
      const expired = em
        .createQueryBuilder(WebSessionSchema, 'expired')
        .select('expired.digest')
        .where('expired.expires_at <= :now', { now: now.toISOString() })
        .orderBy('expired.expires_at')
        .limit(this.purgeBatch);
      await em
        .createQueryBuilder()
        .delete()
        .from(WebSessionSchema)
        .where(`digest IN (${expired.getQuery()})`)
        .setParameters(expired.getParameters())
        .execute();
    });
  }
}
