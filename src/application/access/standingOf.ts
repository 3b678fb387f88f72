import type { TokenStanding } from '../../domain/token/tokenStanding';
import type { TokenWithStanding } from '../ports/Accounts';

/** What the refusal rules need from the joined read (spec 5.2.4). */
export function standingOf(entry: TokenWithStanding): TokenStanding {
  return {
    creatorStatus: entry.creator?.status ?? null,
    creatorRole: entry.creatorRole,
    licenceValid: entry.company.licenceValid,
  };
}
