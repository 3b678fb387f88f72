import { DataSource } from 'typeorm';
import type { DataSourceOptions } from 'typeorm';
import type { AccountStores } from './accounts';
import { ACCOUNT_SCHEMAS, createAccountStores } from './accounts';
import type { DatabaseTarget } from './databaseUrl';
import { parseDatabaseUrl } from './databaseUrl';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { QueryCounter } from './QueryCounter';
import { MATCH_DATA_SCHEMAS } from './schemas';
import { SESSION_SCHEMAS } from './sessions/WebSessionSchema';
import type { TypeOrmStores } from './stores/createTypeOrmStores';
import { createTypeOrmStores, rootSession } from './stores/createTypeOrmStores';
import type { DataSourceSession } from './Session';

export interface OpenDatabaseOptions {
  /** Run pending migrations on open (default true). */
  readonly migrate?: boolean;
}

export interface Database {
  readonly dataSource: DataSource;
  readonly stores: TypeOrmStores;
  /** Users, memberships and tokens, on the same connection as the match data. */
  readonly accounts: AccountStores;
  /** The session the stores use outside transactions; other stores on this database must share it. */
  readonly session: DataSourceSession;
  /** Statements executed since the database was opened. */
  queryCount(): number;
  close(): Promise<void>;
}

function dataSourceOptions(target: DatabaseTarget, logger: QueryCounter): DataSourceOptions {
  const common = {
    entities: [...MATCH_DATA_SCHEMAS, ...ACCOUNT_SCHEMAS, ...SESSION_SCHEMAS],
    migrations,
    logger,
    synchronize: false,
    migrationsRun: false,
  };
  if (target.kind === 'sqlite') {
    // The driver creates the parent folder and turns foreign keys on; WAL lets readers run beside a writer.
    return {
      ...common,
      type: 'better-sqlite3',
      database: target.path,
      enableWAL: target.path !== ':memory:',
    };
  }
  return target.schema === undefined
    ? { ...common, type: 'postgres', url: target.url }
    : { ...common, type: 'postgres', url: target.url, schema: target.schema };
}

/**
 * SQLite: every transaction begins IMMEDIATE, taking the write lock at once, where the busy
 * timeout (5 s) waits for a writer of another process (an import, a web host on the same file, a
 * backup). A deferred BEGIN that read first fails at once with SQLITE_BUSY when it comes to write
 * beside such a writer: SQLite calls no busy handler for a reader's upgrade (found by review: a
 * 300 ms lock failed a desk's goal in about 100 ms). The transactions of this process already run
 * one at a time (SerialQueue), and reads outside them still run beside another's writer (WAL).
 * The driver keeps one query runner; TypeORM begins with `BEGIN TRANSACTION`, which it rewrites.
 */
function beginWritesImmediately(dataSource: DataSource): void {
  const runner = dataSource.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) =>
    query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest)) as typeof runner.query;
}

/** Opens the database named by `url` (see parseDatabaseUrl), runs pending migrations, and builds the stores. */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  const counter = new QueryCounter();
  const dataSource = new DataSource(dataSourceOptions(target, counter));
  await dataSource.initialize();
  if (target.kind === 'sqlite') beginWritesImmediately(dataSource);
  try {
    await migrate(dataSource, target, options.migrate ?? true);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  const session = rootSession(dataSource);
  return {
    dataSource,
    stores: createTypeOrmStores(dataSource, session),
    accounts: createAccountStores(session),
    session,
    queryCount: () => counter.total,
    close: () => dataSource.destroy(),
  };
}
