// What an attacker sends: hostile scalars and strings, keys that reach a prototype, bytes that are
// not UTF-8, bodies that are not what they say. Every mutation keeps track of the fault it made,
// so that the refusal can be checked to name it.
import fc from 'fast-check';
import { isPlainKey } from './schemaArbitrary';

export const UNSAFE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A JSON value without a key that reaches a prototype (fast-check's JSON arbitraries make some). */
export function plainJson(maxDepth = 2): fc.Arbitrary<unknown> {
  return fc
    .jsonValue({ maxDepth })
    .filter((v) => !JSON.stringify(v).match(/"(__proto__|constructor|prototype)":/));
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '\ufeffbom',
  'ǅ̸̡̢̛̀́̂ͅ',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE matches; --',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x10',
  '00001',
  '9'.repeat(40),
  'null',
  'true',
  '[]',
  '{}',
  'new',
  '\r\nX-Injected: 1',
  '\t',
];

/** Strings that break naive code: empty, NUL, lone surrogates, bidi, very long, path and query tricks. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 256, max: 70_000 }).map((n) => 'x'.repeat(n)) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 5000 }).map((n) => 'é€😀'.repeat(n)) },
  );
}

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  1e21,
];

/** Any JSON value of any type, biased to the edges: the wrong type for most fields. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [{}], { a: {} }, [null]) },
    { weight: 1, arbitrary: plainJson(3) },
  );
}

/** A path inside a JSON value: object keys and array indexes. */
export type JsonPath = readonly (string | number)[];

/** `a.b[0].c`, as our Error bodies write field paths. */
export function pathText(path: JsonPath): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text === '' ? part : `${text}.${part}`),
    '',
  );
}

/** Every path to a value inside `value` (itself included, as []). */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const found: JsonPath[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => found.push(...pathsOf(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) found.push(...pathsOf(v, [...prefix, k]));
  }
  return found;
}

/** The paths of the objects inside `value` (where a field can be added). */
export function objectPathsOf(value: unknown): JsonPath[] {
  return pathsOf(value).filter((p) => {
    const at = valueAt(value, p);
    return at !== null && typeof at === 'object' && !Array.isArray(at);
  });
}

export function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], value);
}

/** A deep copy of `value` with the value at `path` replaced (or added), or removed when `replacement` is `REMOVE`. */
export const REMOVE = Symbol('remove');
export function withValueAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && replacement === REMOVE) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(head as number, 1);
    else delete copy[head];
    return copy;
  }
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

/**
 * JSON text of `value` with a `"key": {...}` member written into the object at `path` (JSON.stringify
 * cannot write an own `__proto__` member; a client's bytes can).
 */
export function jsonWithMember(value: unknown, path: JsonPath, key: string, member: unknown): string {
  const marker = `\u0001marker${Math.random().toString(36).slice(2)}`;
  const marked = withValueAt(value, [...path, marker], member);
  return JSON.stringify(marked).replace(JSON.stringify(marker), JSON.stringify(key));
}

/** Bytes that are not UTF-8: a lone continuation byte, an overlong slash, a truncated sequence, 0xff. */
export const BAD_UTF8 = [
  [0x80],
  [0xc0, 0xaf],
  [0xe2, 0x82],
  [0xff],
  [0xfe, 0xff],
  [0xed, 0xa0, 0x80],
] as const;

/** The JSON text of `value` with a string's content replaced by invalid UTF-8 bytes. */
export function withBadUtf8(text: string, choice: number): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const quote = bytes.indexOf(0x22, bytes.indexOf(0x3a)); // the first string value after a colon
  const bad = Buffer.from(BAD_UTF8[choice % BAD_UTF8.length] as readonly number[]);
  if (quote < 0) return Buffer.concat([bytes, bad]);
  return Buffer.concat([bytes.subarray(0, quote + 1), bad, bytes.subarray(quote + 1)]);
}

/** Texts that are not a JSON object: broken JSON, other JSON types, deep nesting. */
export function notAnObject(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '{a:1}',
      'NaN',
      '[1,2',
      '\u0000',
      '{"a":1}{"b":2}',
    ),
    fc.constantFrom('null', 'true', '0', '-1', '"text"', '[]', '[{}]', '1e999', '{"a":1} // comment'),
    fc.integer({ min: 1000, max: 30_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.integer({ min: 1000, max: 12_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  );
}

export { isPlainKey };
