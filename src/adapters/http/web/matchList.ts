import type { MatchStatus } from '../../../domain/match/Match';
import type { MatchFilter, MatchPage, MatchPosition } from '../../../domain/match/MatchListing';
import type { MatchSummary } from '../../../domain/match/views';
import { ID_PATTERN } from './ids';
import type { MatchListQuery } from './queryInputs';

// get_all_matchs' filters and cursor paging (issue 11): the opaque cursor, the checked query
// (queryInputs: MatchListQuery) as filter and page, and the body of a page ({success, data, nextCursor}).

export const CURSOR = /^[A-Za-z0-9_-]{1,256}$/;

/** The opaque cursor: base64url of the last listed match's position. */
export function cursorOf(position: MatchPosition): string {
  const fields = [position.dayOrder, position.date, position.time, position.id];
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');
}

export function positionOfCursor(cursor: string): MatchPosition | null {
  if (!CURSOR.test(cursor)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 4) return null;
  const [dayOrder, date, time, id] = fields as unknown[];
  if (dayOrder !== null && !Number.isSafeInteger(dayOrder)) return null;
  if (typeof date !== 'string' || typeof time !== 'string' || typeof id !== 'string') return null;
  if (date.length > 32 || time.length > 32 || !ID_PATTERN.test(id)) return null;
  return { dayOrder: dayOrder as number | null, date, time, id };
}

export interface MatchListRequest {
  readonly filter: MatchFilter;
  /** Present when the caller asked for a page. */
  readonly page?: { readonly limit: number; readonly after?: MatchPosition };
}

/** The checked query as filter and page. */
export function matchListQuery(query: MatchListQuery): MatchListRequest {
  const filter: MatchFilter = {
    ...(query.day_id === undefined ? {} : { dayId: query.day_id }),
    ...(query.status === undefined ? {} : { status: query.status as MatchStatus }),
    ...(query.team_id === undefined ? {} : { teamId: query.team_id }),
    ...(query.date_from === undefined ? {} : { dateFrom: query.date_from }),
    ...(query.date_to === undefined ? {} : { dateTo: query.date_to }),
  };
  if (query.limit === undefined) return { filter };
  const after = query.cursor === undefined ? null : positionOfCursor(query.cursor);
  return { filter, page: { limit: Number(query.limit), ...(after ? { after } : {}) } };
}

/** What the endpoint answers: the whole list, or one page. */
export type MatchListAnswer = MatchSummary[] | MatchPage<MatchSummary>;

/** `{success, data}` for the whole list; a page adds `nextCursor` (null on the last page). */
export function matchListEnvelope(value: unknown): unknown {
  const answer = value as MatchListAnswer;
  if (Array.isArray(answer)) return { success: true, data: answer };
  return { success: true, data: answer.items, nextCursor: answer.next ? cursorOf(answer.next) : null };
}
