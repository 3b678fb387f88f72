// The match-data stores under test: in memory, on SQLite, and on PostgreSQL when
// MATCH_DESK_TEST_POSTGRES is set. Suites that need stores (contracts, import, web API) run
// against each with `describeEachStore`.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { MatchDataStores, Transactions } from '../../src/application/ports/MatchData';
import { createMemoryStores } from '../../src/adapters/memory';
import type { Database } from '../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../src/adapters/persistence/typeorm';
import { describeWhenPostgres, postgresUrl } from './services';

/** Every match-data store plus the transaction boundary over them. */
export interface StoreSet extends MatchDataStores {
  readonly transactions: Transactions;
}

export interface OpenedStores {
  readonly stores: StoreSet;
  /** The database behind the stores; absent in memory. */
  readonly database?: Database;
  close(): Promise<void>;
}

export interface StoreFactory {
  readonly name: string;
  /** Fresh, empty stores. */
  open(): Promise<OpenedStores>;
}

export const memoryStores: StoreFactory = {
  name: 'memory',
  open: async () => ({ stores: createMemoryStores(), close: async () => undefined }),
};

export const sqliteStores: StoreFactory = {
  name: 'SQLite',
  open: async () => {
    const database = await openDatabase('sqlite::memory:');
    return { stores: database.stores, database, close: () => database.close() };
  },
};

/** The URL of a new, unique schema in the test database. */
export function postgresSchemaUrl(
  baseUrl: string,
  schema = `md_test_${randomBytes(6).toString('hex')}`,
): string {
  const url = new URL(baseUrl);
  url.searchParams.set('schema', schema);
  return url.toString();
}

/** Each open uses its own schema, dropped (CASCADE) on close. */
export function postgresStores(baseUrl: string): StoreFactory {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const url = postgresSchemaUrl(baseUrl);
      const schema = new URL(url).searchParams.get('schema') as string;
      const database = await openDatabase(url);
      return {
        stores: database.stores,
        database,
        close: async () => {
          try {
            await database.dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          } finally {
            await database.close();
          }
        },
      };
    },
  };
}

/** Memory and SQLite always; PostgreSQL when MATCH_DESK_TEST_POSTGRES is set. */
export function storeFactories(): StoreFactory[] {
  const url = postgresUrl();
  return url ? [memoryStores, sqliteStores, postgresStores(url)] : [memoryStores, sqliteStores];
}

/**
 * Declares `body` once per store: memory, SQLite, and PostgreSQL through describeWhenPostgres
 * (skipped with a clear message without MATCH_DESK_TEST_POSTGRES, a failure in CI).
 */
export function describeEachStore(title: string, body: (factory: StoreFactory) => void): void {
  for (const factory of [memoryStores, sqliteStores])
    describe(`${title} [${factory.name}]`, () => body(factory));
  describeWhenPostgres(title, (url) => body(postgresStores(url)));
}

/** Opens fresh stores before each test and closes them after; read `current()` inside a test. */
export function useStores(factory: StoreFactory): { current(): OpenedStores } {
  let opened: OpenedStores | undefined;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  return {
    current: () => {
      if (!opened) throw new Error('stores are open only inside a test');
      return opened;
    },
  };
}

/** Drops the schema a `postgresSchemaUrl` names, with all it holds, on the server of `baseUrl`. */
export async function dropSchema(baseUrl: string, schemaUrl: string): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${new URL(schemaUrl).searchParams.get('schema')}" CASCADE`);
  } finally {
    await client.end();
  }
}
