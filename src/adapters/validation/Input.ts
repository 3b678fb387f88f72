/**
 * How an input class is refused as a whole: `@Input({...})` on a DTO class.
 * - `closed`: a field the class does not declare is refused (the spec's "no additional
 *   properties"); otherwise it is dropped (whitelisted: "other fields are ignored").
 * - `code` and `message`: the refusal of a missing, malformed or unknown field, unless the
 *   constraint carries a code of its own (see `fieldCode`).
 * - `codeOrder`: when fields fail with different codes, the first listed code present wins and
 *   only its fields are named (default: `code` first, then the order the failures come in).
 * - `nested`: the class holds other input classes (built with class-transformer's @Type);
 *   a flat class is filled by a plain assignment, which is cheaper (hot paths).
 * - `lookup`: its texts only name what to find, never what to store (the local API's path ids):
 *   a text no store could keep (a lone surrogate, NUL) is then an id that names nothing, which
 *   the caller answers as such (404), instead of a refusal.
 * - `readBack`: a record the program wrote itself and reads back (the write journal): its texts
 *   are taken as they were written (a message the service sent, copied as it came), so a text no
 *   store could keep is not a refusal either; its fields are still checked.
 */
export interface InputOptions {
  readonly closed: boolean;
  readonly code: string;
  /** The refusal's sentence, or how to say it from the fields at fault (by path). */
  readonly message: string | ((details: Readonly<Record<string, string>>) => string);
  /** At most this many fields are named (a wrong file stays readable); all by default. */
  readonly maxDetails?: number;
  /** The sentence for an unknown field of a closed class; `name` is the field, `path` its path. */
  readonly unknownField?: (name: string, path: string) => string;
  readonly codeOrder?: readonly string[];
  readonly nested?: boolean;
  readonly lookup?: boolean;
  readonly readBack?: boolean;
}

const OPTIONS = new Map<object, InputOptions>();

export function Input(options: InputOptions): ClassDecorator {
  return (target) => {
    OPTIONS.set(target, options);
  };
}

/** Every input class loaded so far (the contract tests check each one against its document). */
export function inputClasses(): readonly object[] {
  return [...OPTIONS.keys()];
}

export function inputOptionsOf(dto: object): InputOptions {
  const options = OPTIONS.get(dto);
  if (!options) throw new Error(`${(dto as { name?: string }).name ?? 'a class'} has no @Input(...)`);
  return options;
}
