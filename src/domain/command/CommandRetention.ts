import type { Command } from './Command';
import { isFinished } from './Command';

/** Spec 3.1 and 8: a finished command is kept up to 60 seconds after its creation. */
export const COMMAND_RETENTION_MS = 60_000;

/**
 * Spec 3.1: accepted or failed commands are removed more than 60 s after creation (then 404);
 * pending commands never expire. `now` is epoch milliseconds.
 */
export function isExpired(
  command: Command,
  now: number,
  retentionMs: number = COMMAND_RETENTION_MS,
): boolean {
  return isFinished(command) && now - command.createdAt > retentionMs;
}
