import type { ValidationOptions } from 'class-validator';

/**
 * What a constraint adds to its refusal (class-validator's `context`): its own stable `code`
 * (e.g. `validation_failed`, 422, where the field's value is the business rules' to refuse), the
 * refusal's sentence, and the `errors` entries when they name more than the field itself (e.g. the
 * OCR readings at fault inside `values`).
 */
export interface FieldContext {
  readonly code?: string;
  readonly message?: string | ((value: unknown) => string);
  readonly details?: (value: unknown, path: string) => Record<string, string>;
}

/** Validation options whose failure is refused with `context`'s code; `message` names the field. */
export function fieldCode(
  context: FieldContext,
  message?: string,
  more: Omit<ValidationOptions, 'context' | 'message'> = {},
): ValidationOptions {
  return message === undefined ? { ...more, context } : { ...more, context, message };
}
