import type { Tokens } from '../../../application/ports/Tokens';
import type { ApiToken, NewActiveToken } from '../../../domain/token/ApiToken';

/** Integration tokens in memory (tests and embedders). */
export class MemoryTokens implements Tokens {
  private readonly rows = new Map<string, ApiToken>();
  private sequence = 0;

  async create(token: NewActiveToken): Promise<ApiToken> {
    if (this.findByDigest(token.digest)) throw new Error('a token with this digest exists');
    const created: ApiToken = { ...structuredClone(token), id: String(++this.sequence) };
    this.rows.set(created.id, created);
    return structuredClone(created);
  }

  async listByCompany(companyId: string): Promise<ApiToken[]> {
    return [...this.rows.values()]
      .filter((t) => t.companyId === companyId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id))
      .map((t) => structuredClone(t));
  }

  async byId(id: string): Promise<ApiToken | null> {
    const found = this.rows.get(id);
    return found ? structuredClone(found) : null;
  }

  async byDigest(digest: string): Promise<ApiToken | null> {
    const found = this.findByDigest(digest);
    return found ? structuredClone(found) : null;
  }

  // A revoked token is never changed again: the first revocation wins over a stale copy.
  async update(token: ApiToken): Promise<void> {
    const stored = this.rows.get(token.id);
    if (!stored) throw new Error(`unknown token "${token.id}"`);
    if (stored.state === 'revoked') return;
    const fields = {
      name: token.name,
      permission: token.permission,
      sports: [...token.sports],
      expiresAt: new Date(token.expiresAt),
    };
    const updated: ApiToken =
      token.state === 'revoked'
        ? { ...stored, ...fields, state: 'revoked', revokedAt: new Date(token.revokedAt) }
        : { ...stored, ...fields };
    this.rows.set(token.id, updated);
  }

  async touchLastUsed(tokenId: string, now: Date, minIntervalMs: number): Promise<boolean> {
    const stored = this.rows.get(tokenId);
    if (!stored) return false;
    if (stored.lastUsedAt && stored.lastUsedAt.getTime() >= now.getTime() - minIntervalMs) return false;
    this.rows.set(tokenId, { ...stored, lastUsedAt: new Date(now) });
    return true;
  }

  private findByDigest(digest: string): ApiToken | undefined {
    return [...this.rows.values()].find((t) => t.digest === digest);
  }
}
