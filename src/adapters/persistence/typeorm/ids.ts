// Ids are integer primary keys in the database and decimal strings in the domain (ports contract).

const MAX_INTEGER = 2147483647;

/** The key of a decimal id, or null when the text cannot name a row (so nothing can match it). */
export function parseId(id: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= MAX_INTEGER ? n : null;
}

export function toId(key: number): string {
  return String(key);
}

/** A required reference: a text that cannot name a row is a broken invariant. */
export function refKey(id: string, what: string): number {
  const key = parseId(id);
  if (key === null) throw new Error(`unknown ${what} "${id}"`);
  return key;
}

/** An optional reference: "" means none. */
export function optionalRefKey(id: string, what: string): number | null {
  return id === '' ? null : refKey(id, what);
}

export function optionalId(key: number | null): string {
  return key === null ? '' : toId(key);
}

/** The keys of those ids that can name a row. */
export function parseIds(ids: readonly string[]): number[] {
  return ids.map(parseId).filter((key): key is number => key !== null);
}
