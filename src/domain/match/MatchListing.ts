import type { Day } from '../championship/Championship';
import type { Match, MatchStatus } from './Match';

/** The optional filters of get_all_matchs (issue 11); every given one must hold. */
export interface MatchFilter {
  readonly dayId?: string;
  readonly status?: MatchStatus;
  /** Matches where this team plays, home or away. */
  readonly teamId?: string;
  /** Inclusive ISO dates (YYYY-MM-DD); a match without a date is outside any date range. */
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

/**
 * Where a match sits in the listing's order: day order (matches without a day last), date, time,
 * id. A page resumes after a position, so a match moved or added meanwhile is neither repeated
 * nor skipped among those that did not move.
 */
export interface MatchPosition {
  readonly dayOrder: number | null;
  readonly date: string;
  readonly time: string;
  readonly id: string;
}

export interface MatchPage<T> {
  readonly items: T[];
  /** The position of the last item when more follow; null on the last page. */
  readonly next: MatchPosition | null;
}

export function matchFilter(filter: MatchFilter): (match: Match) => boolean {
  return (m) =>
    (filter.dayId === undefined || m.dayId === filter.dayId) &&
    (filter.status === undefined || m.status === filter.status) &&
    (filter.teamId === undefined || m.homeTeamId === filter.teamId || m.awayTeamId === filter.teamId) &&
    (filter.dateFrom === undefined || (m.date !== '' && m.date >= filter.dateFrom)) &&
    (filter.dateTo === undefined || (m.date !== '' && m.date <= filter.dateTo));
}

/** The position of each match, from the championship's days. */
export function positionsOf(days: readonly Day[]): (match: Match) => MatchPosition {
  const orders = new Map(days.map((d) => [d.id, d.order]));
  return (m) => ({ dayOrder: orders.get(m.dayId) ?? null, date: m.date, time: m.time, id: m.id });
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Ids are decimal strings: a shorter one is smaller. */
const byId = (a: string, b: string): number => a.length - b.length || byText(a, b);

/** The listing's order (the store's: day order with no day last, date, time, id). */
export function comparePositions(a: MatchPosition, b: MatchPosition): number {
  if (a.dayOrder !== b.dayOrder) {
    if (a.dayOrder === null) return 1;
    if (b.dayOrder === null) return -1;
    return a.dayOrder - b.dayOrder;
  }
  return byText(a.date, b.date) || byText(a.time, b.time) || byId(a.id, b.id);
}

/** Up to `limit` items after `after` (from the start when absent), of a list in listing order. */
export function pageAfter<T>(
  items: readonly T[],
  positionOf: (item: T) => MatchPosition,
  limit: number,
  after?: MatchPosition,
): MatchPage<T> {
  let start = 0;
  if (after) {
    // Binary search: the first item strictly after the position.
    let high = items.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (comparePositions(positionOf(items[middle] as T), after) <= 0) start = middle + 1;
      else high = middle;
    }
  }
  const page = items.slice(start, start + limit);
  const last = page[page.length - 1];
  const more = start + limit < items.length;
  return { items: page, next: more && last !== undefined ? positionOf(last) : null };
}
