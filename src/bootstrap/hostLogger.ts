import { openSync } from 'node:fs';
import pino from 'pino';
import type { Logger } from '../adapters/http/Logger';

/**
 * The hosts' log: pino, one JSON line per request and per error, on `dest` (a file descriptor, or
 * a path to append to, opened for the life of the process). Written asynchronously: a line is
 * handed to the file by a worker of libuv while the host answers the next request, and lines that
 * come while a write is under way go out together in the next one, so a request pays no system
 * call of its own for its line (a sixth of a warm web read's host time on SQLite). pino writes
 * what is still buffered synchronously when the process exits (after an uncaught error too); only
 * a process killed with SIGKILL can lose its last lines.
 */
export function hostLogger(name: string, dest: number | string = 1): Logger {
  // A path is opened here, synchronously: a destination still opening its file when the process
  // exits could not write what it holds.
  const fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
  return pino({ name }, pino.destination({ dest: fd, sync: false }));
}
