import { championshipAccess } from '../../domain/access/championshipAccess';
import { companyAccess } from '../../domain/access/companyAccess';
import type { Championship } from '../../domain/championship/Championship';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships } from '../ports/MatchData';
import { WebErrors } from './WebErrors';
import type { ChampionshipRequest } from './WebRequests';

/**
 * The championship of the URL, when the caller may read it: unknown → not_found; another
 * company → forbidden_company (spec 4.2 rule 1, checked before anything else is revealed);
 * another sport than the URL's → not_found; then sport and archive rights.
 */
export async function accessibleChampionship(
  championships: Pick<Championships, 'byId'>,
  request: ChampionshipRequest,
): Promise<Result<Championship, DomainError>> {
  return readableChampionship(request, await championships.byId(request.championshipId));
}

/** The same checks on a championship already read (null: unknown). */
export function readableChampionship(
  request: ChampionshipRequest,
  championship: Championship | null,
): Result<Championship, DomainError> {
  if (!championship) return err(WebErrors.championshipNotFound(request.sport, request.championshipId));
  const company = companyAccess(request.principal, championship.companyId);
  if (!company.ok) return company;
  if (championship.sport !== request.sport) {
    return err(WebErrors.championshipNotFound(request.sport, request.championshipId));
  }
  const access = championshipAccess(request.principal, championship);
  return access.ok ? ok(championship) : access;
}
