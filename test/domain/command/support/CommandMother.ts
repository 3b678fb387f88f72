import type { CommandRequest, NewCommand } from '../../../../src/domain/command/Command';
import type { Submission } from '../../../../src/domain/command/CommandBook';
import type { RequestFingerprint } from '../../../../src/domain/command/IdempotencyLedger';

export const T0 = Date.parse('2024-05-01T20:00:00.000Z');
export const CONTEXT = 'football:1:100';

/** A deterministic uuid per number: 00000000-0000-4000-8000-00000000000n. */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const aClick = (buttonId = 'timer'): CommandRequest => ({ kind: 'click', buttonId, gesture: 'left' });

export const anAction = (
  actionId = 'record_event',
  params: Record<string, unknown> = { type: 1 },
): CommandRequest => ({
  kind: 'action',
  actionId,
  params,
});

export function aNewCommand(overrides: Partial<NewCommand> = {}): NewCommand {
  return { id: uuid(1), request: aClick(), contextKey: CONTEXT, createdAt: T0, ...overrides };
}

export function aFingerprint(bodyHash = 'hash-a', path = '/api/v1/buttons/timer/click'): RequestFingerprint {
  return { method: 'POST', path, bodyHash };
}

export function aSubmission(n: number, overrides: Partial<Submission> = {}): Submission {
  return { id: uuid(n), request: aClick(), contextKey: CONTEXT, createdAt: T0, ...overrides };
}
