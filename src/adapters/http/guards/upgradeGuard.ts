import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { logUnexpected, unexpectedError } from '../errorHandler';
import type { Logger } from '../Logger';
import { refuseUpgrade } from '../refuseUpgrade';
import type { MaybePromise, Passage, Verdict } from './pipeline';
import { release, settle } from './pipeline';

/**
 * The upgrade side of a host's guard pipeline: a refusal is answered with its status and Error
 * body (refuseUpgrade, from the error map); a failure of a step (a store that went away) with
 * 500 or 503 and an error_id, logged once; otherwise `accept` upgrades the connection.
 */
export function guardUpgrade<S>(
  socket: Duplex,
  verdict: MaybePromise<Verdict<S>>,
  logger: Logger,
  accept: (passage: Passage<S>) => void,
): void {
  settle(
    verdict,
    (settled) => {
      try {
        if (settled.ok) accept(settled.passage);
        else refuseUpgrade(socket, settled.refusal);
      } finally {
        release(settled.passage);
      }
    },
    (error) => {
      const errorId = randomUUID();
      const failure = unexpectedError(error);
      logUnexpected(logger, failure, error, { errorId }, 'upgrade failed');
      refuseUpgrade(socket, failure, errorId);
    },
  );
}
