/**
 * Close codes after which LocalSession never reconnects (docs/local-ws.md): reconnecting cannot
 * help until something changes on the client's side (its key, its messages).
 * 1002 protocol error, 1007 invalid UTF-8, 1008 too many fragments, 1009 frame too big, 4400 bad messages, 4401 authentication failed (or the key changed),
 * 4403 forbidden, 4408 no authentication in time.
 * Reconnected after: 1001 (server going away), 1006 (connection lost), 1013 (too many sessions:
 * try again later), 4008 (slow consumer), 4429 (too many messages), all with backoff.
 */
export const LOCAL_WS_FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  1002, 1007, 1008, 1009, 4400, 4401, 4403, 4408,
]);

/** Upgrade refusals that are final: bad request (400), bad key (401), Host or Origin (403). 429 is retried. */
export const LOCAL_WS_FATAL_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

/**
 * Wait at least 1 s before trying again after a slow consumer (4008), too many messages (4429) or
 * too many sessions (429, which also says Retry-After, or 1013 at the auth frame), in ms.
 */
export const LOCAL_WS_SLOW_DOWN: ReadonlyMap<number, number> = new Map([
  [1013, 1000],
  [4008, 1000],
  [4429, 1000],
  [429, 1000],
]);
