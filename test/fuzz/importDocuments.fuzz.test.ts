// Issue 13, "Fuzzing in CI": import documents through the entry point the CLI uses
// (`match-desk import FILE --format matchdesk|openfootball`, src/bootstrap/cli.ts), from real
// documents (the demo company's six sports, a Serie A season) with one fault each: a field of
// another type, an unknown, missing or __proto__/constructor/prototype field, a hostile string,
// a document that is not JSON or not an object, bytes that are not UTF-8. Invariants: the command
// never fails unexpectedly (exit 0 or 2, never 1), prints what docs/import-formats.md says (the
// championship id, or "was not imported" with each problem by path), a refused document leaves
// the database as it was and names the field at fault, and an accepted one imported again
// changes nothing (docs/import-formats.md, Re-importing).
import { expect } from 'chai';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoData } from '../../src/application/demo/demoData';
import { main } from '../../src/bootstrap/cli';
import { readOpenfootballSeason, SERIE_A_2023_24 } from '../support/publishedTables';
import type { Fault } from './support/faults';
import { describeFault, fieldFault, unnamedFault } from './support/faults';
import type { Budget } from './support/fuzzRun';
import { mochaTimeoutOf, runFuzz } from './support/fuzzRun';
import type { JsonPath } from './support/hostile';
import {
  hostileString,
  hostileValue,
  jsonWithMember,
  notAnObject,
  objectPathsOf,
  pathsOf,
  pathText,
  REMOVE,
  UNSAFE_KEYS,
  valueAt,
  withBadUtf8,
  withValueAt,
} from './support/hostile';
import { BrokenInvariant } from './support/httpAnswers';

const BUDGET: Budget = { runs: 400, seconds: 8 };

interface ImportCase {
  readonly format: 'matchdesk' | 'openfootball';
  readonly bytes: Buffer;
  /** What the case got wrong; null for a valid document, or a change whose refusal may name another field (a renamed team). */
  readonly fault: Fault | null;
  readonly label: string;
}

/** Real documents: the demo company's six sports (events, line-ups, tennis sets) and a Serie A season's first rounds. */
function baseDocuments(): { format: ImportCase['format']; document: unknown }[] {
  const season = readOpenfootballSeason(SERIE_A_2023_24) as { name: string; matches: unknown[] };
  return [
    ...demoData().documents.map((document) => ({
      format: 'matchdesk' as const,
      document: JSON.parse(JSON.stringify(document)),
    })),
    { format: 'openfootball', document: { name: season.name, matches: season.matches.slice(0, 30) } },
  ];
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function importCase(): fc.Arbitrary<ImportCase> {
  const bases = baseDocuments();
  const text = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
  return fc.constantFrom(...bases).chain(({ format, document }) => {
    const at = (p: JsonPath) => valueAt(document, p);
    const leaves = pathsOf(document).filter((p) => p.length > 0);
    const made = (bytes: Buffer, fault: Fault | null, label: string): ImportCase => ({
      format,
      bytes,
      fault,
      label,
    });
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(made(text(document), null, 'valid')) },
      // A value of another type is named; one of the same type may be valid, or break a reference elsewhere.
      {
        weight: 4,
        arbitrary: fc.tuple(fc.nat(), hostileValue()).map(([i, value]) => {
          const path = leaves[i % leaves.length] as JsonPath;
          // null is an absent field (docs/import-formats.md): like one left out, it may be optional;
          // a value in place of null may be valid, or break a rule on another field ("give both or
          // neither" names the other score), so its refusal must name some field, not this one.
          // A finite number is taken as a text (a shirt number): it may rename a record others refer to.
          const old = at(path);
          const asText = typeof old === 'string' && typeof value === 'number' && Number.isFinite(value);
          const same = typeOf(value) === typeOf(old) || value === null || old === null || asText;
          // The openfootball format is open and reads only some fields (not `ht`): any may be ignored.
          const fault = same || format === 'openfootball' ? null : fieldFault(path);
          return made(
            text(withValueAt(document, path, value)),
            fault,
            `field value at ${pathText(path)}: ${JSON.stringify(value)?.slice(0, 80)}`,
          );
        }),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.nat(), hostileString()).map(([i, value]) => {
          const path = leaves[i % leaves.length] as JsonPath;
          return made(
            text(withValueAt(document, path, value)),
            null,
            `hostile string at ${pathText(path)}: ${JSON.stringify(value).slice(0, 80)}`,
          );
        }),
      },
      // An unknown field is an error (docs/import-formats.md), named by its path.
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.nat(), fc.constantFrom('extra', 'Name', 'homeTeam', 'score2'), hostileValue())
          .map(([i, key, value]) => {
            const objects = objectPathsOf(document);
            const path = [...(objects[i % objects.length] as JsonPath), key];
            // The openfootball format is open: unknown fields are left out, not refused.
            const fault = format === 'openfootball' ? null : fieldFault(path);
            return made(text(withValueAt(document, path, value)), fault, 'unknown field');
          }),
      },
      // A field left out may be optional, or part of a natural key that other records refer to (a
      // player's firstName): its refusal must name some field.
      {
        weight: 2,
        arbitrary: fc.nat().map((i) => {
          const path = leaves[i % leaves.length] as JsonPath;
          return made(text(withValueAt(document, path, REMOVE)), null, `${pathText(path)} removed`);
        }),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.nat(), fc.constantFrom(...UNSAFE_KEYS), hostileValue())
          .map(([i, key, value]) => {
            const objects = objectPathsOf(document);
            const path = objects[i % objects.length] as JsonPath;
            return made(
              Buffer.from(jsonWithMember(document, path, key, value), 'utf8'),
              fieldFault([...path, key]),
              `${key} key`,
            );
          }),
      },
      {
        weight: 1,
        arbitrary: notAnObject().map((t) => made(Buffer.from(t, 'utf8'), { kind: 'body' }, 'not an object')),
      },
      {
        weight: 1,
        arbitrary: fc.nat().map((i) => made(withBadUtf8(JSON.stringify(document), i), null, 'bad UTF-8')),
      },
    );
  });
}

/**
 * Every row of every table of the SQLite file, in order: what a refused import must leave alone.
 * `data` leaves out what a re-import rewrites without changing (the championship's version, the
 * stored standings' row ids, rewritten): what an import of the same document must leave alone.
 */
function databaseContents(file: string, data = false): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[];
    const rows = (name: string) =>
      db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
    const rewritten = (name: string, row: Record<string, unknown>) =>
      name === 'championships'
        ? { ...row, version: null }
        : name.startsWith('standing')
          ? { ...row, id: null }
          : row;
    return JSON.stringify(
      tables
        .filter(({ name }) => !data || name !== 'sqlite_sequence')
        .map(({ name }) => [name, data ? rows(name).map((row) => rewritten(name, row)) : rows(name)]),
    );
  } finally {
    db.close();
  }
}

interface Run {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

describe('fuzz: import documents through the CLI (issue 13)', function () {
  this.timeout(mochaTimeoutOf(BUDGET));
  let dir: string;
  let databaseFile: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'md-import-fuzz-'));
    databaseFile = join(dir, 'match-desk.sqlite');
    // The database exists (migrated) before the first case, so that a refusal can be compared.
    expect(await cli(['company', 'create', 'Fuzz Sports'])).to.include({ code: 0 });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  async function cli(args: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main([...args, '--database', `sqlite:${databaseFile}`], {
      out: (line) => void out.push(line),
      err: (line) => void err.push(line),
    });
    return { code, out, err };
  }

  it('imports or refuses every document as documented, names every fault, changes nothing it refuses and re-imports to no change', async function () {
    const file = join(dir, 'document.json');
    await runFuzz(
      this.test?.fullTitle() ?? '',
      fc.asyncProperty(
        importCase().map((c) =>
          Object.assign(c, {
            [fc.toStringMethod]: () =>
              `${c.format} (${c.label}; ${describeFault(c.fault)}): ${JSON.stringify(c.bytes.toString('latin1').slice(0, 300))}`,
          }),
        ),
        async (fuzzCase) => {
          writeFileSync(file, fuzzCase.bytes);
          const before = databaseContents(databaseFile);
          const run = await cli(['import', file, '--format', fuzzCase.format, '--company', 'Fuzz Sports']);
          const fail = (problem: string): never => {
            throw new BrokenInvariant(
              `${problem}\n  exit ${run.code}, stdout ${JSON.stringify(run.out)}\n  stderr: ${run.err.join('\n').slice(0, 1500)}`,
            );
          };
          if (run.code === 0) {
            if (run.out.length !== 1 || !/^\d+$/.test(run.out[0] as string))
              fail('an import that printed no championship id alone');
            const after = databaseContents(databaseFile, true);
            const again = await cli([
              'import',
              file,
              '--format',
              fuzzCase.format,
              '--company',
              'Fuzz Sports',
            ]);
            if (again.code !== 0 || again.out[0] !== run.out[0])
              fail(`the same document imported again gave ${again.code} ${JSON.stringify(again.out)}`);
            if (
              !again.err.join('\n').includes('(0 records created, 0 updated)') ||
              databaseContents(databaseFile, true) !== after
            ) {
              fail(`the same document imported again changed the database: ${again.err.join(' ')}`);
            }
            return;
          }
          if (run.code !== 2) fail('the import failed unexpectedly (exit 1 is a crash, not a refusal)');
          if (run.out.length > 0) fail('a refused import printed on standard output');
          if (databaseContents(databaseFile) !== before) fail('a refused import changed the database');
          const said = run.err.join('\n');
          if (!/was not imported: |cannot read /.test(said))
            fail('a refusal that does not say the document was not imported');
          // "  path: why" lines, as docs/import-formats.md shows them.
          const details = Object.fromEntries(
            said
              .split('\n')
              .slice(1)
              .map((line) => /^ {2}(.*?): (.*)$/.exec(line))
              .filter((m): m is RegExpExecArray => m !== null)
              .map((m) => [m[1] as string, m[2] as string]),
          );
          const refusal = { error: said.split('\n')[0], code: 'invalid_import', errors: details };
          const fault = fuzzCase.fault ?? ({ kind: 'body' } as const);
          const why = unnamedFault(refusal, fault);
          if (why && (fuzzCase.fault || Object.keys(details).length === 0)) fail(why);
        },
      ),
      BUDGET,
    );
  });
});
