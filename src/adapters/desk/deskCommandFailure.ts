import { randomUUID } from 'node:crypto';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Logger } from '../http/Logger';
import { isTransientDatabaseFault } from '../http/transientFault';

/**
 * What a desk command that failed unexpectedly says: a database busy or out of reach (a long lock
 * held by another program, a PostgreSQL restart) is the retryable `database_unavailable`, anything
 * else `command_error`; either way nothing was saved, and the message carries the error id the
 * log line has, with the stack.
 */
export function deskCommandFailure(error: unknown, logger: Logger): DomainError {
  const errorId = randomUUID();
  if (isTransientDatabaseFault(error)) {
    logger.warn(
      { err: error, errorId, transient: true },
      'desk command failed: database busy or unreachable',
    );
    return domainError(
      'database_unavailable',
      `The database was busy or could not be reached; nothing was saved: send the command again (error ${errorId}).`,
    );
  }
  logger.error({ err: error, errorId }, 'desk command failed');
  return domainError(
    'command_error',
    `The command could not be carried out; the desk is unchanged (error ${errorId}).`,
  );
}
