import type { ImportIssues } from './ImportIssues';

export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** A present value: not undefined and not null (an absent field takes its default). */
const present = (v: unknown) => v !== undefined && v !== null;

/**
 * A UTF-16 surrogate without its pair (JSON may write one as `"\ud800"`): not a character, so a
 * store keeps U+FFFD instead, and the text never equals itself on a re-import.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NOT_UNICODE = 'must be Unicode text (a lone surrogate is not a character)';

/**
 * Reads the fields of one JSON object, reporting each problem at its path. Absent and null
 * fields take their default; `finish()` reports fields the format does not know.
 */
export class JsonObject {
  private readonly read = new Set<string>();

  private constructor(
    private readonly value: Readonly<Record<string, unknown>>,
    readonly path: string,
    private readonly issues: ImportIssues,
  ) {}

  static at(value: unknown, path: string, issues: ImportIssues): JsonObject | null {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return new JsonObject(value as Record<string, unknown>, path, issues);
    }
    issues.add(path, 'must be an object');
    return null;
  }

  private raw(key: string): unknown {
    this.read.add(key);
    return this.value[key];
  }

  private fail<T>(key: string, message: string, fallback: T): T {
    this.issues.add(childPath(this.path, key), message);
    return fallback;
  }

  has(key: string): boolean {
    return present(this.value[key]);
  }

  /** Reports the field when it is absent; true when it is present. */
  mustHave(key: string): boolean {
    if (this.has(key)) return true;
    this.read.add(key);
    return this.fail(key, 'is required', false);
  }

  /** A text; numbers are accepted and written in base 10 (e.g. a shirt number). */
  text(key: string, fallback = ''): string {
    const v = this.raw(key);
    if (!present(v)) return fallback;
    if (typeof v === 'string') return LONE_SURROGATE.test(v) ? this.fail(key, NOT_UNICODE, fallback) : v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return this.fail(key, 'must be a string', fallback);
  }

  requiredText(key: string): string {
    const v = this.raw(key);
    if (typeof v === 'string' && LONE_SURROGATE.test(v)) return this.fail(key, NOT_UNICODE, '');
    if (typeof v === 'string' && v.trim() !== '') return v;
    return this.fail(key, present(v) ? 'must be a non-empty string' : 'is required', '');
  }

  /** A text matching `pattern`, or "". */
  formatted(key: string, pattern: RegExp, described: string): string {
    const v = this.text(key);
    return v === '' || pattern.test(v) ? v : this.fail(key, `must be ${described}, not "${v}"`, '');
  }

  integer(key: string, fallback: number, min = -Infinity): number {
    const v = this.optionalInteger(key, min);
    return v === null ? fallback : v;
  }

  optionalInteger(key: string, min = -Infinity): number | null {
    const v = this.raw(key);
    if (!present(v)) return null;
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= min) return v;
    const bound = min === -Infinity ? '' : min === 0 ? ', 0 or more' : `, at least ${min}`;
    return this.fail(key, `must be a whole number${bound}`, null);
  }

  boolean(key: string, fallback: boolean): boolean {
    const v = this.raw(key);
    if (!present(v)) return fallback;
    return typeof v === 'boolean' ? v : this.fail(key, 'must be true or false', fallback);
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const v = this.raw(key);
    if (!present(v)) return fallback;
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    return this.fail(key, `must be one of ${allowed.join(', ')}`, fallback);
  }

  /** The raw value of a field, marked as known, for readers that need more than the above. */
  field(key: string): unknown {
    return this.raw(key);
  }

  object(key: string): JsonObject | null {
    const v = this.raw(key);
    return present(v) ? JsonObject.at(v, childPath(this.path, key), this.issues) : null;
  }

  /** The items of an array field (empty when absent), each with its path. */
  array(key: string): { value: unknown; path: string }[] {
    const v = this.raw(key);
    if (!present(v)) return [];
    if (!Array.isArray(v)) return this.fail(key, 'must be an array', []);
    return v.map((value, i) => ({ value, path: childPath(childPath(this.path, key), i) }));
  }

  /** Reports the fields that were never read: the format does not know them. */
  finish(): void {
    for (const key of Object.keys(this.value)) {
      if (!this.read.has(key)) this.issues.add(childPath(this.path, key), 'unknown field');
    }
  }
}
