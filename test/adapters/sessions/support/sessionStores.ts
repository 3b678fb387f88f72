// Sessions under test: in memory, on SQLite and on PostgreSQL (a schema of its own per open).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemorySessions } from '../../../../src/adapters/http/web/session/MemorySessions';
import type { Database } from '../../../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../../../src/adapters/persistence/typeorm';
import type { TypeOrmSessionsOptions } from '../../../../src/adapters/persistence/typeorm/sessions';
import { TypeOrmSessions } from '../../../../src/adapters/persistence/typeorm/sessions';
import type { Sessions } from '../../../../src/application/ports/Sessions';
import { dropSchema, postgresSchemaUrl } from '../../../support/stores';
import { aNewUser } from '../../accounts/support/records';

export interface OpenedSessions {
  /** A store on the opened backing; `ttlMs` as the adapters' constructors take it. */
  sessions(options?: TypeOrmSessionsOptions): Sessions;
  /** The id of a user the store may open sessions for. */
  newUserId(): Promise<string>;
  close(): Promise<void>;
}

export interface SessionStoreFactory {
  readonly name: string;
  open(): Promise<OpenedSessions>;
}

export const memorySessions: SessionStoreFactory = {
  name: 'memory',
  open: async () => {
    let next = 0;
    return {
      sessions: (options = {}) => new MemorySessions(options.ttlMs),
      newUserId: async () => String((next += 1)),
      close: async () => undefined,
    };
  },
};

let userSeed = 0;

/** A user stored in the database (sessions reference users). */
export async function storedUserId(database: Database): Promise<string> {
  userSeed += 1;
  const user = await database.accounts.accounts.createUser(
    aNewUser({ email: `user${userSeed}@sessions.test` }),
  );
  return user.id;
}

function onDatabase(database: Database, close: () => Promise<void>): OpenedSessions {
  return {
    sessions: (options = {}) => new TypeOrmSessions(database.session, options),
    newUserId: () => storedUserId(database),
    close,
  };
}

/** A database URL that a second open reaches again, and what removes its data afterwards. */
export interface ReopenableDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

export interface DatabaseKind {
  readonly name: string;
  create(): ReopenableDatabase;
}

export const sqliteFile: DatabaseKind = {
  name: 'SQLite',
  create: () => {
    const dir = mkdtempSync(join(tmpdir(), 'md-sessions-'));
    return {
      url: `sqlite:${join(dir, 'sessions.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

export function postgresSchema(baseUrl: string): DatabaseKind {
  return {
    name: 'PostgreSQL',
    create: () => {
      const url = postgresSchemaUrl(baseUrl);
      return { url, drop: () => dropSchema(baseUrl, url) };
    },
  };
}

export function databaseSessions(kind: DatabaseKind): SessionStoreFactory {
  return {
    name: kind.name,
    open: async () => {
      const target = kind.create();
      const database = await openDatabase(target.url);
      return onDatabase(database, async () => {
        await database.close();
        await target.drop();
      });
    },
  };
}
