import type { DeskContext } from '../../../domain/desk/DeskContext';
import type { MatchSummary } from '../../../domain/match/views';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { ok } from '../../../domain/shared/Result';
import type { HostedMatches } from '../../ports/HostedMatches';
import type { ChampionshipView } from '../../web/views/ChampionshipView';

/** A hosted championship with its matches visible to the user. */
export interface HostedListing {
  readonly championship: ChampionshipView;
  readonly matches: readonly MatchSummary[];
}

/** Finds hosted matches by id alone: the championships of every sport, then their matches. */
export class MatchDirectory {
  constructor(private readonly matches: HostedMatches) {}

  async listings(): Promise<Result<readonly HostedListing[], DomainError>> {
    const championships = await this.matches.championships();
    if (!championships.ok) return championships;
    const listings: HostedListing[] = [];
    for (const championship of championships.value) {
      const matches = await this.matches.matches(championship);
      if (!matches.ok) return matches;
      listings.push({ championship, matches: matches.value });
    }
    return ok(listings);
  }

  async find(matchId: string): Promise<Result<DeskContext | null, DomainError>> {
    const listings = await this.listings();
    if (!listings.ok) return listings;
    for (const { championship, matches } of listings.value) {
      if (matches.some((m) => m.id === matchId)) {
        return ok({ sport: championship.sport, championshipId: championship.id, matchId });
      }
    }
    return ok(null);
  }
}
