import { domainError } from '../../../../domain/shared/DomainError';
import type { DomainError } from '../../../../domain/shared/DomainError';
import { ApiError } from '../../ApiError';
import { fromDomainError } from '../../errorStatus';

/**
 * A refusal of a management request. `token_revoked` means "refused with 401" to a bearer; to an
 * administrator changing or revoking a revoked token it is a conflict with its final state.
 */
export function managementError(error: DomainError): ApiError {
  if (error.code === 'token_revoked') {
    return fromDomainError(
      domainError(
        'token_already_revoked',
        'This token is revoked: it can be neither changed nor reactivated.',
      ),
    );
  }
  return fromDomainError(error);
}

export function methodNotAllowed(allow: string) {
  return (): never => {
    throw new ApiError(405, 'method_not_allowed', `This address answers ${allow} only.`, undefined, {
      Allow: allow,
    });
  };
}
