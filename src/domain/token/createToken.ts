import type { DomainError } from '../shared/DomainError';
import { ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import type { NewActiveToken } from './ApiToken';
import { expiryAfter } from './tokenExpiry';
import { parseTokenSettings } from './TokenSettings';
import type { TokenSettingsInput } from './TokenSettings';

export interface TokenIssuer {
  readonly companyId: string;
  /** An administrator of the company, checked by the caller. */
  readonly creatorId: string;
}

/** What is kept of the secret: its listed prefix and its digest. */
export interface TokenCredential {
  readonly prefix: string;
  readonly digest: string;
}

export function createToken(
  input: TokenSettingsInput,
  issuer: TokenIssuer,
  credential: TokenCredential,
  now: Date,
): Result<NewActiveToken, DomainError> {
  const settings = parseTokenSettings(input);
  if (!settings.ok) return settings;
  return ok({
    state: 'active',
    companyId: issuer.companyId,
    creatorId: issuer.creatorId,
    name: settings.value.name,
    prefix: credential.prefix,
    digest: credential.digest,
    permission: settings.value.permission,
    sports: settings.value.sports,
    createdAt: now,
    expiresAt: expiryAfter(now, settings.value.durationDays),
    lastUsedAt: null,
  });
}
