import type { ParsedUrlQuery } from 'node:querystring';
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
