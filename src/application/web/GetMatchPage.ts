import type { MatchPage, MatchPosition } from '../../domain/match/MatchListing';
import { comparePositions, pageAfter, positionsOf } from '../../domain/match/MatchListing';
import { toMatchSummary } from '../../domain/match/MatchSummaryMapper';
import type { MatchSummary } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Matches } from '../ports/MatchData';
import type { AllMatchesRequest } from './GetAllMatches';
import { listedMatches } from './GetAllMatches';

/** At most this many matches per page (issue 11). */
export const MAX_PAGE_LIMIT = 1000;

export interface MatchPageRequest extends AllMatchesRequest {
  /** 1..MAX_PAGE_LIMIT. */
  readonly limit: number;
  /** Resume after this position (the `next` of the previous page); absent: the first page. */
  readonly after?: MatchPosition;
}

/**
 * get_all_matchs with `limit` (issue 11): one page of the filtered visible matches in listing
 * order, and where the next page starts. Following `next` from the first page lists every match
 * exactly once, in order.
 */
export class GetMatchPage {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: MatchPageRequest): Promise<Result<MatchPage<MatchSummary>, DomainError>> {
    const listed = await listedMatches(this.championships, this.matches, request);
    if (!listed.ok) return listed;
    const { matches, sources } = listed.value;
    const positionOf = positionsOf(sources.days);
    const ordered = matches
      .map((match) => ({ match, position: positionOf(match) }))
      .sort((a, b) => comparePositions(a.position, b.position));
    const page = pageAfter(ordered, (m) => m.position, request.limit, request.after);
    return ok({ items: page.items.map((m) => toMatchSummary(m.match, sources)), next: page.next });
  }
}
