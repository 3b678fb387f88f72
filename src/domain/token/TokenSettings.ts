import { requiredName } from '../access/accountRules';
import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { isSport, SPORTS } from '../sport/Sport';
import type { Sport } from '../sport/Sport';
import { TokenErrors } from './TokenErrors';
import { isTokenPermission, TOKEN_PERMISSIONS } from './TokenPermission';
import type { TokenPermission } from './TokenPermission';

export const TOKEN_NAME_MAX_LENGTH = 100;
export const TOKEN_MIN_DAYS = 1;
export const TOKEN_MAX_DAYS = 365;

/** The settings as they arrive from a caller, not yet checked. */
export interface TokenSettingsInput {
  readonly name?: unknown;
  readonly permission?: unknown;
  readonly sports?: unknown;
  readonly durationDays?: unknown;
}

export interface TokenSettings {
  readonly name: string;
  readonly permission: TokenPermission;
  readonly sports: readonly Sport[];
  readonly durationDays: number;
}

/** One field rule: a message when the value is refused, null when it is fine. */
type FieldRule = (value: unknown) => string | null;

export const nameRule: FieldRule = requiredName('name', TOKEN_NAME_MAX_LENGTH);

export const permissionRule: FieldRule = (value) =>
  isTokenPermission(value) ? null : `permission must be one of ${TOKEN_PERMISSIONS.join(', ')}`;

export const sportsRule: FieldRule = (value) => {
  const message = `sports must be a non-empty list of distinct sports among ${SPORTS.join(', ')}`;
  if (!Array.isArray(value) || value.length === 0 || !value.every(isSport)) return message;
  return new Set(value).size === value.length ? null : message;
};

// spec 4.3, 8: an integer number of days, 1 to 365.
export const durationRule: FieldRule = (value) =>
  Number.isInteger(value) && (value as number) >= TOKEN_MIN_DAYS && (value as number) <= TOKEN_MAX_DAYS
    ? null
    : `durationDays must be an integer from ${TOKEN_MIN_DAYS} to ${TOKEN_MAX_DAYS}`;

export const TOKEN_FIELD_RULES: Readonly<Record<keyof TokenSettingsInput, FieldRule>> = {
  name: nameRule,
  permission: permissionRule,
  sports: sportsRule,
  durationDays: durationRule,
};

/** Checks the given fields only; every refused field gets its own detail. */
export function checkTokenFields(
  input: TokenSettingsInput,
  fields: readonly (keyof TokenSettingsInput)[],
): DomainError | null {
  const details: Record<string, string> = {};
  for (const field of fields) {
    const message = TOKEN_FIELD_RULES[field](input[field]);
    if (message) details[field] = message;
  }
  return Object.keys(details).length ? TokenErrors.invalidSettings(details) : null;
}

export function parseTokenSettings(input: TokenSettingsInput): Result<TokenSettings, DomainError> {
  const refused = checkTokenFields(input, ['name', 'permission', 'sports', 'durationDays']);
  if (refused) return err(refused);
  return ok({
    name: (input.name as string).trim(),
    permission: input.permission as TokenPermission,
    sports: orderedSports(input.sports as Sport[]),
    durationDays: input.durationDays as number,
  });
}

/** Sports in catalog order, so that equal sets compare equal. */
export function orderedSports(sports: readonly Sport[]): Sport[] {
  return SPORTS.filter((s) => sports.includes(s));
}
