import { openSync } from 'node:fs';
import pino from 'pino';
import type { Logger } from '../adapters/http/Logger';

/** Lines are written when this much is buffered, or at the latest after LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 4 * 1024;
const LOG_FLUSH_MS = 250;

/**
 * The hosts' log: pino, one JSON line per request and per error, on `dest` (a file descriptor, or
 * a path to append to, opened for the life of the process). Written in batches: lines are
 * buffered until 4 KiB are (a few dozen requests) or a quarter of a second has passed, then
 * written at once, so a request pays no system call of its own for its line (a sixth of a warm web
 * read's host time on SQLite when each line was written at once). A batch is written
 * synchronously (sync: true): a batch written by a worker of libuv could still be on its way when
 * the process exits and pino writes the rest synchronously, and the two then reached the file in
 * either order, an error's line before the requests logged ahead of it (sonic-boom's flushSync
 * does not wait for a write in flight). What is still buffered is written when the process exits
 * (after an uncaught error too: pino does that for asynchronous destinations only, so it is done
 * here); only a process killed with SIGKILL can lose its last lines, those of its last quarter of
 * a second at most.
 */
export function hostLogger(name: string, dest: number | string = 1): Logger {
  // A path is opened here, synchronously: a destination still opening its file when the process
  // exits could not write what it holds.
  const fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
  // periodicFlush: a quiet host's lines still reach the file promptly (sonic-boom's own timer,
  // which never keeps the process alive and stops with the destination).
  const destination = pino.destination({
    dest: fd,
    sync: true,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  // A reader that went away (EPIPE: `| head -1`) makes every later write fail: the lines are
  // dropped and the host goes on. sonic-boom's flushSync retries such a write for ever, so the
  // exit flush first writes through flush(), which reports it here, and then skips flushSync
  // (found by review: SIGTERM left such a host hanging in its exit handler).
  let broken = false;
  destination.on('error', () => {
    broken = true;
  });
  const flushOnExit = () => {
    if (!broken) destination.flush();
    if (!broken) destination.flushSync();
  };
  process.on('exit', flushOnExit);
  destination.once('close', () => process.removeListener('exit', flushOnExit));
  return pino({ name, serializers: { err: withoutQueryParameters } }, destination);
}

/**
 * pino's error serializer, with the parameters of a failed query left out: TypeORM's errors carry
 * them (`parameters`, also on a wrapped `driverError` or `cause`), and they hold request data, a
 * token's digest among them (found by QA: a lost connection logged it); so does PostgreSQL's
 * `detail` ("Key (digest)=(…) already exists", found by review). The statement itself is kept: it
 * names what failed, and holds no value.
 */
function withoutQueryParameters(error: unknown): unknown {
  return redactParameters(pino.stdSerializers.err(error as Error), 0);
}

function redactParameters(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > 3) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of ['parameters', 'detail']) if (key in copy) copy[key] = '[redacted]';
  for (const key of ['driverError', 'cause']) {
    if (key in copy) copy[key] = redactParameters(copy[key], depth + 1);
  }
  return copy;
}
