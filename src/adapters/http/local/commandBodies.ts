import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { CommandSubmission } from '../../../application/desk/SubmitCommand';
import type { CommandRequest } from '../../../domain/command/Command';
import { DEFAULT_GESTURE, GESTURES, isGesture } from '../../../domain/desk/Gesture';
import { apiError } from '../../errors/ApiError';

type Body = Record<string, unknown>;

function refuse(details: Record<string, string>): never {
  throw apiError('invalid_parameters', details, { message: 'The command body is invalid.' });
}

function checkFields(body: Body, known: readonly string[], details: Record<string, string>): void {
  for (const name of Object.keys(body)) {
    if (!known.includes(name)) details[name] = `${name} is not a field of this command.`;
  }
  if (typeof body.contextKey !== 'string' || body.contextKey === '') {
    details.contextKey = 'contextKey is required: the value read from GET /api/v1/state.';
  }
}

/** Spec 4.1: `{contextKey, gesture?}`; gesture is left, middle, right or reset (default left). */
export function clickRequest(buttonId: string, body: Body): { contextKey: string; request: CommandRequest } {
  const details: Record<string, string> = {};
  checkFields(body, ['contextKey', 'gesture'], details);
  const gesture = body.gesture ?? DEFAULT_GESTURE;
  if (!isGesture(gesture)) details.gesture = `gesture must be one of ${GESTURES.join(', ')}.`;
  if (Object.keys(details).length > 0 || !isGesture(gesture)) refuse(details);
  return { contextKey: body.contextKey as string, request: { kind: 'click', buttonId, gesture } };
}

/** Spec 4.1: `{contextKey, params?}`; params is an object whose content the action announces. */
export function actionRequest(actionId: string, body: Body): { contextKey: string; request: CommandRequest } {
  const details: Record<string, string> = {};
  checkFields(body, ['contextKey', 'params'], details);
  const params = body.params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    details.params = 'params must be an object.';
  }
  if (Object.keys(details).length > 0) refuse(details);
  return {
    contextKey: body.contextKey as string,
    request: { kind: 'action', actionId, params: params as Record<string, unknown> },
  };
}

/** JSON with sorted keys, so that the same content hashes the same whatever its layout. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Body)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** CONTRACT-NOTES: an Idempotency-Key is bound to method + path + body hash. */
export function submissionOf(
  ctx: Context,
  body: Body,
  parsed: { contextKey: string; request: CommandRequest },
): CommandSubmission {
  const key = ctx.headers['idempotency-key'];
  if (key === undefined) return parsed;
  const bodyHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  return {
    ...parsed,
    idempotency: {
      key: Array.isArray(key) ? key.join(',') : key,
      fingerprint: { method: ctx.method, path: ctx.path, bodyHash },
    },
  };
}
