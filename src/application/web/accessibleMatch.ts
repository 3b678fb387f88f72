import { matchAccess } from '../../domain/access/matchAccess';
import type { Principal } from '../../domain/access/Principal';
import type { Championship } from '../../domain/championship/Championship';
import type { Match } from '../../domain/match/Match';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Matches } from '../ports/MatchData';
import { WebErrors } from './WebErrors';

/** A match of the (already accessible) championship that the caller may see (team restrictions). */
export async function accessibleMatch(
  matches: Pick<Matches, 'byId'>,
  principal: Principal,
  championship: Championship,
  matchId: string,
): Promise<Result<Match, DomainError>> {
  return readableMatch(principal, championship, matchId, await matches.byId(matchId));
}

/** The same checks on a match already read (null: unknown). */
export function readableMatch(
  principal: Principal,
  championship: Championship,
  matchId: string,
  match: Match | null,
): Result<Match, DomainError> {
  if (!match || match.championshipId !== championship.id) {
    return err(WebErrors.matchNotFound(championship.id, matchId));
  }
  const access = matchAccess(principal, championship.companyId, match);
  return access.ok ? ok(match) : access;
}
