import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { SPORTS } from '../sport/Sport';
import type { Sport } from '../sport/Sport';
import { AccessErrors } from './AccessErrors';
import type { Principal } from './Principal';

/** A token is limited to the sports chosen on it; a session sees every sport. */
export function allowedSports(principal: Principal): readonly Sport[] {
  return principal.kind === 'token' ? principal.sports : SPORTS;
}

export function sportAllowed(principal: Principal, sport: Sport): boolean {
  return allowedSports(principal).includes(sport);
}

export function sportAccess(principal: Principal, sport: Sport): Result<void, DomainError> {
  return sportAllowed(principal, sport) ? ok(undefined) : err(AccessErrors.sportNotAllowed(sport));
}
