// Accounts and tokens under test: in memory, on SQLite, and on PostgreSQL (own schema per open).
import { DataSource } from 'typeorm';
import type { DataSourceOptions } from 'typeorm';
import type { Accounts } from '../../../../src/application/ports/Accounts';
import type { Companies } from '../../../../src/application/ports/MatchData';
import type { Tokens } from '../../../../src/application/ports/Tokens';
import { createMemoryStores } from '../../../../src/adapters/memory';
import { MemoryAccounts, MemoryTokens } from '../../../../src/adapters/memory/accounts';
import { SerialQueue } from '../../../../src/adapters/persistence/SerialQueue';
import { ACCOUNT_SCHEMAS, createAccountStores } from '../../../../src/adapters/persistence/typeorm/accounts';
import { parseDatabaseUrl } from '../../../../src/adapters/persistence/typeorm/databaseUrl';
import { migrations } from '../../../../src/adapters/persistence/typeorm/migrations';
import { QueryCounter } from '../../../../src/adapters/persistence/typeorm/QueryCounter';
import { MATCH_DATA_SCHEMAS } from '../../../../src/adapters/persistence/typeorm/schemas';
import { DataSourceSession } from '../../../../src/adapters/persistence/typeorm/Session';
import { TypeOrmCompanies } from '../../../../src/adapters/persistence/typeorm/stores/TypeOrmCompanies';
import { postgresSchemaUrl } from '../../../support/stores';

export interface OpenedAccountStores {
  readonly companies: Companies;
  readonly accounts: Accounts;
  readonly tokens: Tokens;
  /** Absent in memory. */
  readonly dataSource?: DataSource;
  /** Statements sent so far; absent in memory. */
  queryCount?(): number;
  close(): Promise<void>;
}

export interface AccountStoreFactory {
  readonly name: string;
  open(): Promise<OpenedAccountStores>;
}

export const memoryAccountStores: AccountStoreFactory = {
  name: 'memory',
  open: async () => {
    const { companies } = createMemoryStores();
    const tokens = new MemoryTokens();
    return {
      companies,
      tokens,
      accounts: new MemoryAccounts(companies, tokens),
      close: async () => undefined,
    };
  },
};

// Built here rather than with openDatabase() until the latter registers ACCOUNT_SCHEMAS; the
// options mirror it (same migrations, same single-connection queue on SQLite).
async function openTypeOrm(url: string, onClose: (dataSource: DataSource) => Promise<void>) {
  const target = parseDatabaseUrl(url);
  const counter = new QueryCounter();
  const common = {
    entities: [...MATCH_DATA_SCHEMAS, ...ACCOUNT_SCHEMAS],
    migrations,
    logger: counter,
    synchronize: false,
    migrationsRun: false,
  };
  const options: DataSourceOptions =
    target.kind === 'sqlite'
      ? { ...common, type: 'better-sqlite3', database: target.path }
      : { ...common, type: 'postgres', url: target.url, ...(target.schema ? { schema: target.schema } : {}) };
  const dataSource = await new DataSource(options).initialize();
  if (target.kind === 'postgres' && target.schema) {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${target.schema}"`);
  }
  await dataSource.runMigrations({ transaction: 'all' });
  const session = new DataSourceSession(dataSource, target.kind === 'sqlite' ? new SerialQueue() : null);
  return {
    dataSource,
    companies: new TypeOrmCompanies(session),
    ...createAccountStores(session),
    queryCount: () => counter.total,
    close: async () => {
      try {
        await onClose(dataSource);
      } finally {
        await dataSource.destroy();
      }
    },
  };
}

export const sqliteAccountStores: AccountStoreFactory = {
  name: 'SQLite',
  open: () => openTypeOrm('sqlite::memory:', async () => undefined),
};

export function postgresAccountStores(baseUrl: string): AccountStoreFactory {
  return {
    name: 'PostgreSQL',
    open: () => {
      const url = postgresSchemaUrl(baseUrl, `md_h4_${Math.random().toString(36).slice(2, 10)}`);
      const schema = new URL(url).searchParams.get('schema') as string;
      return openTypeOrm(url, async (ds) => {
        await ds.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      });
    },
  };
}

/** Opens fresh stores before each test and closes them after. */
export function useAccountStores(factory: AccountStoreFactory): () => OpenedAccountStores {
  let opened: OpenedAccountStores | undefined;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  return () => {
    if (!opened) throw new Error('stores are open only inside a test');
    return opened;
  };
}
