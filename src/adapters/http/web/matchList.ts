import { MATCH_STATUSES } from '../../../domain/match/Match';
import type { MatchStatus } from '../../../domain/match/Match';
import type { MatchFilter, MatchPage, MatchPosition } from '../../../domain/match/MatchListing';
import type { MatchSummary } from '../../../domain/match/views';
import { MAX_PAGE_LIMIT } from '../../../application/web/GetMatchPage';
import { ID_PATTERN } from './ids';
import type { ParameterSpec, ParameterSpecs } from './queryParameters';
import { optionalId, requiredId } from './queryParameters';
import { apiError } from '../../errors/ApiError';

// get_all_matchs' filters and cursor paging (issue 11): the parameters, the opaque cursor, and
// the body of a page ({success, data, nextCursor}).

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const LIMIT = /^[0-9]{1,4}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,256}$/;

const text = (check: (value: string) => string | null): ParameterSpec => ({
  kind: 'text',
  required: false,
  check,
});

export const MATCH_LIST_PARAMETERS: ParameterSpecs = {
  championship_id: requiredId,
  day_id: optionalId,
  team_id: optionalId,
  status: text((v) =>
    (MATCH_STATUSES as readonly string[]).includes(v) ? null : `must be one of ${MATCH_STATUSES.join(', ')}`,
  ),
  date_from: text((v) => (ISO_DATE.test(v) ? null : 'must be a date YYYY-MM-DD')),
  date_to: text((v) => (ISO_DATE.test(v) ? null : 'must be a date YYYY-MM-DD')),
  limit: text((v) =>
    LIMIT.test(v) && Number(v) >= 1 && Number(v) <= MAX_PAGE_LIMIT
      ? null
      : `must be an integer from 1 to ${MAX_PAGE_LIMIT}`,
  ),
  cursor: text((v) => (positionOfCursor(v) ? null : 'must be a nextCursor given by this endpoint')),
};

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

export interface MatchListQuery {
  readonly filter: MatchFilter;
  /** Present when the caller asked for a page. */
  readonly page?: { readonly limit: number; readonly after?: MatchPosition };
}

/** The checked query as filter and page; a cursor without limit or a reversed range is a 400. */
export function matchListQuery(query: Readonly<Record<string, string>>): MatchListQuery {
  const errors: Record<string, string> = {};
  if (query.cursor !== undefined && query.limit === undefined) {
    errors.cursor = 'cursor must be sent with limit';
  }
  if (query.date_from !== undefined && query.date_to !== undefined && query.date_to < query.date_from) {
    errors.date_to = 'date_to must not be before date_from';
  }
  if (Object.keys(errors).length > 0) {
    throw apiError('invalid_parameters', errors, { message: 'The query parameters are invalid.' });
  }
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
