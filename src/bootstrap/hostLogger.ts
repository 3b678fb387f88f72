import { openSync } from 'node:fs';
import pino from 'pino';
import type { Logger } from '../adapters/http/Logger';

/** Lines are written when this much is buffered, or at the latest after LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 4 * 1024;
const LOG_FLUSH_MS = 250;

/**
 * The hosts' log: pino, one JSON line per request and per error, on `dest` (a file descriptor, or
 * a path to append to, opened for the life of the process). Written asynchronously and in
 * batches: lines are buffered until 4 KiB are (a few dozen requests) or a quarter of a second has
 * passed, then handed to the file by a worker of libuv while the host answers the next requests,
 * so a request pays no system call of its own for its line (a sixth of a warm web read's host time
 * on SQLite when each line was written at once). pino writes what is still buffered synchronously
 * when the process exits (after an uncaught error too); only a process killed with SIGKILL can
 * lose its last lines, those of its last quarter of a second at most.
 */
export function hostLogger(name: string, dest: number | string = 1): Logger {
  // A path is opened here, synchronously: a destination still opening its file when the process
  // exits could not write what it holds.
  const fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
  // periodicFlush: a quiet host's lines still reach the file promptly (sonic-boom's own timer,
  // which never keeps the process alive and stops with the destination).
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return pino({ name }, destination);
}
