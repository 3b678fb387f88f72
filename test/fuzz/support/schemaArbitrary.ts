// Values that a JSON Schema (the OpenAPI and AsyncAPI subset our documents use) accepts, as
// fast-check arbitraries, so that a new operation or message is fuzzed from its document alone.
// `hints` offers live values by property name (a real contextKey, match ids, player ids...):
// random strings rarely get past the first business check, live ones reach the deeper code.
import fc from 'fast-check';

export type Schema = Readonly<Record<string, unknown>>;

export interface SchemaContext {
  /** A `$ref` → the schema it names. */
  readonly resolve: (ref: string) => Schema;
  /** Live values for a property or parameter of this name, read when a case is generated. */
  readonly hints?: (name: string) => (() => readonly unknown[]) | undefined;
}

const MAX_DEPTH = 6;

const ABSENT = Symbol('absent');

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * A value picked among the live ones of `values()` that `fits` when the case is generated (none:
 * the fallback): `"new"` is a live event id for a write, not for a delete that wants digits.
 */
export function livePick(
  values: () => readonly unknown[],
  fallback: fc.Arbitrary<unknown>,
  fits: (value: unknown) => boolean = () => true,
): fc.Arbitrary<unknown> {
  return fc.tuple(fc.nat(), fallback).map(([index, other]) => {
    const live = values().filter(fits);
    return live.length === 0 ? other : live[index % live.length];
  });
}

/** Whether `value` fits the type, pattern, enum or const of `schema` (the checks a live value can miss). */
export function roughlyFits(schema: Schema, value: unknown, resolve: (ref: string) => Schema): boolean {
  if (typeof schema.$ref === 'string') return roughlyFits(resolve(schema.$ref), value, resolve);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key]))
      return (schema[key] as Schema[]).some((c) => roughlyFits(c, value, resolve));
  }
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  const types = typesOf(schema);
  const type = value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
  if (types.length > 0 && !types.includes(type) && !(type === 'integer' && types.includes('number')))
    return false;
  return (
    typeof value !== 'string' || typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test(value)
  );
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number.MAX_SAFE_INTEGER;
  const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter(fits);
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 24) });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  // An optional field is sent one time in four: each one sent is one more chance of a refusal.
  const entries = Object.entries(properties).map(([name, property]) => {
    const value = valueOf(property, context, depth + 1, name);
    return required.has(name)
      ? value.map((v): [string, unknown][] => [[name, v]])
      : fc
          .option(value, { nil: ABSENT, freq: 3 })
          .map((v): [string, unknown][] => (v === ABSENT ? [] : [[name, v]]));
  });
  const record = fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.flat()));
  const extra = schema.additionalProperties;
  if (extra === false || Object.keys(properties).length > 0) return record;
  // A free-form object (additional properties allowed): a few entries of safe names.
  const values =
    extra && typeof extra === 'object'
      ? valueOf(extra as Schema, context, depth + 1)
      : fc.jsonValue({ maxDepth: 1 });
  const minKeys = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
  const maxKeys = Math.min(typeof schema.maxProperties === 'number' ? schema.maxProperties : 4, minKeys + 4);
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter(isPlainKey), values, {
    minKeys,
    maxKeys,
  });
}

/** Not a key that reaches a prototype (the documents' valid values never hold one). */
export function isPlainKey(key: string): boolean {
  return !['__proto__', 'constructor', 'prototype'].includes(key);
}

/** An arbitrary of the values `schema` accepts; `name` is the property or parameter it is for (for hints). */
export function valueOf(
  schema: Schema,
  context: SchemaContext,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  const own = schemaValue(schema, context, depth);
  // A parameter is named `in:name` (`path:id`): its own hints first, else those of the bare name.
  const bare = name?.includes(':') ? name.slice(name.indexOf(':') + 1) : undefined;
  const live =
    name === undefined ? undefined : (context.hints?.(name) ?? (bare ? context.hints?.(bare) : undefined));
  if (!live) return own;
  const fits = (value: unknown) => roughlyFits(schema, value, context.resolve);
  return fc.oneof({ weight: 4, arbitrary: livePick(live, own, fits) }, { weight: 1, arbitrary: own });
}

function schemaValue(schema: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return schemaValue(context.resolve(schema.$ref), context, depth + 1);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const choices = schema[key];
    if (Array.isArray(choices)) {
      return fc.oneof(
        ...(choices as Schema[]).map((c) =>
          schemaValue({ ...schema, [key]: undefined, ...c }, context, depth + 1),
        ),
      );
    }
  }
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => schemaValue({ ...schema, type }, context, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items
        ? valueOf(schema.items as Schema, context, depth + 1)
        : fc.jsonValue({ maxDepth: 1 });
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, minLength + 4);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, context, depth);
    default:
      return schema.properties ? objectOf(schema, context, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}
