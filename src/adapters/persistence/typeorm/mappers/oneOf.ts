/** Reads a stored code back into its union type; a value outside it means a corrupt row. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`stored ${what} "${value}" is not one of ${allowed.join(', ')}`);
}
