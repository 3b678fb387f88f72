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
 * The path of the first place in parsed JSON where `matches` holds for the key (an object key, an
 * array index, or null for the value itself), the value or its depth (0 for the value itself),
 * depth first in key order; or null. The walk keeps its own stack: a body nested thousands of
 * levels deep (64 KiB of `[`) must not overflow the call stack.
 */
export function firstPathWhere(
  value: unknown,
  matches: (key: string | number | null, value: unknown, depth: number) => boolean,
  path = '',
): string | null {
  // As a recursive walk would: children are pushed in reverse.
  const stack: { key: string | number | null; value: unknown; path: string; depth: number }[] = [
    { key: null, value, path, depth: 0 },
  ];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (matches(entry.key, entry.value, entry.depth)) return entry.path;
    const node = entry.value;
    if (node === null || typeof node !== 'object') continue;
    const children: [string | number, unknown][] = Array.isArray(node)
      ? node.map((child, index): [number, unknown] => [index, child])
      : Object.entries(node);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i] as [string | number, unknown];
      stack.push({ key, value: child, path: childPath(entry.path, key), depth: entry.depth + 1 });
    }
  }
  return null;
}

/**
 * The path of the first unsafe key in parsed JSON (e.g. `params.__proto__`, `values[2].constructor`),
 * or null. JSON.parse makes `"__proto__"` an own property, so Object.keys sees it.
 */
export function unsafeKeyPath(value: unknown, path = ''): string | null {
  return firstPathWhere(value, (key) => typeof key === 'string' && isUnsafe(key), path);
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
