import type { DomainError } from './DomainError';
import { domainError } from './DomainError';
import { childPath } from './fieldPath';

/**
 * Keys that reach an object's prototype when copied by assignment (`target[key] = …`) or spread
 * by code that trusts its input. Issue 13 finding 2: refused at any depth on every input channel.
 */
export const UNSAFE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

const isUnsafe = (key: string): boolean =>
  key === '__proto__' || key === 'constructor' || key === 'prototype';

/**
 * The path of the first unsafe key in parsed JSON (e.g. `params.__proto__`, `values[2].constructor`),
 * or null. JSON.parse makes `"__proto__"` an own property, so Object.keys sees it.
 */
export function unsafeKeyPath(value: unknown, path = ''): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unsafeKeyPath(value[i], childPath(path, i));
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (isUnsafe(key)) return childPath(path, key);
    const found = unsafeKeyPath((value as Record<string, unknown>)[key], childPath(path, key));
    if (found !== null) return found;
  }
  return null;
}

/** The refusal of an input holding an unsafe key: `invalid_parameters`, the field named. */
export function unsafeKeyError(path: string): DomainError {
  return domainError('invalid_parameters', `The field "${path}" is not allowed.`, {
    [path]: `"${path.slice(path.lastIndexOf('.') + 1)}" is not an allowed field name.`,
  });
}

/** The refusal for `value` if it holds an unsafe key, else null. */
export function refuseUnsafeKeys(value: unknown): DomainError | null {
  const path = unsafeKeyPath(value);
  return path === null ? null : unsafeKeyError(path);
}
