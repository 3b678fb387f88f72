import { domainError } from '../../../../domain/shared/DomainError';
import type { DomainError } from '../../../../domain/shared/DomainError';
import type { ApiError } from '../../../errors/ApiError';
import { apiError, fromDomainError } from '../../../errors/ApiError';

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
    throw apiError('method_not_allowed', undefined, {
      message: `This address answers ${allow} only.`,
      headers: { Allow: allow },
    });
  };
}
