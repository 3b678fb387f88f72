import { EntitySchema } from 'typeorm';
import { idColumn, jsonColumn, refColumn, textColumn } from '../schemas/columns';

/**
 * Instants are ISO 8601 UTC texts of fixed width (`Date.toISOString()`), so they compare in SQL
 * as texts on SQLite and PostgreSQL alike (the last-use condition needs it).
 */
export interface ApiTokenRecord {
  id: number;
  companyId: number;
  creatorId: number;
  name: string;
  prefix: string;
  /** SHA-256 of the secret, lowercase hex; the secret itself is never stored. */
  digest: string;
  permission: string;
  sports: string[];
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  /** Set once, when revoked; null while the token is not revoked. */
  revokedAt: string | null;
}

const T = 'api_tokens';

export const ApiTokenSchema = new EntitySchema<ApiTokenRecord>({
  name: T,
  columns: {
    id: idColumn(),
    companyId: refColumn(T, 'company_id', 'companies', { cascade: true }),
    creatorId: refColumn(T, 'creator_id', 'users'),
    name: textColumn('name'),
    prefix: textColumn('prefix'),
    digest: textColumn('digest'),
    permission: textColumn('permission'),
    sports: jsonColumn('sports'),
    createdAt: textColumn('created_at'),
    expiresAt: textColumn('expires_at'),
    lastUsedAt: textColumn('last_used_at', true),
    revokedAt: textColumn('revoked_at', true),
  },
  indices: [
    { name: 'IDX_api_tokens_digest', columns: ['digest'], unique: true },
    { name: 'IDX_api_tokens_company', columns: ['companyId'] },
  ],
});
