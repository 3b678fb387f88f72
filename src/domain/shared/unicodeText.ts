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

/**
 * The characters no name holds (a company, a user, a token, a championship, a team or a player):
 * C0 and C1 control characters and DEL (a line break, a tab, a terminal's escape sequence), the
 * line and paragraph separators (U+2028, U+2029), and the bidirectional embeddings, overrides and
 * isolates, which make a name display as another text
 * (found by review: a company named with an escape sequence repainted the terminal that listed
 * it). As a character class, for the documents' `pattern` too.
 */
export const NAME_EXCLUDED = '\\u0000-\\u001F\\u007F-\\u009F\\u2028-\\u202E\\u2066-\\u2069';

const CONTROL = new RegExp(`[${NAME_EXCLUDED}]`, 'u');

/** What a name is told when it holds one. */
export const HAS_CONTROL =
  'must not contain a control character (a line break, a tab, an escape) or a bidirectional override';

/** What is wrong with a name (textProblem's, or a control character), or null. */
export function nameProblem(text: unknown): string | null {
  const problem = textProblem(text);
  if (problem !== null) return problem;
  return typeof text === 'string' && CONTROL.test(text) ? HAS_CONTROL : null;
}
