import { Equals } from 'class-validator';
import type { DomainError } from '../../../domain/shared/DomainError';
import { refuseUnsafeKeys } from '../../../domain/shared/unsafeKeys';
import { checkInput } from '../../validation/checkInput';
import { Input } from '../../validation/Input';

/** The one frame a notifications client sends (api/realtime.asyncapi.json NotificationsPing). */
@Input({ closed: false, code: 'invalid_parameters', message: 'The ping is invalid.' })
export class NotificationsPing {
  @Equals('ping')
  type!: 'ping';
}

const isPing = (frame: unknown): frame is Record<string, unknown> =>
  typeof frame === 'object' &&
  frame !== null &&
  !Array.isArray(frame) &&
  (frame as { type?: unknown }).type === 'ping';

/**
 * A client frame: a ping to answer, one to refuse (an unsafe key at any depth, issue 13 finding
 * 2), or one to ignore (not JSON, or not a ping: clients have nothing else to say).
 */
export function readNotificationsFrame(text: string): 'ping' | 'ignored' | DomainError {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return 'ignored';
  }
  const unsafe = refuseUnsafeKeys(frame);
  if (unsafe) return unsafe;
  if (!isPing(frame)) return 'ignored';
  const ping = checkInput(NotificationsPing, frame, { keysChecked: true });
  return ping.ok ? 'ping' : ping.error;
}
