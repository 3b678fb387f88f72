import { AccessErrors } from '../access/AccessErrors';
import type { Role } from '../access/Membership';
import type { UserStatus } from '../access/User';
import type { DomainError } from '../shared/DomainError';
import { TokenErrors } from './TokenErrors';

/** What is re-read on every request (spec 5.2.4): the creator and the company licence. */
export interface TokenStanding {
  /** null when the creator's account no longer exists. */
  readonly creatorStatus: UserStatus | null;
  /** The creator's role in the token's company; null when no longer a member. */
  readonly creatorRole: Role | null;
  readonly licenceValid: boolean;
}

type RefusalRule = (standing: TokenStanding) => DomainError | null;

// spec 3.2: refused when the creator is disabled, deleted or no longer administrator.
const creatorActive: RefusalRule = (s) =>
  s.creatorStatus === 'active' ? null : TokenErrors.creatorInactive();
const creatorAdministrator: RefusalRule = (s) =>
  s.creatorRole === 'administrator' ? null : TokenErrors.creatorNotAuthorized();
const licenceValid: RefusalRule = (s) => (s.licenceValid ? null : AccessErrors.licenceInvalid());

export const TOKEN_REFUSAL_RULES: readonly RefusalRule[] = [
  creatorActive,
  creatorAdministrator,
  licenceValid,
];

/** Why a token is refused whatever its own state, or null. */
export function tokenRefusal(standing: TokenStanding): DomainError | null {
  for (const rule of TOKEN_REFUSAL_RULES) {
    const refusal = rule(standing);
    if (refusal) return refusal;
  }
  return null;
}
