// Every HTTP response the suites receive is checked against its OpenAPI document (issue 6): the
// status must be listed for the operation, the body must match the listed schema (ajv, JSON
// Schema 2020-12) and the required headers must be there. A mismatch throws, so the test fails.
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import type {
  ApiName,
  HeaderObject,
  OperationObject,
  Reference,
  ResponseObject,
} from './contract/openapiDocuments';
import { DOCUMENTS, resolved, targetOf } from './contract/openapiDocuments';

export type { ApiName } from './contract/openapiDocuments';

/** Header values as fetch (Headers) or node:http (a plain record) give them. */
export type ResponseHeaders = Headers | Readonly<Record<string, string | string[] | undefined>>;

export class ResponseMismatch extends Error {
  override readonly name = 'ResponseMismatch';
}

const SCHEMA_ID = (api: ApiName) => `https://match-desk.invalid/${api}.openapi.json`;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `#/components/schemas/X` → the registered document's `$defs/X`, everywhere in a schema. */
function rewriteRefs(api: ApiName, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(api, v));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        return [key, `${SCHEMA_ID(api)}#/$defs/${v.slice('#/components/schemas/'.length)}`];
      }
      return [key, rewriteRefs(api, v)];
    }),
  );
}

/** Where each (rewritten) schema object sits in its document, to name it in a mismatch. */
const locations = new WeakMap<object, string>();

function remember(value: unknown, pointer: string): void {
  if (value === null || typeof value !== 'object') return;
  locations.set(value, pointer);
  for (const [key, v] of Object.entries(value)) {
    remember(v, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function newAjv(api: ApiName): Ajv2020 {
  // ajv-formats is not a dependency: the two formats the documents use are checked here.
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true });
  ajv.addFormat('date-time', (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)));
  ajv.addFormat('uuid', UUID);
  const schemas = rewriteRefs(api, DOCUMENTS[api].components.schemas);
  remember(schemas, '#/components/schemas');
  ajv.addSchema({ $id: SCHEMA_ID(api), $defs: schemas });
  return ajv;
}

const ajvs = new Map<ApiName, Ajv2020>();
const validators = new Map<string, ValidateFunction>();

/** The validator of a schema, compiled once; `pointer` is where the schema sits in the document. */
function validatorFor(api: ApiName, pointer: string, schema: object): ValidateFunction {
  let validate = validators.get(`${api} ${pointer}`);
  if (!validate) {
    let ajv = ajvs.get(api);
    if (!ajv) {
      ajv = newAjv(api);
      ajvs.set(api, ajv);
    }
    const rewritten = rewriteRefs(api, schema) as object;
    remember(rewritten, pointer);
    validate = ajv.compile(rewritten);
    validators.set(`${api} ${pointer}`, validate);
  }
  return validate;
}

/**
 * Compiles every component schema of the document in ajv's strict mode (request bodies too, which
 * responses never reach): a keyword ajv does not know or a broken reference throws. Returns the count.
 */
export function compileComponentSchemas(api: ApiName): number {
  const names = Object.keys(DOCUMENTS[api].components.schemas);
  for (const name of names) {
    validatorFor(api, `#/components/schemas/${name}`, { $ref: `#/components/schemas/${name}` });
  }
  return names.length;
}

function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : '';
      const parent = e.parentSchema ? locations.get(e.parentSchema) : undefined;
      const schema = parent ? `${parent}/${e.keyword}` : e.schemaPath;
      return `  - at ${e.instancePath || '(the body)'}: ${e.message ?? e.keyword}${extra} (schema ${schema})`;
    })
    .join('\n');
}

function headerOf(headers: ResponseHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

const baseType = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isEmpty = (body: unknown): boolean => body === undefined || body === null || body === '';

/** The listed response for a status: the exact code, then its range (4XX), then default. */
function responseFor(
  responses: Readonly<Record<string, ResponseObject | Reference>>,
  status: number,
): [string, ResponseObject | Reference] | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const found = responses[key];
    if (found) return [key, found];
  }
  return undefined;
}

/**
 * Checks one response against the document of `api`: `path` is the request's path (its query is
 * ignored), `body` the parsed JSON for JSON media types and the text otherwise, `headers` (when
 * given) are checked for the listed required headers and the listed schemas. A request the
 * document does not list (unknown path or method) must get one of its `x-unlisted-responses`; any
 * request may get one of the `x-malformed-request-responses` (the HTTP server's own refusals).
 * Throws a ResponseMismatch naming the operation and the schema path on any difference.
 */
export function validateResponse(
  api: ApiName,
  method: string,
  path: string,
  status: number,
  contentType: string | null | undefined,
  body: unknown,
  headers?: ResponseHeaders,
): void {
  const target = targetOf(api, method, path);
  const operation: OperationObject | null = target.operation;
  const name = operation
    ? `${api} ${method.toUpperCase()} ${target.template} (${operation.operationId ?? 'no operationId'})`
    : `${api} ${method.toUpperCase()} ${path.split('?')[0]} (not listed in the document)`;
  const responses = operation ? operation.responses : DOCUMENTS[api]['x-unlisted-responses'];
  const where = operation
    ? `#/paths/${target.template?.replace(/~/g, '~0').replace(/\//g, '~1')}/${target.method === 'head' ? 'get' : target.method}/responses`
    : '#/x-unlisted-responses';
  const fail = (problem: string): never => {
    throw new ResponseMismatch(`${name} answered ${status}: ${problem}`);
  };

  // A request the HTTP server cannot take as it is gets its answer before any route, at any address.
  const malformed = DOCUMENTS[api]['x-malformed-request-responses'] ?? {};
  const own = responseFor(responses, status);
  const other = responseFor(malformed, status);
  if (!own && !other) {
    const listed = [
      ...Object.keys(responses),
      ...Object.keys(malformed).map((k) => `${k} (malformed request)`),
    ];
    fail(`the document lists no such status (listed: ${listed.join(', ')})`);
  }
  const check = (found: [string, ResponseObject | Reference], at: string) =>
    checkResponse(api, found, at, method, contentType, body, headers, fail);
  if (!own) return check(other as [string, ResponseObject | Reference], '#/x-malformed-request-responses');
  try {
    check(own, where);
  } catch (mismatch) {
    // The operation lists this status with another body (e.g. an HTML page's 400): a malformed request's still fits.
    if (!other || !(mismatch instanceof ResponseMismatch)) throw mismatch;
    try {
      check(other, '#/x-malformed-request-responses');
    } catch {
      throw mismatch;
    }
  }
}

/** Checks the answer against one listed response (`found`, listed at `where`). */
function checkResponse(
  api: ApiName,
  found: [string, ResponseObject | Reference],
  where: string,
  method: string,
  contentType: string | null | undefined,
  body: unknown,
  headers: ResponseHeaders | undefined,
  fail: (problem: string) => never,
): void {
  const [key, listed] = found;
  const response = resolved<ResponseObject>(api, listed);
  const base = '$ref' in listed ? listed.$ref : `${where}/${key}`;

  if (headers) checkHeaders(api, base, response, headers, fail);

  const media = response.content;
  if (method.toUpperCase() === 'HEAD') return;
  if (!media) {
    if (!isEmpty(body))
      fail(`the document lists no content for ${key}, yet the body is ${JSON.stringify(body)}`);
    return;
  }
  const type = baseType(contentType);
  const mediaType = media[type];
  if (!mediaType) {
    fail(
      `content type "${contentType ?? ''}" is not listed for ${key} (listed: ${Object.keys(media).join(', ')})`,
    );
  }
  if (!mediaType?.schema) return;
  const pointer = `${base}/content/${type.replace('/', '~1')}/schema`;
  const validate = validatorFor(api, pointer, mediaType.schema);
  if (!validate(body)) {
    fail(
      `the ${type} body does not match ${pointer}:\n` +
        `${describeErrors(validate.errors)}\n  body: ${JSON.stringify(body)}`,
    );
  }
}

function checkHeaders(
  api: ApiName,
  base: string,
  response: ResponseObject,
  headers: ResponseHeaders,
  fail: (problem: string) => never,
): void {
  for (const [headerName, listed] of Object.entries(response.headers ?? {})) {
    const header = resolved<HeaderObject>(api, listed);
    const value = headerOf(headers, headerName);
    if (value === undefined) {
      if (header.required) fail(`the required header ${headerName} is missing`);
      continue;
    }
    if (!header.schema) continue;
    const pointer = '$ref' in listed ? `${listed.$ref}/schema` : `${base}/headers/${headerName}/schema`;
    const validate = validatorFor(api, pointer, header.schema);
    if (!validate(value)) {
      fail(
        `header ${headerName}: ${JSON.stringify(value)} does not match ${pointer}:\n${describeErrors(validate.errors)}`,
      );
    }
  }
}

/**
 * Where `value` breaks `schema` (a schema of the document of `api`, e.g. a request body, at
 * `pointer`): one dotted field path per ajv error (`params.type`, `sports.0`, a missing or
 * unknown property named), none when the value matches. The fuzz suites use it to know which
 * field a mutated input got wrong.
 */
export function schemaFaults(api: ApiName, pointer: string, schema: object, value: unknown): string[] {
  const validate = validatorFor(api, pointer, schema);
  return validate(value) ? [] : faultPathsOf(validate.errors);
}

/** The dotted field path of each ajv error: its instance path, and the unknown or missing property it names. */
export function faultPathsOf(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    // The instance path is a JSON pointer (escaped); the property ajv names is the key itself.
    const parts = e.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const extra = e.params.additionalProperty ?? e.params.missingProperty;
    if (typeof extra === 'string') parts.push(extra);
    return parts.join('.');
  });
}
