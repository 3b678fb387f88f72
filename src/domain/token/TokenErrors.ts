import { domainError } from '../shared/DomainError';
import type { DomainError } from '../shared/DomainError';

// Spec 7: invalid, expired, revoked and an inactive (creator) account are 401; a creator who no
// longer administers the company is 403, as is `licence_invalid` from the access errors.
export const TokenErrors = {
  invalid: (): DomainError => domainError('token_invalid', 'The token is invalid.'),
  expired: (): DomainError => domainError('token_expired', 'The token has expired.'),
  revoked: (): DomainError => domainError('token_revoked', 'The token has been revoked.'),
  creatorInactive: (): DomainError =>
    domainError('account_inactive', "The token's creator account is disabled or deleted."),
  creatorNotAuthorized: (): DomainError =>
    domainError('creator_not_authorized', "The token's creator no longer administers its company."),
  notFound: (id: string): DomainError => domainError('not_found', `No token with id ${id} in this company.`),
  invalidSettings: (details: Record<string, string>): DomainError =>
    domainError('validation_failed', 'The token settings are invalid.', details),
};
