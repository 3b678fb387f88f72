import { IsNull } from 'typeorm';
import type { Tokens } from '../../../../application/ports/Tokens';
import type { ApiToken, NewActiveToken } from '../../../../domain/token/ApiToken';
import { parseId, refKey } from '../ids';
import type { Session } from '../Session';
import { insertOne } from '../stores/statements';
import { ApiTokenSchema } from './ApiTokenSchema';
import { newTokenToRecord, tokenFromRecord, tokenSettingsToRecord } from './tokenMapper';

export class TypeOrmTokens implements Tokens {
  constructor(private readonly session: Session) {}

  async create(token: NewActiveToken): Promise<ApiToken> {
    const record = newTokenToRecord(token);
    return this.session.run(async (em) =>
      tokenFromRecord({ ...record, id: await insertOne(em, ApiTokenSchema, record) }),
    );
  }

  async listByCompany(companyId: string): Promise<ApiToken[]> {
    const key = parseId(companyId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(ApiTokenSchema, { where: { companyId: key }, order: { createdAt: 'DESC', id: 'DESC' } }),
    );
    return found.map(tokenFromRecord);
  }

  async byId(id: string): Promise<ApiToken | null> {
    const key = parseId(id);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(ApiTokenSchema, { id: key }));
    return found ? tokenFromRecord(found) : null;
  }

  async byDigest(digest: string): Promise<ApiToken | null> {
    const found = await this.session.run((em) => em.findOneBy(ApiTokenSchema, { digest }));
    return found ? tokenFromRecord(found) : null;
  }

  // A revoked row is never changed again: the first revocation wins over a stale copy.
  async update(token: ApiToken): Promise<void> {
    const key = refKey(token.id, 'token');
    const changes =
      token.state === 'revoked'
        ? { ...tokenSettingsToRecord(token), revokedAt: token.revokedAt.toISOString() }
        : tokenSettingsToRecord(token);
    await this.session.run(async (em) => {
      const result = await em.update(ApiTokenSchema, { id: key, revokedAt: IsNull() }, changes);
      if (result.affected === 0 && !(await em.existsBy(ApiTokenSchema, { id: key }))) {
        throw new Error(`unknown token "${token.id}"`);
      }
    });
  }

  async touchLastUsed(tokenId: string, now: Date, minIntervalMs: number): Promise<boolean> {
    const key = parseId(tokenId);
    if (key === null) return false;
    const threshold = new Date(now.getTime() - minIntervalMs).toISOString();
    // One conditional UPDATE (CONTRACT-NOTES "Last use"); ISO texts compare chronologically.
    const result = await this.session.run((em) =>
      em
        .createQueryBuilder()
        .update(ApiTokenSchema)
        .set({ lastUsedAt: now.toISOString() })
        .where('id = :key', { key })
        .andWhere('(last_used_at IS NULL OR last_used_at < :threshold)', { threshold })
        .execute(),
    );
    return (result.affected ?? 0) > 0;
  }
}
