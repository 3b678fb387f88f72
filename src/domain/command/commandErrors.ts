import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';

// Stable codes of the command registry; the HTTP adapter maps them to statuses in one place.
export const COMMAND_ERROR_CODES = {
  invalidIdempotencyKey: 'invalid_idempotency_key', // 400
  idempotencyKeyReused: 'idempotency_key_reused', // 422
  tooManyPendingCommands: 'too_many_pending_commands', // 429
  commandNotFound: 'command_not_found', // 404
  commandFinished: 'command_already_finished', // 409
} as const;

export const invalidIdempotencyKey = (): DomainError =>
  domainError(
    COMMAND_ERROR_CODES.invalidIdempotencyKey,
    'The Idempotency-Key must be 1 to 100 letters, digits, underscores or hyphens.',
    { 'Idempotency-Key': 'must be 1 to 100 letters, digits, underscores or hyphens, sent once' },
  );

export const idempotencyKeyReused = (): DomainError =>
  domainError(
    COMMAND_ERROR_CODES.idempotencyKeyReused,
    'This Idempotency-Key was already used for another request; use a distinct key per action.',
  );

export const tooManyPendingCommands = (limit: number): DomainError =>
  domainError(
    COMMAND_ERROR_CODES.tooManyPendingCommands,
    `Too many pending commands: at most ${limit} may wait at once. Retry when one has finished.`,
  );

export const commandNotFound = (id: string): DomainError =>
  domainError(COMMAND_ERROR_CODES.commandNotFound, `Command ${id} does not exist or has expired.`);

export const commandFinished = (id: string): DomainError =>
  domainError(COMMAND_ERROR_CODES.commandFinished, `Command ${id} has already finished.`);

/**
 * A command the host was running when it stopped without finishing it (killed, or the machine
 * went down): whether its change was saved is not known. It ends failed with this code at the
 * next start, so that a retry with its Idempotency-Key runs nothing twice.
 */
export const commandInterrupted = (): DomainError =>
  domainError(
    'interrupted',
    'The local API stopped while this command ran, so whether it changed the match is not known: ' +
      'read the state before sending it again.',
  );
