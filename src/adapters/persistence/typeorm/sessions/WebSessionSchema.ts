import { EntitySchema } from 'typeorm';
import { refColumn, textColumn } from '../schemas/columns';

/** One logged-in browser session. Instants are ISO 8601 UTC texts, compared as texts. */
export interface WebSessionRecord {
  /** SHA-256 of the session id, lowercase hex: the id itself is never stored. */
  digest: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

const T = 'web_sessions';

export const WebSessionSchema = new EntitySchema<WebSessionRecord>({
  name: T,
  columns: {
    digest: { ...textColumn('digest'), primary: true },
    userId: refColumn(T, 'user_id', 'users', { cascade: true }),
    createdAt: textColumn('created_at'),
    expiresAt: textColumn('expires_at'),
  },
  indices: [
    { name: 'IDX_web_sessions_expires_at', columns: ['expiresAt'] },
    { name: 'IDX_web_sessions_user', columns: ['userId'] },
  ],
});

/** The entity schemas of the sessions, to add to the DataSource's `entities`. */
export const SESSION_SCHEMAS = [WebSessionSchema];
