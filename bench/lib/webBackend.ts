// The web host's backend as openWebBackend builds it (webBackendOn: sessions in the database,
// LISTEN/NOTIFY on PostgreSQL), on a database opened here so that its statements can be counted.
// PostgreSQL runs in a schema of its own, dropped on close; SQLite in a temporary folder.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Database } from '../../src/adapters/persistence/typeorm/database';
import { openDatabase } from '../../src/adapters/persistence/typeorm/database';
import type { WebBackend } from '../../src/bootstrap/web';
import { webBackendOn } from '../../src/bootstrap/web';

export interface CountedBackend {
  readonly name: string;
  readonly backend: WebBackend;
  /** The database behind it, for the data generator's bulk writes. */
  readonly database: Database;
  /** Statements sent to the database so far. */
  queryCount(): number;
  /** Closes the database (if the host did not) and drops its data. */
  dispose(): Promise<void>;
}

async function open(name: string, url: string, drop: () => Promise<void>): Promise<CountedBackend> {
  const database = await openDatabase(url);
  const backend = webBackendOn(database, url);
  return {
    name,
    backend,
    database,
    queryCount: () => database.queryCount(),
    dispose: async () => {
      await backend.close();
      await drop();
    },
  };
}

export function openSqliteBackend(): Promise<CountedBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'md-bench-web-'));
  return open('SQLite', `sqlite:${join(dir, 'bench.sqlite')}`, async () =>
    rmSync(dir, { recursive: true, force: true }),
  );
}

/** The PostgreSQL to use: MATCH_DESK_TEST_POSTGRES, or postgres@127.0.0.1:5432 when it answers. */
export async function availablePostgres(): Promise<string | null> {
  const candidates = [process.env.MATCH_DESK_TEST_POSTGRES, 'postgres://postgres@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    if (!url) continue;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return url;
    } catch {
      // not reachable: try the next one
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

/**
 * Runs `measure` on a fresh SQLite backend, then on PostgreSQL when one answers (a note says so
 * when none does), disposing of each backend after it; returns what each run gave, in order.
 */
export async function onEachDatabase<T>(
  notes: string[],
  measure: (counted: CountedBackend) => Promise<T>,
): Promise<T[]> {
  const postgres = await availablePostgres();
  const openers: (() => Promise<CountedBackend>)[] = [openSqliteBackend];
  if (postgres) openers.push(() => openPostgresBackend(postgres));
  else
    notes.push(
      'PostgreSQL: not measured (no MATCH_DESK_TEST_POSTGRES and nothing answers on 127.0.0.1:5432).',
    );
  const results: T[] = [];
  for (const open of openers) {
    const counted = await open();
    try {
      results.push(await measure(counted));
    } finally {
      await counted.dispose();
    }
  }
  return results;
}

export function openPostgresBackend(baseUrl: string): Promise<CountedBackend> {
  const schema = `md_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.searchParams.set('schema', schema);
  return open('PostgreSQL', url.toString(), async () => {
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await client.end();
    }
  });
}
