// Fuzz cases for HTTP operations: a request built from the operation's document (parameters,
// credentials, body), then at most one fault put into it (a body field of the wrong type, an
// unknown or unsafe field, broken JSON or UTF-8, a lying Content-Type or Content-Encoding, a
// duplicate or wrong header, an odd parameter, path, query string or method).
import fc from 'fast-check';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { schemaFaults } from '../../support/apiValidation';
import type { Fault } from './faults';
import { fieldFault } from './faults';
import {
  hostileString,
  hostileValue,
  jsonWithMember,
  notAnObject,
  objectPathsOf,
  pathsOf,
  REMOVE,
  UNSAFE_KEYS,
  withBadUtf8,
  withValueAt,
} from './hostile';
import type { Operation, Parameter } from './openapiOperations';
import type { HeaderList, RawRequest } from '../../support/rawRequest';
import type { Schema, SchemaContext } from './schemaArbitrary';
import { valueOf } from './schemaArbitrary';

export interface HttpWorld {
  readonly context: SchemaContext;
  /**
   * Contexts whose live values belong together (one championship: its id, sport, matches, teams,
   * players...), one per case, so that a request holds a consistent set more often than by chance.
   */
  readonly scopes?: fc.Arbitrary<SchemaContext>;
  /** The Host header a client of the host sends. */
  readonly host: string;
  /** Credential headers for a security scheme (a working one, mostly; sometimes a weaker one). */
  readonly credentials: (scheme: string) => fc.Arbitrary<HeaderList>;
  /** The body schema of a request, when a live catalog knows better than the document (action params). */
  readonly bodySchema?: (
    operation: Operation,
    path: Readonly<Record<string, string>>,
  ) => { schema: Schema; pointer: string } | undefined;
}

export interface HttpCase {
  readonly operation: Operation;
  readonly request: RawRequest;
  /** What the case got wrong; null for a request valid against the document. */
  readonly fault: Fault | null;
  /** What kind of case it is, for the report. */
  readonly label: string;
  /** The same request without its fault: a refusal it gets too is not about the fault. */
  readonly base: RawRequest;
  /** The host may close without an answer; then the request may have run. */
  readonly unanswered: boolean;
}

interface Draft {
  readonly operation: Operation;
  method: string;
  path: Record<string, string>;
  query: [string, string][];
  headers: [string, string][];
  /** The JSON body as a value (undefined: none). */
  body?: unknown;
  /** Raw body bytes, when the case writes them itself. */
  rawBody?: Buffer;
  /** A target written as it is, when the case writes it itself. */
  rawTarget?: string;
  bodySchema?: { schema: Schema; pointer: string };
  /** The host may close without an answer (a broken chunked body found after the app took the request). */
  unanswered?: boolean;
}

/** Both hosts' documented body limit (64 KiB once decoded). */
const BODY_LIMIT_BYTES = 64 * 1024;

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A header value as it can travel: no line breaks (they would start another header). */
/**
 * A header value as a client sends one: its UTF-8 bytes (written one byte per character, as the
 * request is written in latin1), without line breaks, which would start another header or end the
 * head: a character above U+00FF must not turn into a CR or LF byte.
 */
const headerSafe = (value: string): string =>
  Buffer.from(value.replace(/[\r\n]/g, ' '), 'utf8').toString('latin1');

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate goes as U+FFFD, as any client would send it). */
export function percentEncoded(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The request target; `raw` path segments are written as they are, the others percent-encoded. */
function targetOf(draft: Draft, raw: Readonly<Record<string, string>> = {}): string {
  if (draft.rawTarget !== undefined) return draft.rawTarget;
  const path = draft.operation.template.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => raw[name] ?? percentEncoded(draft.path[name] ?? ''),
  );
  const query = draft.query.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function requestOf(draft: Draft): RawRequest {
  const body =
    draft.rawBody ?? (draft.body === undefined ? undefined : Buffer.from(JSON.stringify(draft.body), 'utf8'));
  return {
    method: draft.method,
    target: targetOf(draft),
    headers: draft.headers,
    ...(body === undefined ? {} : { body }),
  };
}

const byIn = (operation: Operation, where: Parameter['in']) =>
  operation.parameters.filter((p) => p.in === where);

/** A request the document accepts (with live values where the world has them). */
function validDraft(world: HttpWorld, operation: Operation): fc.Arbitrary<Draft> {
  const parameter = (p: Parameter) => valueOf(p.schema, world.context, 0, `${p.in}:${p.name}`).map(asText);
  const pathValues = fc.record(
    Object.fromEntries(
      // A path segment is never empty (an empty one is another address).
      byIn(operation, 'path').map((p) => [p.name, parameter(p).filter((v) => v !== '')]),
    ),
  );
  const queryValues = fc.tuple(
    ...byIn(operation, 'query').map((p) => {
      const value = parameter(p).map((v): [string, string] => [p.name, v]);
      if (p.required) return value.map((v) => [v]);
      // An optional parameter is left out two times in three: each one sent may narrow or refuse the
      // read. One whose values come from the host only (a cursor it gave) waits until it gave one.
      const live = world.context.hints?.(`${p.in}:${p.name}`) ?? world.context.hints?.(p.name);
      return fc
        .option(value, { nil: undefined, freq: 2 })
        .map((v) => (v && !(live && live().length === 0) ? [v] : []));
    }),
  );
  const headerValues = fc.tuple(
    ...byIn(operation, 'header').map((p) =>
      fc
        // A header travels as visible ASCII: other characters would make a malformed request, not a valid one.
        .option(
          parameter(p).map((v) => v.replace(/[^\x20-\x7e]/g, '')),
          { nil: undefined, freq: 2 },
        )
        .map((v): [string, string][] => (v === undefined ? [] : [[p.name, v]])),
    ),
  );
  // The first scheme that needs a credential gives a working one: a missing or wrong credential
  // is a fault of its own (headerMutations), so that a refusal of the case can only be about its fault.
  const scheme = operation.security.find((schemes) => schemes.length > 0)?.[0];
  const credentials = scheme === undefined ? fc.constant([]) : world.credentials(scheme);
  return fc
    .tuple(pathValues, queryValues, headerValues, credentials)
    .chain(([path, query, headers, credential]) => {
      const custom = world.bodySchema?.(operation, path);
      const bodySchema = custom ?? operation.body;
      // A WebSocket address is asked as a real upgrade (plain requests to it come from the mutations).
      const upgrade: [string, string][] = operation.upgrade
        ? [
            ['Upgrade', 'websocket'],
            ['Connection', 'Upgrade'],
            ['Sec-WebSocket-Version', '13'],
            ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
          ]
        : [];
      const draft: Draft = {
        operation,
        method: operation.method,
        path,
        query: query.flat(),
        headers: [
          ['Host', world.host],
          ...credential.map(([n, v]): [string, string] => [n, v]),
          ...headers.flat(),
          ...upgrade,
        ],
        ...(bodySchema ? { bodySchema: { schema: bodySchema.schema, pointer: bodySchema.pointer } } : {}),
      };
      if (!bodySchema) return fc.constant(draft);
      draft.headers.push(['Content-Type', 'application/json']);
      return valueOf(bodySchema.schema, world.context).map((body) => ({ ...draft, body }));
    });
}

/** The fields the body now gets wrong, by the schema; null when it still matches. */
function bodyFault(draft: Draft, body: unknown): Fault | null {
  if (!draft.bodySchema) return null;
  const paths = schemaFaults(draft.operation.api, draft.bodySchema.pointer, draft.bodySchema.schema, body);
  return paths.length === 0 ? null : { kind: 'field', paths };
}

type Mutation = (draft: Draft) => fc.Arbitrary<{ draft: Draft; fault: Fault | null; label: string }>;

const done = (draft: Draft, fault: Fault | null, label: string) => ({ draft, fault, label });

const bodyMutations: Mutation[] = [
  // A field of the wrong type or out of range (or still valid: then no fault).
  (d) =>
    fc.tuple(fc.nat(), hostileValue()).map(([i, value]) => {
      const paths = pathsOf(d.body).filter((p) => p.length > 0);
      if (paths.length === 0)
        return done({ ...d, body: value }, bodyFault(d, value) ?? { kind: 'body' }, 'body replaced');
      const path = paths[i % paths.length] as (string | number)[];
      const body = withValueAt(d.body, path, value);
      return done({ ...d, body }, bodyFault(d, body), 'field value');
    }),
  // An unknown field, at the top or inside.
  (d) =>
    fc
      .tuple(
        fc.nat(),
        fc.oneof(fc.constantFrom('extra', 'Id', 'id ', 'contextkey', ''), fc.string({ maxLength: 12 })),
        hostileValue(),
      )
      .map(([i, key, value]) => {
        const objects = objectPathsOf(d.body);
        const at = objects[i % Math.max(1, objects.length)] ?? [];
        const body = withValueAt(d.body, [...at, key], value);
        return done({ ...d, body }, bodyFault(d, body), 'unknown field');
      }),
  // A field left out.
  (d) =>
    fc.nat().map((i) => {
      const paths = pathsOf(d.body).filter((p) => p.length > 0);
      if (paths.length === 0) return done(d, null, 'nothing to remove');
      const body = withValueAt(d.body, paths[i % paths.length] as (string | number)[], REMOVE);
      return done({ ...d, body }, bodyFault(d, body), 'field removed');
    }),
  // A key that reaches a prototype, at any depth.
  (d) =>
    fc.tuple(fc.nat(), fc.constantFrom(...UNSAFE_KEYS), hostileValue()).map(([i, key, value]) => {
      const objects = objectPathsOf(d.body);
      const at = objects[i % Math.max(1, objects.length)] ?? [];
      const text = jsonWithMember(d.body ?? {}, at, key, value);
      return done({ ...d, rawBody: Buffer.from(text, 'utf8') }, fieldFault([...at, key]), `${key} key`);
    }),
  // Not a JSON object at all.
  (d) =>
    notAnObject().map((text) =>
      done({ ...d, rawBody: Buffer.from(text, 'utf8') }, { kind: 'body' }, 'not an object'),
    ),
  // Bytes that are not UTF-8 inside a string.
  (d) =>
    fc
      .nat()
      .map((i) =>
        done({ ...d, rawBody: withBadUtf8(JSON.stringify(d.body ?? {}), i) }, { kind: 'body' }, 'bad UTF-8'),
      ),
  // Larger than the body limit once decoded, plain or as a small compressed bomb.
  (d) =>
    fc.tuple(fc.integer({ min: 65 * 1024, max: 300 * 1024 }), fc.boolean()).map(([size, bomb]) => {
      const text = Buffer.from(`{"padding":"${'x'.repeat(size)}"}`);
      const headers: [string, string][] = bomb ? [...d.headers, ['Content-Encoding', 'gzip']] : d.headers;
      return done(
        { ...d, headers, rawBody: bomb ? gzipSync(text) : text },
        { kind: 'body' },
        bomb ? 'gzip bomb' : 'too large',
      );
    }),
];

const CODINGS: Readonly<Record<string, (b: Buffer) => Buffer>> = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

const withoutHeader = (headers: readonly [string, string][], name: string) =>
  headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());

const encodingMutations: Mutation[] = [
  // Declared compressed, sent plain (or compressed as another coding).
  (d) =>
    fc
      .tuple(fc.constantFrom('gzip', 'deflate', 'br'), fc.constantFrom('plain', 'gzip', 'deflate', 'br'))
      .map(([declared, actual]) => {
        const plain = d.rawBody ?? Buffer.from(JSON.stringify(d.body ?? {}));
        const bytes = actual === 'plain' ? plain : (CODINGS[actual] as (b: Buffer) => Buffer)(plain);
        const headers: [string, string][] = [...d.headers, ['Content-Encoding', declared]];
        return done(
          { ...d, headers, rawBody: bytes },
          actual === declared ? null : { kind: 'header', name: 'Content-Encoding' },
          `${declared} declared, ${actual} sent`,
        );
      }),
  // A coding the host does not take, or a chain of codings.
  (d) =>
    fc
      .constantFrom(
        'zstd',
        'compress',
        'x-gzip',
        'gzip, gzip',
        'br, identity, gzip',
        'GZIP',
        'gzip;q=1',
        'identity, zstd',
        'chunked',
      )
      .map((coding) => {
        const headers: [string, string][] = [...d.headers, ['Content-Encoding', coding]];
        const body = d.rawBody ?? Buffer.from(JSON.stringify(d.body ?? {}));
        return done(
          { ...d, headers, rawBody: body },
          { kind: 'header', name: 'Content-Encoding' },
          `Content-Encoding ${coding}`,
        );
      }),
  // A Content-Type that is not JSON, or none.
  (d) =>
    fc
      .constantFrom(
        null,
        '',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        'application/xml',
        'json',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/json, text/plain',
        'application/merge-patch+json',
        '*/*',
      )
      .map((type) => {
        const headers = withoutHeader(d.headers, 'Content-Type');
        if (type !== null) headers.push(['Content-Type', type]);
        const isJson = type !== null && /^application\/json\s*(;\s*charset=utf-8)?$/i.test(type);
        return done(
          { ...d, headers },
          isJson ? null : { kind: 'header', name: 'Content-Type' },
          `Content-Type ${type}`,
        );
      }),
];

/** The header as a fault, unless it is a header parameter of the operation and the value matches its schema. */
function headerFault(operation: Operation, name: string, value: string): Fault | null {
  const parameter = byIn(operation, 'header').find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (!parameter) return { kind: 'header', name };
  const pointer = `${operation.operationId} header ${parameter.name}`;
  return schemaFaults(operation.api, pointer, parameter.schema, value).length === 0
    ? null
    : { kind: 'header', name };
}

/** `body` as chunks of a chunked transfer coding; `broken` writes a chunk size that is not hex. */
function chunked(body: Buffer, pieces: number, broken: boolean): Buffer {
  const size = Math.max(1, Math.ceil(body.length / pieces));
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    const length = broken && at === 0 ? 'zz' : piece.length.toString(16);
    chunks.push(Buffer.from(`${length}\r\n`), piece, Buffer.from('\r\n'));
  }
  return Buffer.concat([...chunks, Buffer.from('0\r\n\r\n')]);
}

const chunkedMutations: Mutation[] = [
  // The same body sent in chunks (valid), or with a chunk size that is not hexadecimal.
  (d) =>
    fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean()).map(([pieces, broken]) => {
      const body = d.rawBody ?? Buffer.from(JSON.stringify(d.body ?? {}));
      const headers: [string, string][] = [
        ...withoutHeader(d.headers, 'Content-Length'),
        ['Transfer-Encoding', 'chunked'],
      ];
      const draft = { ...d, headers, rawBody: chunked(body, pieces, broken), unanswered: broken };
      return done(
        draft,
        broken ? { kind: 'header', name: 'Transfer-Encoding' } : null,
        broken ? 'broken chunks' : 'chunked',
      );
    }),
];

const REPEATABLE = [
  'Host',
  'Authorization',
  'Content-Type',
  'Content-Encoding',
  'Cookie',
  'Origin',
  'Idempotency-Key',
  'Content-Length',
];

const headerMutations: Mutation[] = [
  // A header given twice, with the same or another value.
  (d) =>
    fc
      .tuple(fc.constantFrom(...REPEATABLE), fc.option(hostileString(), { nil: undefined }))
      .map(([name, other]) => {
        const first = d.headers.find(([n]) => n.toLowerCase() === name.toLowerCase());
        const length = String((d.rawBody ?? Buffer.from(JSON.stringify(d.body ?? ''))).length);
        const value = headerSafe(other ?? first?.[1] ?? (name === 'Content-Length' ? length : 'x'));
        const headers: [string, string][] = [...d.headers];
        if (name === 'Content-Length' && d.body === undefined && d.rawBody === undefined)
          return done(d, null, 'no body');
        if (name === 'Content-Length') headers.push(['Content-Length', length]);
        else if (!first) headers.push([name, 'x']);
        headers.push([name, value]);
        return done({ ...d, headers }, { kind: 'header', name }, `${name} twice`);
      }),
  // A wrong, empty or missing credential, Host or Origin.
  (d) =>
    fc
      .tuple(
        fc.constantFrom('Authorization', 'Host', 'Origin', 'Cookie'),
        fc.oneof(
          fc.constant(null),
          hostileString(),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic dXNlcjpwYXNz',
            'bearer svc_api_',
            'Bearer svc_api_00000000000000000000000000000000000000',
            `Bearer ${'0'.repeat(64)}`,
            'evil.example',
            'localhost.',
            '127.0.0.1:1',
            '[::1]',
            'http://evil.example',
            'null',
            'file://',
            'md_session=',
            'md_session=nope; md_session=other',
          ),
        ),
      )
      .map(([name, value]) => {
        const headers = withoutHeader(d.headers, name);
        if (value !== null) headers.push([name, headerSafe(value)]);
        return done(
          { ...d, headers },
          { kind: 'header', name },
          `${name} ${value === null ? 'missing' : 'wrong'}`,
        );
      }),
  // Some other header with a hostile value (the host must ignore it or name it).
  (d) =>
    fc
      .tuple(
        fc.constantFrom(
          'Accept',
          'Accept-Encoding',
          'If-None-Match',
          'X-Forwarded-For',
          'X-Forwarded-Proto',
          'Range',
          'Expect',
          'Idempotency-Key',
          'Transfer-Encoding',
          'Upgrade',
          'Connection',
          'TE',
          'Via',
          'Forwarded',
          'Sec-WebSocket-Version',
          'Sec-WebSocket-Key',
          'Sec-WebSocket-Protocol',
          'Sec-WebSocket-Extensions',
        ),
        hostileString(),
      )
      .map(([name, value]) => {
        const headers = withoutHeader(d.headers, name);
        const sent = headerSafe(value).slice(0, 8000);
        headers.push([name, sent]);
        // Without its Upgrade or Connection an upgrade is another request (a plain GET), not a faulty one.
        const reframed = d.operation.upgrade && ['upgrade', 'connection'].includes(name.toLowerCase());
        const fault: Fault | null = reframed ? { kind: 'target' } : headerFault(d.operation, name, sent);
        return done({ ...d, headers }, fault, `${name} hostile`);
      }),
];

const ODD_SEGMENTS = [
  '',
  '.',
  '..',
  '%',
  '%ZZ',
  '%00',
  '%2F',
  '%2e%2e',
  '%C0%AF',
  '%FF',
  '%E2%82',
  'a/b',
  ';x',
  'é',
  '\u00ff',
];

const parameterMutations: Mutation[] = [
  // A path parameter with a hostile value (sent percent-encoded, as a client would).
  (d) => {
    const names = byIn(d.operation, 'path').map((p) => p.name);
    if (names.length === 0) return fc.constant(done(d, null, 'no path parameter'));
    return fc.tuple(fc.constantFrom(...names), hostileString()).map(([name, hostile]) => {
      const value = hostile.slice(0, 5000);
      // An empty segment is another address, not a value of the parameter.
      const fault: Fault = value === '' ? { kind: 'target' } : { kind: 'parameter', name, in: 'path', value };
      return done({ ...d, path: { ...d.path, [name]: value } }, fault, `path ${name}`);
    });
  },
  // A path segment written as no client should (unencoded, broken escapes, dot segments).
  (d) => {
    const names = byIn(d.operation, 'path').map((p) => p.name);
    if (names.length === 0) return fc.constant(done(d, null, 'no path parameter'));
    return fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...ODD_SEGMENTS))
      .map(([name, raw]) =>
        done({ ...d, rawTarget: targetOf(d, { [name]: raw }) }, { kind: 'target' }, `raw path ${name}`),
      );
  },
  // A query parameter missing, hostile, repeated, or unknown.
  (d) =>
    fc
      .tuple(
        fc.constantFrom(
          ...[
            ...byIn(d.operation, 'query').map((p) => p.name),
            'foo',
            '__proto__',
            'constructor',
            'championship_id[]',
            'a.b',
            '',
          ],
        ),
        fc.constantFrom('drop', 'hostile', 'twice'),
        hostileString(),
      )
      .map(([name, how, value]) => {
        const present = d.query.some(([k]) => k === name);
        if (how === 'drop' && !present) return done(d, null, 'nothing to drop');
        const query = d.query.filter(([k]) => k !== name);
        if (how === 'hostile') query.push([name, value.slice(0, 10_000)]);
        if (how === 'twice')
          query.push([name, d.query.find(([k]) => k === name)?.[1] ?? '1'], [name, value.slice(0, 100)]);
        return done({ ...d, query }, { kind: 'parameter', name, in: 'query', value }, `query ${name} ${how}`);
      }),
];

const targetMutations: Mutation[] = [
  // Odd request targets: case, slashes, dot segments, fragments, absolute form, huge.
  (d) =>
    fc
      .constantFrom(
        (t: string) => `${t.split('?')[0]}/`,
        (t: string) => t.toUpperCase(),
        (t: string) => `/${t}`,
        (t: string) => t.replace(/\//g, '//'),
        (t: string) => t.replace(/^\/api\//, '/api/./'),
        (t: string) => t.replace(/^\/api\//, '/api/x/../'),
        (t: string) => t.replace(/^\/api\//, '/api%2F'),
        (t: string) => `${t}#fragment`,
        (t: string) => `${t}${t.includes('?') ? '&' : '?'}`,
        (t: string) => `${t.split('?')[0]}?&&=&a`,
        (t: string) => `http://evil.example${t}`,
        () => '*',
        (t: string) => `${t}${t.includes('?') ? '&' : '?'}pad=${'x'.repeat(20_000)}`,
        (t: string) => t.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
      )
      .map((odd) => done({ ...d, rawTarget: odd(targetOf(d)) }, { kind: 'target' }, 'odd target')),
  // Another method on the address (the document does not list it).
  (d) =>
    fc
      .constantFrom(
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'TRACE',
        'PROPFIND',
        'get',
        'M-SEARCH',
      )
      .map((method) =>
        done({ ...d, method }, method === d.operation.method ? null : { kind: 'target' }, `method ${method}`),
      ),
];

/** One case for one of `operations`: valid, or with one fault. */
export function httpCase(world: HttpWorld, operations: readonly Operation[]): fc.Arbitrary<HttpCase> {
  return (
    fc
      // Operations that take a body (the writes) come up three times as often: they have more to get wrong.
      .tuple(
        fc.oneof(...operations.map((o) => ({ weight: o.body ? 3 : 1, arbitrary: fc.constant(o) }))),
        world.scopes ?? fc.constant(world.context),
      )
      .chain(([operation, context]) => validDraft({ ...world, context }, operation))
      .chain((base) => {
        const hasBody = base.body !== undefined;
        const pick = fc.oneof(
          { weight: 6, arbitrary: fc.constant<Mutation>((d) => fc.constant(done(d, null, 'valid'))) },
          { weight: hasBody ? 6 : 0, arbitrary: fc.constantFrom(...bodyMutations) },
          { weight: hasBody ? 2 : 0, arbitrary: fc.constantFrom(...encodingMutations) },
          { weight: 3, arbitrary: fc.constantFrom(...headerMutations) },
          { weight: 1, arbitrary: fc.constantFrom(...chunkedMutations) },
          { weight: 2, arbitrary: fc.constantFrom(...parameterMutations) },
          { weight: 1, arbitrary: fc.constantFrom(...targetMutations) },
        );
        return pick.chain((mutation) => mutation(base)).map((mutated) => ({ ...mutated, base }));
      })
      .map(({ draft, fault, label, base }) => {
        const request = requestOf(draft);
        // A field so long that the body passes the limit: the size is what is wrong.
        const tooLarge = fault?.kind === 'field' && (request.body?.length ?? 0) > BODY_LIMIT_BYTES;
        return {
          operation: draft.operation,
          request,
          base: requestOf(base),
          fault: tooLarge ? { kind: 'body' as const } : fault,
          label,
          unanswered: draft.unanswered === true,
        };
      })
  );
}
