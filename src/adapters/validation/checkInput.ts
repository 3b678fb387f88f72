import { plainToInstance } from 'class-transformer';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { getMetadataStorage, Validator } from 'class-validator';
import type { DomainError } from '../../domain/shared/DomainError';
import { childPath } from '../../domain/shared/fieldPath';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { textProblem } from '../../domain/shared/unicodeText';
import { firstPathWhere, unsafeKeyError, unsafeKeyPath } from '../../domain/shared/unsafeKeys';
import type { FieldContext } from './fieldCode';
import type { InputOptions } from './Input';
import { inputOptionsOf } from './Input';
import { keepMetadataLookups } from './metadataLookup';
import { refusal } from './refusal';
import { isPlainObject } from './plainObject';

export type InputClass<T extends object> = new () => T;

/** How deep a nested input may go: the deepest document (an import's event) is 5 levels. */
const MAX_DEPTH = 64;

// Built once: validation runs on the hot paths (OCR readings, /ws clicks).
keepMetadataLookups();
const validator = new Validator();
const BASE: ValidatorOptions = {
  whitelist: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: true },
};
const CLOSED: ValidatorOptions = { ...BASE, forbidNonWhitelisted: true };
const OPEN: ValidatorOptions = { ...BASE, forbidNonWhitelisted: false };
// A class without a single field (e.g. a query with no parameters): class-validator would call
// it unknown; every field it is given is refused (closed) or dropped (open) instead.
const CLOSED_EMPTY: ValidatorOptions = { ...CLOSED, forbidUnknownValues: false };
const OPEN_EMPTY: ValidatorOptions = { ...OPEN, forbidUnknownValues: false };

const fieldless = new WeakMap<object, boolean>();

function validatorOptionsFor(dto: InputClass<object>, closed: boolean): ValidatorOptions {
  let empty = fieldless.get(dto);
  if (empty === undefined) {
    empty = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).length === 0;
    fieldless.set(dto, empty);
  }
  if (empty) return closed ? CLOSED_EMPTY : OPEN_EMPTY;
  return closed ? CLOSED : OPEN;
}
const WHITELIST = 'whitelistValidation';

/** A constraint an input broke, at a field's path. */
export interface Failure {
  readonly path: string;
  /** The class-validator constraint (e.g. isString, or the name of a Check). */
  readonly constraint: string;
  readonly name: string;
  readonly message: string;
  readonly value: unknown;
  readonly context: FieldContext | undefined;
  readonly unknown: boolean;
}

function failures(
  errors: readonly ValidationError[],
  parent: string,
  inArray: boolean,
  out: Failure[],
): void {
  for (const e of errors) {
    const name = e.property;
    const path = inArray ? `${parent}[${name}]` : name === undefined ? parent : childPath(parent, name);
    for (const [type, message] of Object.entries(e.constraints ?? {})) {
      const context = e.contexts?.[type] as FieldContext | undefined;
      out.push({
        path,
        constraint: type,
        name,
        message,
        value: e.value,
        context,
        unknown: type === WHITELIST,
      });
    }
    if (e.children && e.children.length > 0) failures(e.children, path, Array.isArray(e.value), out);
  }
}

const sentence = (options: InputOptions, details: Record<string, string>): string =>
  typeof options.message === 'function' ? options.message(details) : options.message;

function codeOf(failure: Failure, options: InputOptions): string {
  return failure.context?.code ?? options.code;
}

function refusalOf(found: readonly Failure[], options: InputOptions): DomainError {
  const present = new Set(found.map((f) => codeOf(f, options)));
  const order = options.codeOrder ?? [options.code];
  const code = order.find((c) => present.has(c)) ?? codeOf(found[0] as Failure, options);
  const chosen = found.filter((f) => codeOf(f, options) === code);
  const details: Record<string, string> = {};
  const limit = options.maxDetails ?? Infinity;
  const name = (path: string, message: string) => {
    // Own keys only: an unknown field may be called valueOf or toString, which every object inherits.
    if (!Object.hasOwn(details, path) && Object.keys(details).length < limit) details[path] = message;
  };
  for (const f of chosen) {
    if (f.context?.details) {
      for (const [path, message] of Object.entries(f.context.details(f.value, f.path))) name(path, message);
    } else if (f.unknown) {
      name(f.path, options.unknownField?.(f.name, f.path) ?? `${f.name} is not a known field.`);
    } else name(f.path, f.message);
  }
  const first = chosen[0]?.context?.message;
  const message =
    typeof first === 'function' ? first(chosen[0]?.value) : (first ?? sentence(options, details));
  return refusal(code, message, details);
}

/** A closed, flat class is filled by assignment; a nested one through class-transformer. */
function instanceOf<T extends object>(
  dto: InputClass<T>,
  plain: Record<string, unknown>,
  nested: boolean,
): T {
  return nested ? plainToInstance(dto, plain) : Object.assign(new dto(), plain);
}

export interface CheckOptions {
  /** Where the input sits in its document: the prefix of the paths in `errors`. */
  readonly path?: string;
  /** The caller refused unsafe keys already (a frame, before dispatching on its type). */
  readonly keysChecked?: boolean;
}

/**
 * Checks parsed JSON against an input class (class-validator): keys named `__proto__`,
 * `constructor` or `prototype` at any depth are refused first (issue 13 finding 2), and texts or
 * keys holding a lone surrogate (not Unicode: stored, they would change), then every
 * field is checked, unknown fields refused (closed classes) or dropped (open ones). The refusal
 * names each field at fault by its path in `errors`.
 */
export function checkInput<T extends object>(
  dto: InputClass<T>,
  plain: unknown,
  { path = '', keysChecked = false }: CheckOptions = {},
): Result<T, DomainError> {
  const options = inputOptionsOf(dto);
  if (!isPlainObject(plain)) {
    const details = { [path]: 'must be an object' };
    return err(refusal(options.code, sentence(options, details), details));
  }
  const unsafe = keysChecked ? null : unsafeKeyPath(plain, path);
  if (unsafe !== null) {
    const { message, details } = unsafeKeyError(unsafe);
    const named = { ...details };
    return err(
      refusal(
        options.code,
        typeof options.message === 'function' ? sentence(options, named) : message,
        named,
      ),
    );
  }
  // A lone surrogate or a NUL in a text or a key, on every channel (bodies, frames, import documents).
  let problem = null as string | null;
  const broken =
    options.lookup || options.readBack
      ? null
      : firstPathWhere(
          plain,
          (key, value) => (problem = textProblem(key) ?? textProblem(value)) !== null,
          path,
        );
  if (broken !== null && problem !== null) {
    const details = { [broken]: problem };
    return err(refusal(options.code, sentence(options, details), details));
  }
  if (options.nested === true) {
    // class-transformer copies every value, unknown ones too, recursively: a value nested
    // thousands of levels deep overflowed the call stack (found by the fuzz). No input is that deep.
    const deep = firstPathWhere(plain, (_key, _value, depth) => depth > MAX_DEPTH, path);
    if (deep !== null) {
      const details = { [deep]: `is nested more than ${MAX_DEPTH} levels deep` };
      return err(refusal(options.code, sentence(options, details), details));
    }
  }
  const instance = instanceOf(dto, plain, options.nested === true);
  const found = failuresOf(dto, instance, path);
  if (options.nested === true && options.closed) found.push(...droppedFields(plain, instance, path));
  return found.length === 0 ? ok(instance) : err(refusalOf(found, options));
}

/**
 * The fields of a nested input that class-transformer left out: it skips a key its object already
 * answers with a method (`hasOwnProperty`, `isPrototypeOf`…), so class-validator never sees it
 * (found by the fuzz: a closed input took such a field silently). They are unknown fields.
 */
function droppedFields(plain: unknown, made: unknown, path: string, out: Failure[] = []): Failure[] {
  if (Array.isArray(plain)) {
    if (Array.isArray(made)) plain.forEach((v, i) => droppedFields(v, made[i], `${path}[${i}]`, out));
    return out;
  }
  if (!isPlainObject(plain) || typeof made !== 'object' || made === null) return out;
  for (const [name, value] of Object.entries(plain)) {
    const at = childPath(path, name);
    if (Object.prototype.hasOwnProperty.call(made, name)) {
      droppedFields(value, (made as Record<string, unknown>)[name], at, out);
      continue;
    }
    const message = `property ${name} should not exist`;
    out.push({ path: at, constraint: WHITELIST, name, message, value, context: undefined, unknown: true });
  }
  return out;
}

/** Every constraint `instance` (an object of the class) breaks, by path. */
export function failuresOf<T extends object>(dto: InputClass<T>, instance: T, path = ''): Failure[] {
  const errors = validator.validateSync(instance, validatorOptionsFor(dto, inputOptionsOf(dto).closed));
  const found: Failure[] = [];
  if (errors.length > 0) failures(errors, path, false, found);
  return found;
}
