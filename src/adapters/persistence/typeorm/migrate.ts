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
    if (runMigrations) await dataSource.runMigrations({ transaction: 'all' });
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
