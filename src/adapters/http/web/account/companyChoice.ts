import { AccessErrors } from '../../../../domain/access/AccessErrors';
import { administeredCompanyIds } from '../../../../domain/access/administration';
import type { SessionPrincipal } from '../../../../domain/access/Principal';
import { domainError } from '../../../../domain/shared/DomainError';
import type { DomainError } from '../../../../domain/shared/DomainError';
import { err, ok } from '../../../../domain/shared/Result';
import type { Result } from '../../../../domain/shared/Result';

/**
 * The company a management request is about: the one named (the use case checks the right to
 * manage it), else the only company the session administers. A session administering several
 * must name one (400); one administering none is refused (403).
 */
export function companyToManage(
  principal: SessionPrincipal,
  requested: string | undefined,
  field: string,
): Result<string, DomainError> {
  if (requested !== undefined) return ok(requested);
  const administered = administeredCompanyIds(principal);
  if (administered.length === 1) return ok(administered[0] as string);
  if (administered.length === 0) return err(AccessErrors.administratorRequired());
  return err(
    domainError('invalid_parameters', `${field} is required: this session administers several companies.`, {
      [field]: `${field} is required`,
    }),
  );
}
