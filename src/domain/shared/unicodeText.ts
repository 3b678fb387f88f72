/**
 * A UTF-16 surrogate without its pair (JSON may write one as `"\ud800"`) is not a character: a
 * store keeps U+FFFD instead (three bytes of it in UTF-8), so a text written with one is not the
 * text read back, a length limit is passed on the way, and a re-import of the same file changes it
 * every time (found by the fuzz and by review).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What an input is told about such a text. */
export const NOT_UNICODE = 'must be Unicode text (a lone surrogate is not a character)';

/** Whether `text` is a string holding a lone surrogate. */
export const isBrokenText = (text: unknown): boolean => typeof text === 'string' && LONE_SURROGATE.test(text);
