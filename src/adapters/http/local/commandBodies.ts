import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { CommandSubmission } from '../../../application/desk/SubmitCommand';
import type { CommandRequest } from '../../../domain/command/Command';
import { DEFAULT_GESTURE } from '../../../domain/desk/Gesture';
import { canonicalJson } from '../canonicalJson';
import { checkedInput } from '../checkedInput';
import { ActionBody, ClickBody } from './commandInputs';

type Body = Record<string, unknown>;

export interface ParsedCommand {
  readonly contextKey: string;
  readonly request: CommandRequest;
}

/** Spec 4.1: the click body (ClickBody); the gesture is left when not given. */
export function clickRequest(buttonId: string, body: Body): ParsedCommand {
  const { contextKey, gesture } = checkedInput(ClickBody, body);
  return { contextKey, request: { kind: 'click', buttonId, gesture: gesture ?? DEFAULT_GESTURE } };
}

/** Spec 4.1: the action body (ActionBody); params are {} when not given. */
export function actionRequest(actionId: string, body: Body): ParsedCommand {
  const { contextKey, params } = checkedInput(ActionBody, body);
  return { contextKey, request: { kind: 'action', actionId, params: params ?? {} } };
}

/** CONTRACT-NOTES: an Idempotency-Key is bound to method + path + body hash. */
export function submissionOf(ctx: Context, body: Body, parsed: ParsedCommand): CommandSubmission {
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
