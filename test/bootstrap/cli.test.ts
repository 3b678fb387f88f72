import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/adapters/persistence/typeorm/database';
import { main } from '../../src/bootstrap/cli';
import { captureIo, SERIE_A } from './support/cliRuns';

describe('the match-desk CLI', () => {
  let dir: string;
  let database: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'md-cli-'));
    database = `sqlite:${join(dir, 'db', 'match-desk.sqlite')}`;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('imports an openfootball season, prints only the championship id, and stores its final table', async () => {
    const io = captureIo();
    const code = await main(
      ['import', SERIE_A, '--format', 'openfootball', '--tie-break', 'head-to-head', '--database', database],
      io,
    );
    expect(code, io.stderr.join('\n')).to.equal(0);
    expect(io.stdout).to.have.length(1);
    const id = io.stdout[0] as string;
    expect(id).to.match(/^\d+$/);
    const db = await openDatabase(database);
    try {
      const table = await db.stores.standings.current(id);
      expect(table?.rows.slice(0, 3).map((r) => r.name)).to.deep.equal([
        'FC Internazionale Milano',
        'AC Milan',
        'Juventus FC',
      ]);
      expect(table?.rows.find((r) => r.name === 'Torino FC')?.rank).to.equal(9);
    } finally {
      await db.close();
    }
  });

  it('re-imports the same file without creating or changing anything', async () => {
    const args = ['import', SERIE_A, '--format', 'openfootball', '--database', database];
    const first = captureIo();
    expect(await main(args, first)).to.equal(0);
    const second = captureIo();
    expect(await main(args, second)).to.equal(0);
    expect(second.stdout).to.deep.equal(first.stdout);
    expect(second.stderr.join('\n')).to.contain('(0 records created, 0 updated)');
  });

  it('applies a points deduction given on the command line', async () => {
    const io = captureIo();
    const args = ['import', SERIE_A, '--format', 'openfootball', '--tie-break', 'head-to-head'];
    expect(
      await main([...args, '--points-deduction', 'FC Internazionale Milano=20', '--database', database], io),
    ).to.equal(0);
    const db = await openDatabase(database);
    try {
      const table = await db.stores.standings.current(io.stdout[0] as string);
      const inter = table?.rows.find((r) => r.name === 'FC Internazionale Milano');
      expect(inter?.points).to.equal(74);
      expect(inter?.rank).to.equal(2);
    } finally {
      await db.close();
    }
  });

  it('takes --company as user and token create do: a company id, or else a name created when missing', async () => {
    const company = captureIo();
    expect(await main(['company', 'create', 'Lega Demo', '--database', database], company)).to.equal(0);
    const companyId = company.stdout[0] as string;
    const importInto = async (reference: string) => {
      const io = captureIo();
      const args = ['import', SERIE_A, '--format', 'openfootball', '--company', reference];
      expect(await main([...args, '--database', database], io), io.stderr.join('\n')).to.equal(0);
      return io.stdout[0] as string;
    };
    const byId = await importInto(companyId);
    expect(await importInto(' Lega Demo ')).to.equal(byId);
    // An id with spaces around it is that id, never a new company named "1" (found by QA).
    expect(await importInto(` ${companyId} `)).to.equal(byId);
    const unknown = captureIo();
    const unknownArgs = ['import', SERIE_A, '--format', 'openfootball', '--company', ' 987654 '];
    expect(await main([...unknownArgs, '--database', database], unknown)).to.equal(2);
    expect(unknown.stderr.join('\n')).to.contain('no company with the id "987654"');
    // A name with a combining mark is the company of its composed form (found by QA).
    const koln = captureIo();
    expect(await main(['company', 'create', 'K\u00f6ln Corp', '--database', database], koln)).to.equal(0);
    const decomposed = await importInto('Ko\u0308ln Corp');
    const twice = captureIo();
    expect(await main(['company', 'create', 'Ko\u0308ln Corp', '--database', database], twice)).to.equal(2);
    const elsewhere = await importInto('Another League');
    expect(elsewhere).not.to.equal(byId);
    const db = await openDatabase(database);
    try {
      expect((await db.stores.championships.byId(byId))?.companyId).to.equal(companyId);
      expect((await db.stores.companies.byName('Another League'))?.id).not.to.equal(companyId);
      expect(await db.stores.companies.byName(companyId)).to.equal(null);
      expect((await db.stores.championships.byId(decomposed))?.companyId).to.equal(koln.stdout[0]);
    } finally {
      await db.close();
    }
  });

  it('refuses bad input with exit code 2 and a clear message, writing nothing', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"name": "x", "matches": [{"round": "1", "team1": "A"}]}');
    const cases: [string[], RegExp][] = [
      [['import', SERIE_A, '--database', database], /--format must be one of/],
      [['import', SERIE_A, '--format', 'csv', '--database', database], /--format must be one of/],
      [
        ['import', SERIE_A, '--format', 'openfootball', '--sport', 'chess', '--database', database],
        /--sport must be/,
      ],
      [
        ['import', SERIE_A, '--format', 'openfootball', '--tie-break', 'coin', '--database', database],
        /--tie-break/,
      ],
      [
        ['import', join(dir, 'missing.json'), '--format', 'openfootball', '--database', database],
        /cannot read/,
      ],
      [['import', bad, '--format', 'openfootball', '--database', database], /was not imported/],
      [
        [
          'import',
          SERIE_A,
          '--format',
          'openfootball',
          '--points-deduction',
          'Nobody=3',
          '--database',
          database,
        ],
        /unknown team/,
      ],
      [
        [
          'import',
          SERIE_A,
          '--format',
          'openfootball',
          '--points-deduction',
          'FC Internazionale Milano=99999999999999999999',
          '--database',
          database,
        ],
        /N must be at most 2147483648/,
      ],
      [['import', '--format', 'openfootball', '--database', database], /expected one FILE/],
      [
        ['import', SERIE_A, '--format', 'openfootball', '--company', ' ', '--database', database],
        /--company is required/,
      ],
      [
        [
          'import',
          SERIE_A,
          '--format',
          'openfootball',
          '--championship-name',
          'Serie A\u001b[31m',
          '--database',
          database,
        ],
        /championshipName: must not contain a control character/,
      ],
      [
        ['import', SERIE_A, '--format', 'openfootball', '--company', 'Evil\nCo', '--database', database],
        /--company must not contain a control character/,
      ],
      [
        ['company', 'create', 'Evil\nCo\u001b[31m', '--database', database],
        /name must not contain a control character/,
      ],
      [
        ['import', SERIE_A, '--format', 'openfootball', '--company', '999', '--database', database],
        /no company with the id "999"/,
      ],
      [
        ['import', SERIE_A, '--format', 'openfootball', '--company', 'x'.repeat(101), '--database', database],
        /--company has at most 100 characters/,
      ],
      // What Node makes of "Café" typed on a Latin-1 terminal.
      [
        ['import', SERIE_A, '--format', 'openfootball', '--company', 'Caf\uFFFD', '--database', database],
        /argument 5 \(the value of --company\) is not valid UTF-8/,
      ],
      [['import', SERIE_A, '--format', 'openfootball', '--colour', 'red'], /Unknown option/],
    ];
    for (const [args, message] of cases) {
      const io = captureIo();
      expect(await main(args, io), args.join(' ')).to.equal(2);
      expect(io.stderr.join('\n'), args.join(' ')).to.match(message);
      expect(io.stdout, args.join(' ')).to.deep.equal([]);
    }
    const db = await openDatabase(database);
    try {
      expect(await db.stores.championships.list({ companyIds: ['1'], includeArchived: true })).to.deep.equal(
        [],
      );
    } finally {
      await db.close();
    }
  });

  it('writes and imports the demo company, one championship per sport, idempotently', async () => {
    const out = join(dir, 'demo');
    const first = captureIo();
    expect(await main(['demo-data', '--out', out, '--database', database], first)).to.equal(0);
    expect(first.stdout.map((l) => l.split('\t')[0])).to.deep.equal([
      'football',
      'futsal',
      'hockey',
      'basketball',
      'handball',
      'tennis',
    ]);
    const again = captureIo();
    expect(await main(['demo-data', '--out', out, '--database', database], again)).to.equal(0);
    expect(again.stdout).to.deep.equal(first.stdout);
  });

  it('names an unknown command and prints the usage', async () => {
    const io = captureIo();
    expect(await main(['frobnicate'], io)).to.equal(2);
    expect(io.stderr.join('\n')).to.contain('unknown command "frobnicate"');
  });
});

describe('bin/match-desk.js: a reader that goes away', () => {
  it('ends as the command would have when stdout is closed early (`| head`), without an EPIPE crash', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [join(__dirname, '../../../bin/match-desk.js'), '--help'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy(); // the reader is gone before the command writes
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.to.match(/EPIPE/);
    expect(code).to.equal(0);
  });
});
