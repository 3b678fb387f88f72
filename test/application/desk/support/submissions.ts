import type { CommandSubmission } from '../../../../src/application/desk/SubmitCommand';
import type { RequestFingerprint } from '../../../../src/domain/command/IdempotencyLedger';
import type { Gesture } from '../../../../src/domain/desk/Gesture';

/** Builders of command submissions, as the HTTP adapter would make them. */
export const Submissions = {
  click(contextKey: string, buttonId: string, gesture: Gesture = 'left'): CommandSubmission {
    return { contextKey, request: { kind: 'click', buttonId, gesture } };
  },
  action(contextKey: string, actionId: string, params: Record<string, unknown> = {}): CommandSubmission {
    return { contextKey, request: { kind: 'action', actionId, params } };
  },
  goal(contextKey: string, playerId: string, timer = '70'): CommandSubmission {
    return Submissions.action(contextKey, 'record_event', { type: 1, playerId, timer });
  },
  withKey(submission: CommandSubmission, key: string, bodyHash = 'hash-a'): CommandSubmission {
    const path =
      submission.request.kind === 'click'
        ? `/api/v1/buttons/${submission.request.buttonId}/click`
        : `/api/v1/actions/${submission.request.actionId}`;
    const fingerprint: RequestFingerprint = { method: 'POST', path, bodyHash };
    return { ...submission, idempotency: { key, fingerprint } };
  },
};
