/** Ids are decimal strings chosen by the store (web API query parameters and bodies, the CLI). */
export const ID_PATTERN = /^[0-9]{1,18}$/;

/** An id given as a decimal string, or as a safe non-negative integer in JSON; null otherwise. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && ID_PATTERN.test(value)) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}
