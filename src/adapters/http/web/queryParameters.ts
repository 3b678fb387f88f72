import type { ParsedUrlQuery } from 'node:querystring';
import { ID_PATTERN } from './ids';
import { apiError } from '../../errors/ApiError';

/** Names a client might use to put a token in the URL (spec 5.2.1: never in the URL). */
const TOKEN_PARAMETERS = new Set([
  'access_token',
  'token',
  'api_key',
  'apikey',
  'key',
  'bearer',
  'authorization',
]);

/** `text`: any value that passes the spec's `check`. */
export type ParameterKind = 'id' | 'flag' | 'text';

export interface ParameterSpec {
  readonly kind: ParameterKind;
  readonly required: boolean;
  /** Issue 11: a further check of the value; returns what is wrong ("must be …") or null. */
  readonly check?: (value: string) => string | null;
}

export type ParameterSpecs = Readonly<Record<string, ParameterSpec>>;

export const requiredId: ParameterSpec = { kind: 'id', required: true };
export const optionalId: ParameterSpec = { kind: 'id', required: false };
export const optionalFlag: ParameterSpec = { kind: 'flag', required: false };

/**
 * spec 5.2.1: a token in the query string is refused with 400 before authentication, so that a
 * client learns at once that its secret leaked into a URL (and logs, which record only paths).
 */
export function refuseTokenInQuery(query: ParsedUrlQuery): void {
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (TOKEN_PARAMETERS.has(name.toLowerCase()) || values.some((v) => v.startsWith('svc_api_'))) {
      throw apiError('query_string_not_allowed', undefined, {
        message:
          'A token is never accepted in the URL: send it in the header "Authorization: Bearer svc_api_…".',
      });
    }
  }
}

function problemOf(spec: ParameterSpec, value: string | string[] | undefined): string | null {
  if (value === undefined) return spec.required ? 'is required' : null;
  if (Array.isArray(value)) return 'must be given once';
  if (spec.check) return spec.check(value);
  if (spec.kind === 'id') return ID_PATTERN.test(value) ? null : 'must be a numeric id';
  if (spec.kind === 'text') return null;
  return value === '0' || value === '1' ? null : 'must be 0 or 1';
}

/**
 * Checks the query against the endpoint's parameters: unknown, missing, repeated or malformed
 * parameters are a 400 naming each bad one in `errors`. Returns the values as strings.
 */
export function checkQuery(query: ParsedUrlQuery, specs: ParameterSpecs): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(query)) {
    if (!(name in specs)) errors[name] = `${name} is not a parameter of this endpoint`;
  }
  const values: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = query[name];
    const problem = problemOf(spec, value);
    if (problem) errors[name] = `${name} ${problem}`;
    else if (typeof value === 'string') values[name] = value;
  }
  if (Object.keys(errors).length > 0) {
    throw apiError('invalid_parameters', errors, { message: 'The query parameters are invalid.' });
  }
  return values;
}
