/** Driver codes of a database that cannot be reached or dropped the connection (pg, SQLite, sockets). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
]);

/**
 * What pg says of a connection that went away without a code; and what TypeORM says of a query run
 * on a PostgreSQL query runner after its connection emitted an error (its backend terminated while
 * idle in a transaction, between two statements): TypeORM releases the runner on that error, and
 * the next statement fails with QueryRunnerAlreadyReleasedError (found by QA: such a write
 * answered 500). Our units of work release a runner once, at their end, so nothing else meets it.
 */
const UNAVAILABLE_MESSAGES = [
  /^Query runner already released\. Cannot run queries anymore\.$/,
  /connection terminated/i,
  /connection error and is not queryable/i,
  /terminating connection/i,
  /server closed the connection unexpectedly/i,
  /database is locked/i,
];

interface Coded {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly driverError?: unknown;
  readonly cause?: unknown;
}

/**
 * Issue 13 finding 4: whether a failure is a database connection lost or unreachable, which a retry
 * may cure (answered 503 with Retry-After, logged as transient), rather than a bug (500).
 * TypeORM wraps the driver's error in `driverError`; a rollback after it may fail with `cause`.
 */
export function isTransientDatabaseFault(error: unknown): boolean {
  return anyLayer(error, ({ code, message }) => {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
  });
}

/** Whether `test` holds for the error or for what it wraps (`driverError`, `cause`), a few layers deep. */
function anyLayer(error: unknown, test: (layer: Coded) => boolean, depth = 0): boolean {
  if (depth > 3 || error === null || typeof error !== 'object') return false;
  const layer = error as Coded;
  return (
    test(layer) || anyLayer(layer.driverError, test, depth + 1) || anyLayer(layer.cause, test, depth + 1)
  );
}

/** Seconds a client should wait before retrying after a transient fault. */
export const TRANSIENT_RETRY_AFTER_SECONDS = 1;

/** Driver codes of a row refused by a unique index (pg unique_violation, SQLite's own). */
const UNIQUE_VIOLATION_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * Whether a failure is a row refused by a unique index: a transaction that created what another
 * one, committed meanwhile, created too (two first imports of one championship at once, found by
 * QA). Run again, it finds that row and updates it.
 */
export function isUniqueViolation(error: unknown): boolean {
  return anyLayer(error, ({ code }) => typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code));
}
