import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { ERROR_MAP } from '../../src/adapters/errors/errorMap';
import type { ErrorEntry } from '../../src/adapters/errors/errorMap';
import { OCR_SOURCE_CODES } from '../../src/application/ocr/ocrSourceErrors';
import { HOSTED_UNREACHABLE } from '../../src/application/ports/HostedEventWrites';
import { COMMAND_ERROR_CODES } from '../../src/domain/command/commandErrors';
import { DESK_ERROR_CODES } from '../../src/domain/desk/deskErrors';
import { OCR_ERROR_CODES } from '../../src/domain/ocr/ocrErrors';
import { sourcesUnder, withoutComments } from './support/sources';
import { statusNumbersIn } from './support/statusNumbers';

// Issue 13, "One error map": every stable code maps to its HTTP status, close code and message in
// src/adapters/errors/errorMap.ts, and no adapter writes a status number or a close code itself.
const MAP_FOLDER = 'src/adapters/errors/';

/**
 * Folders left out, with the reason: the hosted desk reads the web API's answers as a client does
 * (src/client keeps its own knowledge of statuses: it is a separate consumer); the stores answer
 * no client, and their numbers are rows, sizes and chunks.
 */
const CONSUMERS = ['src/adapters/hosted/', 'src/adapters/persistence/', 'src/adapters/memory/'];

/** Numbers that look like a status and are not one, file by file; each must still be there. */
const NOT_STATUSES: readonly { readonly path: string; readonly literal: string; readonly why: string }[] = [
  {
    path: 'src/adapters/http/local/overlay/overlayViewScript.ts',
    literal: '500',
    why: 'the overlay backoff base, in ms',
  },
  { path: 'src/adapters/desk/journal/journalPath.ts', literal: '443', why: 'the https port' },
  {
    path: 'src/adapters/http/checkedInput.ts',
    literal: '512',
    why: 'how many accepted query strings are kept per input class',
  },
];

/** Codes with a status that only the local host answers: its key, network, desk and OCR refusals. */
const LOCAL_ONLY = [
  'invalid_params',
  'key_missing',
  'key_invalid',
  'host_forbidden',
  'ocr_key_malformed',
  'ocr_key_required',
  'ocr_key_invalid',
  'command_not_found',
  'button_unknown',
  'action_unknown',
  'match_unavailable',
  'context_changed',
  'action_refused',
  'editing',
  'ocr_api_disabled',
  'ocr_source_inactive',
  'ocr_source_busy',
  'too_many_pending_commands',
];

/** Codes with a status that only the web host answers: tokens, sessions, tenants and the event write. */
const WEB_ONLY = [
  'token_invalid',
  'token_expired',
  'token_revoked',
  'account_inactive',
  'invalid_credentials',
  'login_required',
  'forbidden_company',
  'sport_not_allowed',
  'administrator_required',
  'session_required',
  'write_permission_required',
  'creator_not_authorized',
  'licence_invalid',
  'team_not_allowed',
  'archived_not_allowed',
  'not_available_for_sport',
  'unknown_sport',
  'substitution_superseded',
  'token_already_revoked',
  'validation_failed',
  'authentication_required',
];

/** `forbidden` closes a socket (4403); its status only titles the account pages' HTML error page. */
const NO_HTTP_ANSWER = ['forbidden'];

const SCANNED = [...sourcesUnder('src/adapters'), ...sourcesUnder('src/bootstrap')].filter(
  (s) => !s.path.startsWith(MAP_FOLDER) && !CONSUMERS.some((c) => s.path.startsWith(c)),
);

describe('architecture: one error map (issue 13)', () => {
  it('finds no HTTP status number nor close code written outside the error map', () => {
    const found = SCANNED.flatMap((source) =>
      statusNumbersIn(source.code)
        .filter((f) => !NOT_STATUSES.some((n) => n.path === source.path && n.literal === f.literal))
        .map((f) => `${source.path}:${f.line}: ${f.literal} (${f.why})`),
    );
    expect(
      found,
      'raise errors by code: apiError(code), refuseUpgrade(socket, apiError(code)), closeCodeOf(code)',
    ).to.deep.equal([]);
  });

  it('keeps each number it lets through where it is, so that the list cannot rot', () => {
    for (const allowed of NOT_STATUSES) {
      const source = SCANNED.find((s) => s.path === allowed.path);
      expect(source, allowed.path).to.not.equal(undefined);
      expect(
        statusNumbersIn(source?.code ?? '').map((f) => f.literal),
        allowed.path,
      ).to.include(allowed.literal);
    }
  });

  it('scans the adapters that answer clients', () => {
    const paths = SCANNED.map((s) => s.path);
    for (const expected of [
      'src/adapters/http/errorHandler.ts',
      'src/adapters/ws/local/DeskSocket.ts',
      'src/adapters/ocr/OcrIngress.ts',
      'src/adapters/http/web/NotificationsSocket.ts',
      'src/bootstrap/web.ts',
    ]) {
      expect(paths).to.include(expected);
    }
  });

  describe('the scanner (on fixtures: it fails where a number is planted)', () => {
    const planted: readonly [string, string][] = [
      ["throw new ApiError(400, 'invalid_parameters', 'Bad.');", 'new ApiError('],
      ['ctx.status = reachable ? 200 : 503;', '503'],
      ["refuseUpgrade(socket, 403, 'origin_forbidden', 'No.');", '403'],
      ["return { status: 429, code: 'rate_limited' };", '429'],
      ["socket.end('HTTP/1.1 404 Not Found\\r\\n\\r\\n');", '404'],
      ["session.close(4401, 'authentication failed');", '4401'],
      ['export const CLOSE_SLOW_CONSUMER = 4008;', '4008'],
      ["socket.close(1001, 'server going away');", '.close(1001'],
      ['if (code === 4401 || code === 4408) askKey();', '4408'],
    ];
    for (const [code, literal] of planted) {
      it(`flags ${code}`, () => {
        expect(statusNumbersIn(code).map((f) => f.literal)).to.include(literal);
      });
    }

    for (const code of [
      'const limit = 64 * 1024; const wait = 10_000; const grace = 1_000;',
      "const at = '2024-05-01T12:00:00Z'; const ratio = 0.5; const id = 'abc404def';",
      'const rate = { capacity: 100, refillPerSecond: 50 };',
      withoutComments('// a 404 in a comment is no code\n/* nor a 4401 here */ const ok = true;'),
    ]) {
      it(`lets through ${code.trim()}`, () => {
        expect(statusNumbersIn(code)).to.deep.equal([]);
      });
    }
  });

  describe('the map itself', () => {
    const entries = Object.entries(ERROR_MAP) as [string, ErrorEntry][];

    it('gives every code a status or a close code, and a sentence', () => {
      for (const [code, entry] of entries) {
        expect(entry.status !== undefined || entry.close !== undefined, code).to.equal(true);
        expect(entry.message, code).to.be.a('string').that.is.not.empty;
      }
    });

    it('gives error statuses only (4xx, 5xx) and close codes of RFC 6455 (1000-1015) or the private 4xxx range', () => {
      for (const [code, entry] of entries) {
        if (entry.status !== undefined) expect(entry.status, code).to.be.within(400, 599);
        if (entry.close !== undefined) {
          const standard = entry.close >= 1000 && entry.close <= 1015;
          const own = entry.close >= 4000 && entry.close <= 4999;
          expect(standard || own, `${code}: ${entry.close}`).to.equal(true);
        }
        if (entry.fatal !== undefined)
          expect(entry.close, `${code} is fatal but closes nothing`).to.be.a('number');
      }
    });

    it('is published as it is in docs/errors.md: each code with its status and close code', () => {
      const page = readFileSync('docs/errors.md', 'utf8');
      const published = [...page.matchAll(/^\| `([a-z_]+)` +\| *(\d*) *\| *(\d*)( \(fatal\))? *\|/gm)].map(
        (m) => ({
          code: m[1],
          status: m[2] === '' ? undefined : Number(m[2]),
          close: m[3] === '' ? undefined : Number(m[3]),
          fatal: m[4] !== undefined,
        }),
      );
      expect(published).to.deep.equal(
        entries.map(([code, e]) => ({ code, status: e.status, close: e.close, fatal: e.fatal === true })),
      );
    });

    it('lists in docs/errors.md every code a failed command, a frame refusal or a hosted delivery carries (found by QA)', () => {
      const page = readFileSync('docs/errors.md', 'utf8');
      const documented = new Set([...page.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1]));
      const carried = [
        ...Object.values(DESK_ERROR_CODES),
        ...Object.values(OCR_ERROR_CODES),
        ...Object.values(OCR_SOURCE_CODES),
        // command_already_finished: the desk settling a command twice, a bug of its own, never answered.
        ...Object.values(COMMAND_ERROR_CODES).filter((code) => code !== 'command_already_finished'),
        'command_error',
        'interrupted',
        'shutting_down',
        'invalid_message',
        'unknown_type',
        'write_conflict',
        HOSTED_UNREACHABLE,
      ];
      expect(carried.filter((code) => !documented.has(code))).to.deep.equal([]);
    });

    // The hosts are told apart by the lists above, kept by hand: a new code with a status must be
    // placed in one (or neither: both hosts answer it), and both documents then follow.
    it("lists in each OpenAPI document's Error.code every code of the map with a status that its host answers, by the lists above (found by QA)", () => {
      const answered = entries.filter(([, e]) => e.status !== undefined).map(([code]) => code);
      const knownCodes = (path: string): string[] => {
        const document = JSON.parse(readFileSync(path, 'utf8')) as {
          components: { schemas: { Error: { properties: { code: { description: string } } } } };
        };
        const text = document.components.schemas.Error.properties.code.description;
        const list = /Known codes: ([a-z_, ]+)\.$/.exec(text);
        expect(list, `${path}: "Known codes: a, b."`).to.not.equal(null);
        return list![1]!.split(', ').sort();
      };
      const onlyOn = (codes: readonly string[]) => answered.filter((code) => !codes.includes(code)).sort();
      expect(knownCodes('api/local.openapi.json')).to.deep.equal(onlyOn([...WEB_ONLY, ...NO_HTTP_ANSWER]));
      expect(knownCodes('api/web.openapi.json')).to.deep.equal(onlyOn([...LOCAL_ONLY, ...NO_HTTP_ANSWER]));
    });

    it('uses lower-case snake_case codes, as clients read them', () => {
      for (const [code] of entries) expect(code).to.match(/^[a-z]+(_[a-z]+)*$/);
    });
  });
});
