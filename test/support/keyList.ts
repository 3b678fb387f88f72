/** The own keys of a published object, sorted: compare with a spec field list to prove no extra property. */
export function keysOf(value: object): string[] {
  return Object.keys(value).sort();
}

/** A spec field list, sorted like `keysOf`. */
export function fieldList(...names: string[]): string[] {
  return [...names].sort();
}
