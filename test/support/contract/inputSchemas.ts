// The input classes (class-validator, src/adapters/**/…Inputs.ts) and the API documents, side by
// side: each class's JSON Schema vocabulary as its decorators declare it, each document's input
// schema with its references inlined, and the same for the documents' parameters.
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import realtime from '../../../api/realtime.asyncapi.json';
import { schemaOfCheck } from '../../../src/adapters/validation/Check';
import type { InputClass } from '../../../src/adapters/validation/checkInput';
import { inputOptionsOf } from '../../../src/adapters/validation/Input';
import { whenPresent } from '../../../src/adapters/validation/Optional';
import { DOCUMENTS } from './openapiDocuments';

export type Schema = Record<string, unknown>;
export type DocumentName = 'local.openapi.json' | 'web.openapi.json' | 'realtime.asyncapi.json';

const FILES: Readonly<Record<DocumentName, unknown>> = {
  'local.openapi.json': DOCUMENTS.local,
  'web.openapi.json': DOCUMENTS.web,
  'realtime.asyncapi.json': realtime,
};

const at = (document: unknown, pointer: string): unknown =>
  pointer
    .replace(/^#?\//, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

/** `value` with every $ref followed (the input schemas have no cycles); a $ref's siblings are kept. */
export function inlined(file: DocumentName, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => inlined(file, v));
  if (value === null || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inlined(file, v)]));
  if (typeof $ref !== 'string') return own;
  const [target, pointer = ''] = $ref.split('#');
  const targetFile = (target === '' || target === undefined ? file : target) as DocumentName;
  const found = at(FILES[targetFile], pointer);
  if (found === undefined) throw new Error(`${file}: ${$ref} leads nowhere`);
  return { ...(inlined(targetFile, found) as Schema), ...own };
}

interface Operation {
  readonly operationId?: string;
  readonly parameters?: readonly unknown[];
  readonly requestBody?: unknown;
}

export interface ListedOperation {
  readonly file: DocumentName;
  readonly path: string;
  readonly method: string;
  readonly operation: Operation;
  /** Path-level and operation parameters, inlined. */
  readonly parameters: readonly { name: string; in: string; required?: boolean; schema: Schema }[];
}

/** Every operation of the two OpenAPI documents. */
export function operations(): ListedOperation[] {
  const found: ListedOperation[] = [];
  for (const file of ['local.openapi.json', 'web.openapi.json'] as const) {
    const paths = (FILES[file] as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [path, item] of Object.entries(paths)) {
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      for (const [method, value] of Object.entries(item)) {
        if (method === 'parameters' || typeof value !== 'object' || value === null) continue;
        const operation = value as Operation;
        const parameters = [...shared, ...(operation.parameters ?? [])].map(
          (p) => inlined(file, p) as ListedOperation['parameters'][number],
        );
        found.push({ file, path, method, operation, parameters });
      }
    }
  }
  return found;
}

export function operation(id: string): ListedOperation {
  const found = operations().find((o) => o.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

/** The JSON request body schema of an operation. */
export function bodyOf(id: string): Schema {
  const listed = operation(id);
  const body = inlined(listed.file, listed.operation.requestBody) as {
    content: Record<string, { schema: Schema }>;
  };
  return body.content['application/json']?.schema as Schema;
}

/**
 * The query or path parameters of an operation as one object schema: each parameter a property,
 * nothing else allowed (the web API refuses an unknown parameter; a path has only its own).
 */
export function parametersOf(id: string, where: 'query' | 'path'): Schema {
  const listed = operation(id).parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(listed.map((p) => [p.name, p.schema])),
    required: listed.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

/** The payload of an AsyncAPI message of components.messages. */
export function payloadOf(message: string): Schema {
  return inlined('realtime.asyncapi.json', at(realtime, `/components/messages/${message}/payload`)) as Schema;
}

/** The client-to-server messages of the AsyncAPI document (what a server receives), by component name. */
export function receivedMessages(): string[] {
  const { operations: ops } = realtime as unknown as {
    operations: Record<string, { action: string; messages: { $ref: string }[] }>;
  };
  const names = new Set<string>();
  for (const op of Object.values(ops)) {
    if (op.action !== 'receive') continue;
    for (const { $ref } of op.messages) {
      const listed = at(realtime, $ref.split('#')[1] ?? '') as { $ref: string };
      names.add(listed.$ref.split('/').pop() as string);
    }
  }
  return [...names].sort();
}

// ---- the input classes' side ----

const ANNOTATIONS = new Set([
  'description',
  'examples',
  'example',
  'default',
  'title',
  '$comment',
  'deprecated',
]);

const impliedType = (v: unknown): string =>
  v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/**
 * What a schema allows, as a set of `keyword=value` (under `items.`, `additionalProperties.` or
 * `properties.NAME.`): types, enums, consts, patterns, bounds, formats, required lists and
 * additionalProperties. anyOf and oneOf branches are merged (the corpus checks how they combine);
 * an enum or a const implies its type. Annotations and `x-` keys are left out.
 */
export function vocabulary(schema: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (schema === null || typeof schema !== 'object') return out;
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      for (const branch of value as unknown[]) vocabulary(branch, prefix, out);
    } else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object') {
      vocabulary(value, `${prefix}${key}.`, out);
    } else if (key === 'properties') {
      for (const [name, sub] of Object.entries(value as Schema))
        vocabulary(sub, `${prefix}properties.${name}.`, out);
    } else if (key === 'type') {
      for (const type of [value].flat()) out.add(`${prefix}type=${String(type)}`);
    } else if (key === 'enum') {
      const values = value as unknown[];
      out.add(`${prefix}enum=${JSON.stringify([...values].map((v) => JSON.stringify(v)).sort())}`);
      for (const v of values) out.add(`${prefix}type=${impliedType(v)}`);
    } else if (key === 'const') {
      out.add(`${prefix}const=${JSON.stringify(value)}`);
      out.add(`${prefix}type=${impliedType(value)}`);
    } else if (key === 'required') {
      out.add(`${prefix}required=${JSON.stringify([...(value as string[])].sort())}`);
    } else out.add(`${prefix}${key}=${JSON.stringify(value)}`);
  }
  return out;
}

const regexSource = (v: unknown): string => (v instanceof RegExp ? v.source : String(v));

/** The schema fragment of one class-validator constraint. */
function fragmentOf(meta: ValidationMetadata): Schema {
  const c = meta.constraints ?? [];
  const name = meta.name ?? '';
  switch (name) {
    case 'isString':
      return { type: 'string' };
    case 'isInt':
      return { type: 'integer' };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isObject':
      return { type: 'object' };
    case 'isArray':
      return { type: 'array' };
    case 'isIn':
      return { enum: c[0] as unknown[] };
    case 'equals':
      return { const: c[0] };
    case 'min':
      return { minimum: c[0] };
    case 'max':
      return { maximum: c[0] };
    case 'arrayMinSize':
      return { minItems: c[0] };
    case 'arrayMaxSize':
      return { maxItems: c[0] };
    case 'arrayUnique':
      return { uniqueItems: true };
    case 'matches':
      return { pattern: regexSource(c[0]) };
    default: {
      const fragment = schemaOfCheck(name);
      if (!fragment)
        throw new Error(`${String(meta.propertyName)}: no schema known for the constraint ${name}`);
      return fragment as Schema;
    }
  }
}

export interface ClassSchema {
  /** Property → what its constraints allow. */
  readonly properties: ReadonlyMap<string, Set<string>>;
  readonly required: readonly string[];
  readonly closed: boolean;
  /** Checks stricter than their schema (STRICTER): the document states them in words. */
  readonly stricter: ReadonlySet<string>;
}

/** What an input class declares, as the documents would write it. */
export function classSchema(dto: InputClass<object>): ClassSchema {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const properties = new Map<string, Set<string>>();
  const optional = new Set<string>();
  const stricter = new Set<string>();
  for (const meta of metas) {
    const property = meta.propertyName;
    const words = properties.get(property) ?? new Set<string>();
    properties.set(property, words);
    if (meta.type === 'conditionalValidation') {
      if (meta.name === 'isOptional') words.add('type=null');
      else if (meta.constraints?.[0] !== whenPresent) throw new Error(`${property}: a condition of its own`);
      optional.add(property);
      continue;
    }
    if (meta.type === 'isDefined' || meta.type === 'whitelistValidation') continue;
    if (meta.type !== 'customValidation') throw new Error(`${property}: constraint type ${meta.type}`);
    const fragment = fragmentOf(meta);
    if ('x-stricter' in fragment) stricter.add(meta.name ?? '');
    vocabulary(meta.each ? { items: fragment } : fragment, '', words);
  }
  return {
    properties,
    required: [...properties.keys()].filter((p) => !optional.has(p)).sort(),
    closed: inputOptionsOf(dto).closed,
    stricter,
  };
}

/** The same for a document's object schema. */
export function documentSchema(schema: Schema): ClassSchema {
  const properties = new Map<string, Set<string>>();
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Schema))
    properties.set(name, vocabulary(sub));
  return {
    properties,
    required: [...((schema.required as string[] | undefined) ?? [])].sort(),
    closed: schema.additionalProperties === false,
    stricter: new Set(),
  };
}
