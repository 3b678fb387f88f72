// Issue 13, "one validator": every input the API documents describe is checked by one input class
// (class-validator), and this suite proves that the two agree, so that they cannot drift apart:
// - structurally: the same fields, the same required ones, closed or open alike, and per field the
//   same types, enums, consts, patterns, bounds and formats (Check fragments for our own rules);
// - on a corpus: for each pair, a valid input, every field set to each value of a palette (and the
//   documents' own bounds), and random combinations (fast-check) get the same verdict from ajv on
//   the document's schema and from the class, except where the class applies a rule the document
//   states in words (STRICTER: it may then refuse more, never accept more).
import Ajv2020 from 'ajv/dist/2020';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import fc from 'fast-check';
import { EventDelete, EventWrite } from '../../src/adapters/http/web/eventInputs';
import { ActionBody, ClickBody } from '../../src/adapters/http/local/commandInputs';
import { ActionPath, ButtonPath, CommandPath, TextPath } from '../../src/adapters/http/local/pathInputs';
import {
  LoginInput,
  RevokeBody,
  TokenChanges,
  TokenCreation,
  TokenPath,
} from '../../src/adapters/http/web/account/accountInputs';
import { AssetPath } from '../../src/adapters/http/web/docs/swaggerAssets';
import type { WebUseCases } from '../../src/adapters/http/web/WebUseCases';
import { webEndpoints } from '../../src/adapters/http/web/endpoints';
import { NotificationsPing } from '../../src/adapters/http/web/notificationFrames';
import { SportPath } from '../../src/adapters/http/web/pathInputs';
import { ArchivedQuery, CompanyQuery, MatchQuery, NoQuery } from '../../src/adapters/http/web/queryInputs';
import '../../src/adapters/desk/journal/journalRecordInputs';
import '../../src/adapters/import/readImportDocument';
import { OcrPingFrame, OcrReadingFrame, OcrRegisterFrame } from '../../src/adapters/ocr/ocrFrameInputs';
import { OcrKeyPath } from '../../src/adapters/ocr/ocrPath';
import '../../src/adapters/settings/FileHostedSessions';
import '../../src/adapters/settings/settingsInputs';
import type { InputClass } from '../../src/adapters/validation/checkInput';
import { failuresOf } from '../../src/adapters/validation/checkInput';
import { inputClasses, inputOptionsOf } from '../../src/adapters/validation/Input';
import { ActionFrame, AuthFrame, ClickFrame, PingFrame } from '../../src/adapters/ws/local/clientFrameInputs';
import type { ClassSchema, Schema } from '../support/contract/inputSchemas';
import {
  bodyOf,
  classSchema,
  documentSchema,
  operations,
  parametersOf,
  payloadOf,
  receivedMessages,
} from '../support/contract/inputSchemas';

interface Pair {
  /** Where the document describes the input: `operationId body|query|path`, or an AsyncAPI message. */
  readonly listed: string;
  readonly dto: InputClass<object>;
  readonly schema: () => Schema;
  /** An input both accept. */
  readonly valid: Readonly<Record<string, unknown>>;
}

const body = (id: string, dto: InputClass<object>, valid: Record<string, unknown>): Pair => ({
  listed: `${id} body`,
  dto,
  schema: () => bodyOf(id),
  valid,
});
const params = (
  id: string,
  where: 'query' | 'path',
  dto: InputClass<object>,
  valid: Record<string, unknown>,
): Pair => ({
  listed: `${id} ${where}`,
  dto,
  schema: () => parametersOf(id, where),
  valid,
});
const message = (name: string, dto: InputClass<object>, valid: Record<string, unknown>): Pair => ({
  listed: name,
  dto,
  schema: () => payloadOf(name),
  valid,
});

const KEY = 'f'.repeat(64);
const CONTEXT = 'football:1:2';

/** The web reads and writes under /api/{sport}/, with the classes their router really uses. */
function webApiPairs(): Pair[] {
  const endpoints = webEndpoints({} as WebUseCases, 1024);
  return Object.entries(endpoints).flatMap(([name, endpoint]) => {
    const query =
      endpoint.query === ArchivedQuery
        ? { include_archived: '1' }
        : endpoint.query === MatchQuery
          ? { championship_id: '1', match_id: '2' }
          : { championship_id: '1' };
    const pairs = [
      params(name, 'path', SportPath, { sport: 'football' }),
      params(name, 'query', endpoint.query, query),
    ];
    if (endpoint.body === EventWrite) {
      pairs.push(body(name, EventWrite, { id: 'new', match_id: '2', type: 1, club_id: 3, timer: '45' }));
    }
    if (endpoint.body === EventDelete) pairs.push(body(name, EventDelete, { id: 7, match_id: '2' }));
    return pairs;
  });
}

const PAIRS: readonly Pair[] = [
  body('clickButton', ClickBody, { contextKey: CONTEXT, gesture: 'left' }),
  params('clickButton', 'path', ButtonPath, { buttonId: 'timer' }),
  params('getButton', 'path', ButtonPath, { buttonId: 'timer' }),
  params('getButtonText', 'path', ButtonPath, { buttonId: 'timer' }),
  body('runAction', ActionBody, { contextKey: CONTEXT, params: { playerId: '29' } }),
  params('runAction', 'path', ActionPath, { actionId: 'select_player' }),
  params('getText', 'path', TextPath, { textId: 'clock' }),
  params('getCommand', 'path', CommandPath, { commandId: '0f0e4a52-6c3d-4d7e-9b4e-0f5c1a2b3c4d' }),
  params('openOcrInput', 'path', OcrKeyPath, { ingressKey: KEY }),
  ...webApiPairs(),
  body('login', LoginInput, { email: 'ada@acme.test', password: 'correct horse battery' }),
  body('createToken', TokenCreation, {
    name: 'scoreboard',
    permission: 'read',
    sports: ['football'],
    durationDays: 30,
  }),
  params('createToken', 'query', NoQuery, {}),
  body('modifyToken', TokenChanges, { name: 'scoreboard', expiry: { durationDays: 7 } }),
  body('revokeToken', RevokeBody, {}),
  params('modifyToken', 'path', TokenPath, { id: '12' }),
  params('modifyToken', 'query', NoQuery, {}),
  params('revokeToken', 'path', TokenPath, { id: '12' }),
  params('revokeToken', 'query', NoQuery, {}),
  params('listTokens', 'query', CompanyQuery, { company_id: '3' }),
  params('getTokenPage', 'query', CompanyQuery, {}),
  params('getExplorerAsset', 'path', AssetPath, { file: 'swagger-ui.css' }),
  message('LocalAuth', AuthFrame, { type: 'auth', token: KEY }),
  message('LocalPing', PingFrame, { type: 'ping', requestId: 'p-1' }),
  message('LocalClick', ClickFrame, {
    type: 'click',
    requestId: 'c-1',
    buttonId: 'timer',
    contextKey: CONTEXT,
  }),
  message('LocalAction', ActionFrame, {
    type: 'action',
    requestId: 'a-1',
    actionId: 'x',
    contextKey: CONTEXT,
  }),
  message('OcrRegister', OcrRegisterFrame, { type: 'register', role: 'ocr' }),
  message('OcrPing', OcrPingFrame, { type: 'ping' }),
  message('OcrReading', OcrReadingFrame, { type: 'ocr', values: { Time: '12:00', 'Home Score': 2 }, seq: 3 }),
  message('NotificationsPing', NotificationsPing, { type: 'ping' }),
];

/** Documented inputs no class checks, and why. */
const NOT_CHECKED: Readonly<Record<string, string>> = {
  'getLoginPage query':
    '`next` is a hint: anything but a local path falls back to the token page, never refused',
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });

// ---- the corpus ----

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** RFC 3339 full-date: a day of the calendar (2024-02-30 is not one), read back as written. */
const isDay = (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, allowUnionTypes: true });
  ajv.addFormat(
    'date-time',
    (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)) && isDay(v.slice(0, 10)),
  );
  ajv.addFormat(
    'date',
    (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  );
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  return ajv;
}

const entries = (n: number, value: (i: number) => unknown) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, value(i)]));

/** Values a client might send in any field: types, edges, near misses. */
const PALETTE: readonly unknown[] = [
  null,
  '',
  ' ',
  'x',
  'new',
  'keep',
  'left',
  'reset',
  'double',
  'read',
  'read_write_events',
  'football',
  'curling',
  'ocr',
  'click',
  'ping',
  '0',
  '1',
  '7',
  '18',
  '0010',
  '1000',
  '1001',
  '123456789012345678',
  '1234567890123456789',
  '12:34',
  '45:30',
  '45:99',
  '2024-05-01',
  '2024-02-30',
  '2024-13-01',
  '2024-05-01T20:00:01.500Z',
  '2024-02-30T20:00:01Z',
  '2024-05-01 20:00:01',
  'a@b.c',
  KEY,
  KEY.toUpperCase(),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(254),
  'x'.repeat(255),
  'x'.repeat(256),
  '😀'.repeat(100),
  '😀'.repeat(101),
  'swagger-ui.css',
  '../package.json',
  0,
  1,
  2,
  5,
  6,
  7,
  -1,
  1.5,
  30,
  365,
  366,
  999,
  1000,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  true,
  false,
  [],
  ['football'],
  ['football', 'football'],
  ['curling'],
  ['football', 'tennis'],
  [1, 2],
  [1],
  {},
  { durationDays: 30 },
  { durationDays: 0 },
  { durationDays: 30, x: 1 },
  { a: 1 },
  { a: 'x' },
  { a: true },
  { a: null },
  { a: [1] },
  { a: 'x'.repeat(256) },
  { a: '😀'.repeat(255) },
  entries(64, (i) => i),
  entries(65, String),
];

/** The document's own edges for a field: its enum, const, bounds and lengths, one step inside and out. */
function edgesOf(schema: unknown, out: unknown[] = []): unknown[] {
  if (schema === null || typeof schema !== 'object') return out;
  const s = schema as Schema;
  for (const branch of [...((s.anyOf as unknown[]) ?? []), ...((s.oneOf as unknown[]) ?? [])])
    edgesOf(branch, out);
  if (Array.isArray(s.enum)) out.push(...(s.enum as unknown[]));
  if ('const' in s) out.push(s.const);
  for (const key of ['minimum', 'maximum'] as const) {
    const n = s[key];
    if (typeof n === 'number') out.push(n - 1, n, n + 1, String(n));
  }
  for (const key of ['minLength', 'maxLength'] as const) {
    const n = s[key];
    if (typeof n === 'number') out.push('y'.repeat(Math.max(0, n - 1)), 'y'.repeat(n), 'y'.repeat(n + 1));
  }
  return out;
}

/** Where the class and the document part ways on `input`, or null when they agree. */
function disagreement(
  pair: Pair,
  accepts: (v: unknown) => boolean,
  stricter: ReadonlySet<string>,
  input: Record<string, unknown>,
): string | null {
  const documented = accepts(input);
  const failures = failuresOf(pair.dto, Object.assign(new pair.dto(), structuredClone(input)));
  const refused = failures.filter((f) => !stricter.has(f.constraint));
  if (documented && refused.length === 0) return null;
  if (!documented && failures.length > 0) return null;
  const verdict = documented
    ? `the document accepts it, the class refuses it (${refused.map((f) => `${f.path}: ${f.constraint}`).join(', ')})`
    : 'the document refuses it, the class accepts it';
  return `${pair.listed}, ${JSON.stringify(input).slice(0, 200)}: ${verdict}`;
}

function compare(listed: string, ours: ClassSchema, theirs: ClassSchema): void {
  const names = (s: ClassSchema) => [...s.properties.keys()].sort();
  expect(names(ours), `${listed}: fields`).to.deep.equal(names(theirs));
  expect(ours.required, `${listed}: required fields`).to.deep.equal(theirs.required);
  expect(ours.closed, `${listed}: unknown fields refused`).to.equal(theirs.closed);
  for (const [name, words] of ours.properties) {
    expect([...words].sort(), `${listed}: ${name}`).to.deep.equal(
      [...(theirs.properties.get(name) ?? [])].sort(),
    );
  }
}

describe('the input classes and the API documents agree (issue 13: one validator)', () => {
  const covered = new Set(PAIRS.map((p) => p.listed));

  it('checks every input an OpenAPI document describes: each body, query and path parameter', () => {
    const listed = operations().flatMap((op) => {
      const id = op.operation.operationId as string;
      const found: string[] = [];
      if (op.operation.requestBody) found.push(`${id} body`);
      for (const where of ['query', 'path'])
        if (op.parameters.some((p) => p.in === where)) found.push(`${id} ${where}`);
      return found;
    });
    const unchecked = listed.filter((l) => !covered.has(l) && !(l in NOT_CHECKED));
    expect(unchecked, 'documented inputs without an input class').to.deep.equal([]);
  });

  it('checks every message a client sends over the WebSockets of the AsyncAPI document', () => {
    expect(receivedMessages().filter((m) => !covered.has(m))).to.deep.equal([]);
  });

  it('publishes every input class of src/ in an API document (the import, settings and journal files are documented in docs/)', () => {
    const declared = sourceFiles(join(process.cwd(), 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@Input\([^@]*?\)\s*(?:export )?class (\w+)/g)].map(
        (m) => m[1] as string,
      ),
    );
    const loaded = new Map(inputClasses().map((c) => [(c as { name: string }).name, c]));
    expect(
      declared.filter((name) => !loaded.has(name)),
      'classes this suite does not load',
    ).to.deep.equal([]);
    const paired = new Set<object>(PAIRS.map((p) => p.dto));
    for (const name of declared) {
      const c = loaded.get(name) as object;
      if (!paired.has(c))
        expect(['invalid_import', 'settings_invalid'], name).to.include(inputOptionsOf(c).code);
    }
  });

  for (const pair of PAIRS) {
    describe(`${pair.listed} (${pair.dto.name})`, () => {
      const schema = () => pair.schema();
      const ours = () => classSchema(pair.dto);

      it('declares the same fields, required fields, closedness and constraints as the document', () => {
        compare(pair.listed, ours(), documentSchema(schema()));
      });

      it('gives the same verdict as the document on every field set to each value of the palette', () => {
        const accepts = newAjv().compile(schema());
        const stricter = ours().stricter;
        expect(disagreement(pair, accepts, stricter, { ...pair.valid }), 'the valid example').to.equal(null);
        expect(accepts(pair.valid), 'the valid example is valid').to.equal(true);
        const fields = [
          ...new Set([...ours().properties.keys(), ...Object.keys((schema().properties ?? {}) as object)]),
        ];
        const problems: string[] = [];
        const check = (input: Record<string, unknown>) => {
          const problem = disagreement(pair, accepts, stricter, input);
          if (problem) problems.push(problem);
        };
        check({ ...pair.valid, unknown_field: 1 });
        for (const field of fields) {
          const { [field]: _, ...without } = pair.valid;
          check(without);
          const documented = ((schema().properties ?? {}) as Schema)[field];
          for (const value of [...PALETTE, ...edgesOf(documented)]) check({ ...pair.valid, [field]: value });
        }
        expect(problems.slice(0, 10), `${problems.length} disagreements`).to.deep.equal([]);
      });

      it('gives the same verdict as the document on random combinations (fast-check; the seed is printed on failure)', () => {
        const accepts = newAjv().compile(schema());
        const stricter = ours().stricter;
        const fields = [
          ...new Set([...ours().properties.keys(), ...Object.keys((schema().properties ?? {}) as object)]),
        ];
        const value = (field: string) =>
          fc.constantFrom(
            ...PALETTE,
            ...edgesOf(((schema().properties ?? {}) as Schema)[field]),
            pair.valid[field],
          );
        const record = fc.record(Object.fromEntries(fields.map((f) => [f, value(f)])), { requiredKeys: [] });
        fc.assert(
          fc.property(record, (input) => {
            expect(disagreement(pair, accepts, stricter, input as Record<string, unknown>)).to.equal(null);
          }),
          { numRuns: 150 },
        );
      });
    });
  }
});
