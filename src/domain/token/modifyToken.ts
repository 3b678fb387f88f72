import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import type { Sport } from '../sport/Sport';
import type { ActiveToken, ApiToken } from './ApiToken';
import { expiryAfter } from './tokenExpiry';
import { TokenErrors } from './TokenErrors';
import type { TokenPermission } from './TokenPermission';
import { checkTokenFields, orderedSports } from './TokenSettings';
import type { TokenSettingsInput } from './TokenSettings';

/** Absent fields stay as they are; `expiry` absent means 'keep'. */
export interface TokenChangesInput {
  readonly name?: unknown;
  readonly permission?: unknown;
  readonly sports?: unknown;
  /** 'keep' keeps the date; `{durationDays}` renews from now (spec 3.2). */
  readonly expiry?: unknown;
}

/** 'keep', the requested duration (checked later), or null when the shape is wrong. */
function renewal(expiry: unknown): { days: unknown } | 'keep' | null {
  if (expiry === undefined || expiry === 'keep') return 'keep';
  if (typeof expiry === 'object' && expiry !== null && 'durationDays' in expiry) {
    return { days: (expiry as { durationDays: unknown }).durationDays };
  }
  return null;
}

/** Changes name, sports, permission or expiry. The secret is unchanged; a revoked token is final. */
export function modifyToken(
  token: ApiToken,
  changes: TokenChangesInput,
  now: Date,
): Result<ActiveToken, DomainError> {
  if (token.state === 'revoked') return err(TokenErrors.revoked());
  const expiry = renewal(changes.expiry);
  if (expiry === null) {
    return err(TokenErrors.invalidSettings({ expiry: "expiry must be 'keep' or {durationDays}" }));
  }
  const given: TokenSettingsInput = {
    name: changes.name,
    permission: changes.permission,
    sports: changes.sports,
    durationDays: expiry === 'keep' ? undefined : expiry.days,
  };
  const present = (['name', 'permission', 'sports'] as const).filter((f) => given[f] !== undefined);
  const refused = checkTokenFields(given, expiry === 'keep' ? present : [...present, 'durationDays']);
  if (refused) return err(refused);
  return ok({
    ...token,
    name: typeof changes.name === 'string' ? changes.name.trim() : token.name,
    permission: (changes.permission as TokenPermission | undefined) ?? token.permission,
    sports: changes.sports !== undefined ? orderedSports(changes.sports as Sport[]) : token.sports,
    expiresAt: expiry === 'keep' ? token.expiresAt : expiryAfter(now, expiry.days as number),
  });
}
