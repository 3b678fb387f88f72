import { nameProblem } from '../shared/unicodeText';
import { domainError } from '../shared/DomainError';
import type { DomainError } from '../shared/DomainError';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Our choice: long enough to resist guessing, short enough to bound the hashing work. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

/** One field rule: a message when the value is refused, null when it is fine. */
export type FieldRule = (value: unknown) => string | null;

/**
 * A character that shows: a letter, digit, punctuation or symbol that Unicode does not mark as
 * default-ignorable (a zero-width space or joiner, a BOM, the Hangul fillers, a variation
 * selector), and not the blank Braille pattern. A name without one (spaces, those, combining marks
 * alone) reads as blank (found by QA: a token named U+200B; by review: U+3164, U+2800, U+0300).
 */
const VISIBLE = /(?!\p{Default_Ignorable_Code_Point}|\u2800)[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A company's name as it is stored and looked up: trimmed, in Unicode NFC, so that "Köln" typed
 * with a combining mark is the same company as "Köln" composed (found by QA: an import made a
 * second company, and `user create --company` found none).
 */
export function companyName(name: string): string {
  return name.trim().normalize('NFC');
}

/** A name's rule: given with a visible character, a name (nameProblem), and at most `max` characters once trimmed. */
export const requiredName =
  (field: string, max = NAME_MAX_LENGTH): FieldRule =>
  (value) => {
    if (typeof value !== 'string' || !VISIBLE.test(value)) return `${field} is required`;
    const problem = nameProblem(value);
    if (problem !== null) return `${field} ${problem}`;
    return value.trim().length > max ? `${field} has at most ${max} characters` : null;
  };

// Deliberately loose: one @, something on both sides, a dot in the domain, no spaces.
export const emailRule: FieldRule = (value) =>
  typeof value === 'string' &&
  value.trim().length <= EMAIL_MAX_LENGTH &&
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? null
    : 'email must be an email address';

export const passwordRule: FieldRule = (value) =>
  typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH
    ? null
    : `password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

/** Applies each field's rule; every refused field gets its own detail. */
export function checkFields(
  input: object,
  rules: Readonly<Record<string, FieldRule>>,
  message: string,
): DomainError | null {
  const details: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const refusal = rule((input as Record<string, unknown>)[field]);
    if (refusal) details[field] = refusal;
  }
  return Object.keys(details).length ? domainError('validation_failed', message, details) : null;
}
