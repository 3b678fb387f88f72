import type { Context, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { ApiError } from './ApiError';

/** The local API's documented body limit (CONTRACT-NOTES); the web API uses the same. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * JSON-only bodies: a write with another content type gets 415, an oversized body 413 and
 * invalid JSON 400. Only objects are accepted at the top level (spec 4.1: "required object").
 */
export function jsonBody(limitBytes = DEFAULT_BODY_LIMIT_BYTES) {
  const parse = koaBody({
    json: true,
    multipart: false,
    urlencoded: false,
    text: false,
    jsonStrict: true,
    jsonLimit: limitBytes,
    includeUnparsed: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH],
  });
  return async function requireJson(ctx: Context, next: Next): Promise<void> {
    if (!['POST', 'PUT', 'PATCH'].includes(ctx.method)) return next();
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > limitBytes) {
      throw new ApiError(413, 'body_too_large', `The request body exceeds ${limitBytes} bytes.`);
    }
    if (!ctx.is('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json.');
    }
    await parse(ctx, async () => undefined);
    const body = (ctx.request as { body?: unknown }).body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError(400, 'invalid_json', 'The request body must be a JSON object.');
    }
    return next();
  };
}
