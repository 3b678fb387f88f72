import type { DomainError } from './DomainError';
import { domainError } from './DomainError';

/**
 * Keys that reach an object's prototype when copied by assignment (`target[key] = …`) or spread
 * by code that trusts its input. Issue 13 finding 2: refused at any depth on every input channel.
 */
export const UNSAFE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

const isUnsafe = (key: string): boolean =>
  key === '__proto__' || key === 'constructor' || key === 'prototype';

const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * The path of the first unsafe key in parsed JSON (e.g. `params.__proto__`, `values[2].constructor`),
 * or null. JSON.parse makes `"__proto__"` an own property, so Object.keys sees it. The walk keeps its
 * own stack: a body nested thousands of levels deep (64 KiB of `[`) must not overflow the call stack.
 */
export function unsafeKeyPath(value: unknown, path = ''): string | null {
  // Depth first, in key order, as a recursive walk would: children are pushed in reverse.
  const stack: { key: string | number | null; value: unknown; path: string }[] = [{ key: null, value, path }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (typeof entry.key === 'string' && isUnsafe(entry.key)) return entry.path;
    const node = entry.value;
    if (node === null || typeof node !== 'object') continue;
    const children: [string | number, unknown][] = Array.isArray(node)
      ? node.map((child, index): [number, unknown] => [index, child])
      : Object.entries(node);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i] as [string | number, unknown];
      stack.push({ key, value: child, path: childPath(entry.path, key) });
    }
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
