import type { LocalCommand } from './localTypes';

/**
 * The command was still pending when the wait ended. It may still finish: keep polling
 * `command.statusUrl` (readable while pending) or wait for its `command` message on /ws.
 */
export class CommandTimeoutError extends Error {
  constructor(
    /** The last state seen. */
    readonly command: LocalCommand,
    readonly timeoutMs: number,
  ) {
    super(`command ${command.id} still ${command.state} after ${timeoutMs} ms`);
    this.name = 'CommandTimeoutError';
  }
}
