import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations, openDatabase } from '../../../src/adapters/persistence/typeorm';
import { aNewCompany } from '../../support/contract/newRecords';
import { rejectionOf } from '../../support/contract/rejection';
import { describeWhenPostgres } from '../../support/services';
import { postgresSchemaUrl } from '../../support/stores';

const MATCH_DATA_TABLES = [
  'championship_groups',
  'championships',
  'companies',
  'days',
  'lineup_entries',
  'match_events',
  'matches',
  'phases',
  'players',
  'standing_parts',
  'teams',
  'tennis_sets',
];

describe('openDatabase on SQLite', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'match-desk-db-'));
  });

  it('opens one new file from several processes at once: the ones that lose the race to migrate it wait for the winner', async () => {
    // Found by review: four imports started at once into a new file failed one or two with
    // 'table "migrations" already exists'.
    const database = join(__dirname, '..', '..', '..', 'src', 'adapters', 'persistence', 'typeorm');
    for (let round = 0; round < 3; round += 1) {
      const url = `sqlite:${join(dir, `race-${round}.sqlite`)}`;
      const code = `require(${JSON.stringify(database)}).openDatabase(${JSON.stringify(url)})
        .then((db) => db.close()).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); });`;
      const runs = Array.from(
        { length: 5 },
        () =>
          new Promise<{ code: number | null; err: string }>((resolve) => {
            const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'pipe'] });
            let err = '';
            child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
            child.on('exit', (exitCode) => resolve({ code: exitCode, err }));
          }),
      );
      expect(await Promise.all(runs)).to.deep.equal(Array(5).fill({ code: 0, err: '' }));
    }
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function tablesOf(url: string, migrate: boolean): Promise<string[]> {
    const db = await openDatabase(url, { migrate });
    try {
      const rows: { name: string }[] = await db.dataSource.query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      );
      return rows.map((r) => r.name);
    } finally {
      await db.close();
    }
  }

  it('creates the file and its folders, and migrates an empty database', async () => {
    const file = join(dir, 'nested', 'deeper', 'md.sqlite');
    expect(await tablesOf(`sqlite:${file}`, true)).to.include.members([...MATCH_DATA_TABLES, 'migrations']);
    expect(existsSync(file)).to.equal(true);
  });

  it('runs each migration once: reopening keeps the data and records no new migration', async () => {
    const url = `sqlite:${join(dir, 'md.sqlite')}`;
    const first = await openDatabase(url);
    const company = await first.stores.companies.create(aNewCompany());
    await first.close();

    const second = await openDatabase(url);
    try {
      expect(await second.stores.companies.list()).to.deep.equal([company]);
      const ran: { name: string }[] = await second.dataSource.query(
        'SELECT name FROM migrations ORDER BY id',
      );
      expect(ran.map((r) => r.name)).to.deep.equal(migrations.map((m) => m.name));
      expect(await second.dataSource.showMigrations()).to.equal(false);
    } finally {
      await second.close();
    }
  });

  it('leaves the schema alone when asked not to migrate', async () => {
    expect(await tablesOf(`sqlite:${join(dir, 'md.sqlite')}`, false)).to.deep.equal([]);
  });

  it('turns on write-ahead logging and foreign keys', async () => {
    const db = await openDatabase(`sqlite:${join(dir, 'md.sqlite')}`);
    try {
      expect(await db.dataSource.query('PRAGMA journal_mode')).to.deep.equal([{ journal_mode: 'wal' }]);
      expect(await db.dataSource.query('PRAGMA foreign_keys')).to.deep.equal([{ foreign_keys: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('reverts every migration, leaving no table behind', async () => {
    const db = await openDatabase(`sqlite:${join(dir, 'md.sqlite')}`);
    try {
      for (let i = 0; i < migrations.length; i += 1) await db.dataSource.undoLastMigration();
      const rows: { name: string }[] = await db.dataSource.query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      );
      expect(rows.map((r) => r.name)).to.deep.equal(['migrations']);
    } finally {
      await db.close();
    }
  });

  it('refuses an unknown URL scheme with a clear error', async () => {
    const error = await rejectionOf(openDatabase('mysql://127.0.0.1/md'));
    expect(error.message).to.match(/unsupported database scheme "mysql:"/);
  });
});

describeWhenPostgres('openDatabase', (baseUrl) => {
  it('creates the schema named in the URL, migrates it once, and keeps the data on reopen', async () => {
    const url = postgresSchemaUrl(baseUrl);
    const schema = new URL(url).searchParams.get('schema') as string;
    const first = await openDatabase(url);
    try {
      const company = await first.stores.companies.create(aNewCompany());
      const second = await openDatabase(url);
      try {
        expect(await second.stores.companies.list()).to.deep.equal([company]);
        const ran: { name: string }[] = await second.dataSource.query(
          `SELECT name FROM "${schema}"."migrations" ORDER BY id`,
        );
        expect(ran.map((r) => r.name)).to.deep.equal(migrations.map((m) => m.name));
        const tables: { table_name: string }[] = await second.dataSource.query(
          'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
          [schema],
        );
        expect(tables.map((t) => t.table_name)).to.include.members([...MATCH_DATA_TABLES, 'migrations']);
      } finally {
        await second.close();
      }
    } finally {
      await first.dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
      await first.close();
    }
  });

  it('lets several hosts open a new schema at once, migrating it once', async () => {
    const url = postgresSchemaUrl(baseUrl);
    const schema = new URL(url).searchParams.get('schema') as string;
    const opened = await Promise.all([openDatabase(url), openDatabase(url), openDatabase(url)]);
    try {
      const ran: { name: string }[] = await opened[0].dataSource.query(
        `SELECT name FROM "${schema}"."migrations"`,
      );
      expect(ran.map((r) => r.name)).to.deep.equal(migrations.map((m) => m.name));
    } finally {
      await opened[0].dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
      await Promise.all(opened.map((db) => db.close()));
    }
  });
});
