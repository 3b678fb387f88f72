/** spec 5.2.8, 8: the last use is written at most once every 5 minutes. */
export const LAST_USE_REFRESH_MS = 5 * 60 * 1000;
