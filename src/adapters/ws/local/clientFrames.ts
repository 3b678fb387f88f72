import type { CommandRequest } from '../../../domain/command/Command';
import { DEFAULT_GESTURE } from '../../../domain/desk/Gesture';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { refuseUnsafeKeys } from '../../../domain/shared/unsafeKeys';
import { statusOf } from '../../errors/errorMap';
import { checkInput } from '../../validation/checkInput';
import { ActionFrame, AuthFrame, ClickFrame, PingFrame } from './clientFrameInputs';
import type { ErrorMessage } from './serverMessages';

/** What a client may send on /ws (CONTRACT-NOTES "/ws messages"), once parsed and checked. */
export type ClientMessage =
  | { readonly type: 'auth'; readonly token: string }
  | { readonly type: 'ping'; readonly requestId?: string }
  | {
      readonly type: 'command';
      readonly requestId: string;
      readonly contextKey: string;
      readonly request: CommandRequest;
    };

type Frame = Record<string, unknown>;

const bad = (code: string, error: string, requestId?: string): ErrorMessage => ({
  code,
  error,
  ...(requestId === undefined ? {} : { requestId }),
});

/** A refused frame's input error, with the status the same refusal has on HTTP. */
const refused = (error: DomainError, requestId: string | undefined): ErrorMessage => ({
  ...bad(error.code, error.message, requestId),
  errors: { ...error.details },
  status: statusOf(error.code),
});

/** Echoed in the refusal of a frame only when it is well formed (the rule of PingFrame's requestId). */
const requestIdOf = (frame: Frame): string | undefined => {
  const id = frame.requestId;
  if (id === undefined) return undefined;
  return checkInput(PingFrame, { type: 'ping', requestId: id }, { keysChecked: true }).ok
    ? (id as string)
    : undefined;
};

function messageOf(frame: Frame): Result<ClientMessage, DomainError> | null {
  switch (frame.type) {
    case 'auth': {
      const auth = checkInput(AuthFrame, frame, { keysChecked: true });
      return auth.ok ? ok({ type: 'auth', token: auth.value.token }) : auth;
    }
    case 'ping': {
      const ping = checkInput(PingFrame, frame, { keysChecked: true });
      if (!ping.ok) return ping;
      const { requestId } = ping.value;
      return ok(requestId === undefined ? { type: 'ping' } : { type: 'ping', requestId });
    }
    case 'click': {
      const click = checkInput(ClickFrame, frame, { keysChecked: true });
      if (!click.ok) return click;
      const { requestId, contextKey, buttonId, gesture } = click.value;
      const request: CommandRequest = { kind: 'click', buttonId, gesture: gesture ?? DEFAULT_GESTURE };
      return ok({ type: 'command', requestId, contextKey, request });
    }
    case 'action': {
      const action = checkInput(ActionFrame, frame, { keysChecked: true });
      if (!action.ok) return action;
      const { requestId, contextKey, actionId, params } = action.value;
      const request: CommandRequest = { kind: 'action', actionId, params: params ?? {} };
      return ok({ type: 'command', requestId, contextKey, request });
    }
    default:
      return null;
  }
}

/**
 * A client frame: JSON text with a `type`. Unparsable text, a binary frame, a frame without
 * type, an unknown type or a frame its input class refuses give the `error` to send back.
 */
export function parseClientFrame(data: Buffer, isBinary: boolean): Result<ClientMessage, ErrorMessage> {
  if (isBinary) return err(bad('invalid_message', 'Messages are JSON text frames, not binary.'));
  let frame: unknown;
  try {
    frame = JSON.parse(data.toString('utf8'));
  } catch {
    return err(bad('invalid_json', 'The message is not valid JSON.'));
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return err(bad('invalid_message', 'A message is a JSON object with a type.'));
  }
  const f = frame as Frame;
  const unsafe = refuseUnsafeKeys(f);
  if (unsafe) return err(refused(unsafe, requestIdOf(f)));
  if (f.type === undefined)
    return err(bad('invalid_message', 'A message is a JSON object with a type.', requestIdOf(f)));
  const message = messageOf(f);
  if (message === null)
    return err(bad('unknown_type', `Unknown message type ${JSON.stringify(f.type)}.`, requestIdOf(f)));
  if (message.ok) return message;
  return err(refused(message.error, f.type === 'auth' ? undefined : requestIdOf(f)));
}
