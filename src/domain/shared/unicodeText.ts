/**
 * A UTF-16 surrogate without its pair (JSON may write one as `"\ud800"`) is not a character: a
 * store keeps U+FFFD instead (three bytes of it in UTF-8), so a text written with one is not the
 * text read back, a length limit is passed on the way, and a re-import of the same file changes it
 * every time (found by the fuzz and by review).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What an input is told about such a text. */
export const NOT_UNICODE = 'must be Unicode text (a lone surrogate is not a character)';

/**
 * U+0000 is a character, but PostgreSQL cannot store it in a text (SQLite can): refused on every
 * channel alike, so that a text is accepted or refused whatever the database (found by review: a
 * login, a note and a token name holding one answered 500 on PostgreSQL).
 */
export const HAS_NUL = 'must not contain the NUL character (U+0000), which a database cannot store';

/** What is wrong with a text (a lone surrogate, a NUL), or null when nothing is or it is no text. */
export function textProblem(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  if (text.includes('\u0000')) return HAS_NUL;
  return LONE_SURROGATE.test(text) ? NOT_UNICODE : null;
}
