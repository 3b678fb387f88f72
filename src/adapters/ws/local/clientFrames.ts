import type { CommandRequest } from '../../../domain/command/Command';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { refuseUnsafeKeys } from '../../../domain/shared/unsafeKeys';
import { actionRequest, clickRequest } from '../../http/local/commandBodies';
import type { ErrorMessage } from './serverMessages';
import { ApiError } from '../../errors/ApiError';
import { statusOf } from '../../errors/errorMap';

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

export const MAX_REQUEST_ID_LENGTH = 100;

const bad = (
  code: string,
  error: string,
  requestId?: string,
  errors?: Record<string, string>,
): ErrorMessage => ({
  code,
  error,
  ...(requestId === undefined ? {} : { requestId }),
  ...(errors === undefined ? {} : { errors, status: statusOf(code) }),
});

const requestIdOf = (frame: Frame): string | undefined =>
  typeof frame.requestId === 'string' &&
  frame.requestId.length >= 1 &&
  frame.requestId.length <= MAX_REQUEST_ID_LENGTH
    ? frame.requestId
    : undefined;

/** The same checks as the HTTP bodies (commandBodies), on the frame without its envelope. */
function commandOf(frame: Frame, kind: 'click' | 'action'): Result<ClientMessage, ErrorMessage> {
  const requestId = requestIdOf(frame);
  const targetField = kind === 'click' ? 'buttonId' : 'actionId';
  const { type: _type, requestId: _id, [targetField]: target, ...body } = frame;
  const details: Record<string, string> = {};
  if (requestId === undefined) {
    details.requestId = `requestId is required: a string of 1 to ${MAX_REQUEST_ID_LENGTH} characters.`;
  }
  if (typeof target !== 'string' || target === '') details[targetField] = `${targetField} is required.`;
  try {
    const parsed =
      kind === 'click' ? clickRequest(String(target), body) : actionRequest(String(target), body);
    if (Object.keys(details).length > 0) {
      return err(bad('invalid_parameters', `The ${kind} message is invalid.`, requestId, details));
    }
    return ok({
      type: 'command',
      requestId: requestId as string,
      contextKey: parsed.contextKey,
      request: parsed.request,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = { ...details, ...(error.details ?? {}) };
    return err(bad('invalid_parameters', `The ${kind} message is invalid.`, requestId, errors));
  }
}

/**
 * A client frame: JSON text with a `type`. Unparsable text, a binary frame, a frame without
 * type, an unknown type or missing fields give the `error` to send back.
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
  const requestId = requestIdOf(f);
  const unsafe = refuseUnsafeKeys(f);
  if (unsafe) return err(bad(unsafe.code, unsafe.message, requestId, { ...unsafe.details }));
  switch (f.type) {
    case 'auth':
      return typeof f.token === 'string'
        ? ok({ type: 'auth', token: f.token })
        : err(bad('invalid_parameters', 'The auth message needs token.', undefined, { token: 'required' }));
    case 'ping':
      return ok(requestId === undefined ? { type: 'ping' } : { type: 'ping', requestId });
    case 'click':
    case 'action':
      return commandOf(f, f.type);
    case undefined:
      return err(bad('invalid_message', 'A message is a JSON object with a type.', requestId));
    default:
      return err(bad('unknown_type', `Unknown message type ${JSON.stringify(f.type)}.`, requestId));
  }
}
