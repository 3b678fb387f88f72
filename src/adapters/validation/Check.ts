import type { ValidationArguments, ValidationOptions } from 'class-validator';
import { ValidateBy } from 'class-validator';

/** A JSON Schema fragment: what a constraint allows, as the API documents write it. */
export type SchemaFragment = Readonly<Record<string, unknown>>;

const FRAGMENTS = new Map<string, SchemaFragment>();

/**
 * Marks a rule that JSON Schema cannot state (a relation between fields, an opaque token that must
 * be one we issued): the document says it in words, here `rule`. The contract tests compare the
 * rest of the fragment and keep such fields out of the generated inputs.
 */
export const STRICTER = (rule: string): SchemaFragment => ({ 'x-stricter': rule });

/**
 * The JSON Schema of a constraint declared with `Check`, by its name; the contract tests compare
 * the input classes with the OpenAPI and AsyncAPI documents through these.
 */
export function schemaOfCheck(name: string): SchemaFragment | undefined {
  return FRAGMENTS.get(name);
}

/**
 * A constraint of our own: `test` says whether the value passes (`object` is the whole input,
 * for a rule between fields), `schema` is the same rule in JSON Schema ({} for a rule the
 * documents state in words). Names are unique: one name, one rule.
 */
export function Check(
  name: string,
  test: (value: unknown, object: object) => boolean,
  schema: SchemaFragment,
  options: ValidationOptions = {},
): PropertyDecorator {
  const known = FRAGMENTS.get(name);
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema)) {
    throw new Error(`Check ${name} is declared twice with different schemas`);
  }
  FRAGMENTS.set(name, schema);
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => test(value, args?.object ?? {}),
        defaultMessage: () => '$property is invalid',
      },
    },
    options,
  );
}
