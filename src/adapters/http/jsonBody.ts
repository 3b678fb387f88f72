import type { Context, Next } from 'koa';
import { ACCEPTED_ENCODINGS, encodingOf } from './body/contentEncoding';
import { BODY_DEADLINE_MS, readBody, tooLarge } from './body/readBody';
import { settleUnreadBody } from './body/unreadBody';
import { hasBody } from './body/hasBody';
import { mediaTypeOf } from './body/mediaType';
import { utf8Text } from '../system/utf8Text';
import type { ApiError } from '../errors/ApiError';
import { apiError } from '../errors/ApiError';

/** The local API's documented body limit (CONTRACT-NOTES); the web API uses the same. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

declare module 'koa' {
  interface Request {
    /** The parsed JSON object, set by jsonBody. */
    body?: unknown;
  }
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/** The body's text (the one strict reader of user text, utf8Text); bytes that are not UTF-8 are refused, never replaced. */
function bodyText(bytes: Buffer): string {
  const read = utf8Text(bytes);
  if (read.ok) return read.text;
  throw apiError('invalid_body', undefined, {
    message: 'The request body is not valid UTF-8, which JSON bodies must be (RFC 8259).',
  });
}

function parseObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError('invalid_json');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw apiError('invalid_json', undefined, { message: 'The request body must be a JSON object.' });
  }
  return body as Record<string, unknown>;
}

/**
 * JSON-only bodies: a write with another content type gets 415, as does a Content-Encoding other
 * than gzip, deflate, br or identity, or a charset other than UTF-8; a body over the limit once
 * decoded gets 413; bytes that do not decode (as the Content-Encoding says, then as UTF-8) 400
 * `invalid_body`; a body still arriving after `deadlineMs` 408 `request_timeout`;
 * invalid JSON or a non-object 400 `invalid_json`. The object is then
 * the route's input class to check (checkedInput), which refuses `__proto__`, `constructor` and
 * `prototype` keys at any depth, unknown fields and malformed ones (400 naming each).
 * With `bodyOptional`, a request without a body (hasBody) reads as `{}` whatever its type.
 */
export function jsonBody(
  limitBytes = DEFAULT_BODY_LIMIT_BYTES,
  deadlineMs = BODY_DEADLINE_MS,
  { bodyOptional = false }: { readonly bodyOptional?: boolean } = {},
) {
  return async function requireJson(ctx: Context, next: Next): Promise<void> {
    if (!BODY_METHODS.includes(ctx.method)) return next();
    const withBody = hasBody(ctx.req.headers);
    if (bodyOptional && !withBody) {
      ctx.request.body = {};
      return next();
    }
    const early = (error: ApiError): Promise<ApiError> => settleUnreadBody(ctx.req, error);
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > limitBytes) {
      throw await early(tooLarge(limitBytes));
    }
    const media = mediaTypeOf(ctx.get('Content-Type'));
    if (media?.essence !== 'application/json') {
      throw await early(
        ctx.get('Content-Type') !== '' && media === null
          ? apiError(
              'unsupported_media_type',
              { 'Content-Type': 'malformed' },
              {
                message: `Content-Type "${ctx.get('Content-Type')}" is not a media type: send application/json.`,
              },
            )
          : apiError('unsupported_media_type', {
              'Content-Type': ctx.get('Content-Type') === '' ? 'missing' : 'must be application/json',
            }),
      );
    }
    // A JSON request without a body (no Content-Length, no Transfer-Encoding) reads as {}, as one
    // with an empty body does (found by review: it got 415 though its type was JSON).
    if (!withBody) {
      ctx.request.body = {};
      return next();
    }
    const charset = (media.params.charset ?? '').toLowerCase();
    if (charset !== '' && charset !== 'utf-8' && charset !== 'utf8') {
      throw await early(
        apiError(
          'unsupported_media_type',
          { 'Content-Type': `charset=${charset} is not accepted` },
          {
            message: `JSON bodies are UTF-8 (RFC 8259): send no charset, or charset=utf-8, not "${charset}".`,
          },
        ),
      );
    }
    const encoding = encodingOf(ctx.get('Content-Encoding'));
    if (!encoding) {
      throw await early(
        apiError(
          'unsupported_media_type',
          { 'Content-Encoding': 'not accepted' },
          {
            message: `Content-Encoding "${ctx.get('Content-Encoding')}" is not accepted: send gzip, deflate, br or identity.`,
            headers: { 'Accept-Encoding': ACCEPTED_ENCODINGS.filter((e) => e !== 'identity').join(', ') },
          },
        ),
      );
    }
    const bytes = await readBody(ctx.req, encoding, limitBytes, deadlineMs);
    (ctx.request as { body?: unknown }).body = parseObject(bodyText(bytes));
    return next();
  };
}
