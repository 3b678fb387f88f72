import type { DataSource } from 'typeorm';
import type { DatabaseTarget } from './databaseUrl';

/** Any fixed number: the PostgreSQL advisory lock taken while migrating. */
const MIGRATION_LOCK = 1700000000;

/**
 * Creates the schema named in the URL if needed and runs pending migrations. On PostgreSQL several
 * hosts may start at once on one database: an advisory lock makes them migrate one after another.
 */
export async function migrate(
  dataSource: DataSource,
  target: DatabaseTarget,
  runMigrations: boolean,
): Promise<void> {
  if (target.kind === 'sqlite') {
    if (runMigrations) await migrateSqlite(dataSource);
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      if (target.schema !== undefined) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${target.schema}"`);
      if (runMigrations) await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lock.release();
  }
}

/**
 * SQLite has no advisory lock: processes opening one new file at once race to create its tables,
 * and the losers fail ("table companies already exists", or a busy snapshot). A loser reads the
 * migrations again; once another process has run them, there is nothing left to do (found by
 * review: four imports started at once into a new file failed one or two of them).
 */
async function migrateSqlite(dataSource: DataSource, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dataSource.runMigrations({ transaction: 'all' });
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      const pending = await dataSource.showMigrations().catch(() => true);
      if (!pending) return;
    }
  }
}
