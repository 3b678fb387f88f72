import { domainError } from '../shared/DomainError';
import type { DomainError } from '../shared/DomainError';

// Expected refusals of the access policy. Delivery maps each code to its status (spec 7):
// every code here is a 403, except `invalid_credentials` and `account_inactive` (401).
export const AccessErrors = {
  forbiddenCompany: (): DomainError => domainError('forbidden_company', 'This company is not accessible.'),
  sportNotAllowed: (sport: string): DomainError =>
    domainError('sport_not_allowed', `The sport ${sport} is not allowed for this caller.`),
  teamNotAllowed: (): DomainError =>
    domainError('team_not_allowed', 'This match is outside the teams this user may see.'),
  archivedNotAllowed: (): DomainError =>
    domainError('archived_not_allowed', 'Archived championships need an administrator or a token.'),
  licenceInvalid: (): DomainError => domainError('licence_invalid', 'The company licence is not valid.'),
  administratorRequired: (): DomainError =>
    domainError('administrator_required', 'Administrator access to this company is required.'),
  sessionRequired: (): DomainError =>
    domainError(
      'session_required',
      'This operation needs a logged-in session; an integration token cannot reach it.',
    ),
  writePermissionRequired: (): DomainError =>
    domainError(
      'write_permission_required',
      'This operation needs write permission: a read_write_events token or an administrator session.',
    ),
  invalidCredentials: (): DomainError =>
    domainError('invalid_credentials', 'Email or password is incorrect.'),
  accountInactive: (): DomainError => domainError('account_inactive', 'This account is disabled or deleted.'),
};
