import type { ValidationArguments } from 'class-validator';
import { IsDefined } from 'class-validator';
import { MAX_PAGE_LIMIT } from '../../../application/web/GetMatchPage';
import { MATCH_STATUSES } from '../../../domain/match/Match';
import { isCalendarDate } from '../../../domain/shared/calendarDate';
import { Check } from '../../validation/Check';
import type { SchemaFragment } from '../../validation/Check';
import { STRICTER } from '../../validation/Check';
import { Input } from '../../validation/Input';
import { Optional } from '../../validation/Optional';
import { ID_FORM, ID_PATTERN } from './ids';
import { CURSOR, positionOfCursor } from './matchList';

// The query parameters of the web API (api/web.openapi.json), one input class per set. Each value
// is given once; unknown, missing, repeated or malformed parameters are a 400 naming each one.

/** 1 to MAX_PAGE_LIMIT (1000), without leading zeros. */
const LIMIT = /^([1-9][0-9]{0,2}|1000)$/;

const QUERY = {
  closed: true,
  code: 'invalid_parameters',
  message: 'The query parameters are invalid.',
  unknownField: (name: string) => `${name} is not a parameter of this endpoint`,
} as const;

/** A query parameter: a string given once that passes `ok`; `problem` says what it must be. */
function Parameter(name: string, ok: (v: string) => boolean, problem: string, schema: SchemaFragment) {
  return Check(name, (v) => typeof v === 'string' && ok(v), schema, {
    message: (args: ValidationArguments) =>
      `${args.property} ${Array.isArray(args.value) ? 'must be given once' : problem}`,
  });
}

const Id = () =>
  Parameter('queryId', (v) => ID_PATTERN.test(v), `must be a numeric id ${ID_FORM}`, {
    type: 'string',
    pattern: ID_PATTERN.source,
  });

const Required = () => IsDefined({ message: '$property is required' });

@Input(QUERY)
export class NoQuery {}

@Input(QUERY)
export class ArchivedQuery {
  @Optional()
  @Parameter('queryFlag', (v) => v === '0' || v === '1', 'must be 0 or 1', {
    type: 'string',
    enum: ['0', '1'],
  })
  include_archived?: '0' | '1';
}

@Input(QUERY)
export class CompanyQuery {
  @Optional()
  @Id()
  company_id?: string;
}

@Input(QUERY)
export class ChampionshipQuery {
  @Required()
  @Id()
  championship_id!: string;
}

@Input(QUERY)
export class MatchQuery extends ChampionshipQuery {
  @Required()
  @Id()
  match_id!: string;
}

@Input(QUERY)
export class DayQuery extends ChampionshipQuery {
  @Optional()
  @Id()
  day_id?: string;
}

const isoDate = () =>
  Parameter('queryDate', isCalendarDate, 'must be a date YYYY-MM-DD', {
    type: 'string',
    format: 'date',
  });

/** get_all_matchs' filters and cursor paging (issue 11). */
@Input(QUERY)
export class MatchListQuery extends DayQuery {
  @Optional()
  @Id()
  team_id?: string;

  @Optional()
  @Parameter(
    'queryStatus',
    (v) => (MATCH_STATUSES as readonly string[]).includes(v),
    `must be one of ${MATCH_STATUSES.join(', ')}`,
    {
      type: 'string',
      enum: [...MATCH_STATUSES],
    },
  )
  status?: string;

  @Optional()
  @isoDate()
  date_from?: string;

  @Optional()
  @isoDate()
  @Check(
    'notBeforeDateFrom',
    (v, q) => !(String(v) < String((q as MatchListQuery).date_from ?? '')),
    STRICTER('date_to: not before date_from'),
    {
      message: 'date_to must not be before date_from',
    },
  )
  date_to?: string;

  @Optional()
  @Parameter('queryLimit', (v) => LIMIT.test(v), `must be an integer from 1 to ${MAX_PAGE_LIMIT}`, {
    type: 'string',
    pattern: LIMIT.source,
  })
  limit?: string;

  @Optional()
  @Parameter(
    'queryCursor',
    (v) => CURSOR.test(v) && positionOfCursor(v) !== null,
    'must be a nextCursor given by this endpoint',
    {
      type: 'string',
      pattern: CURSOR.source,
      ...STRICTER('a nextCursor this endpoint gave'),
    },
  )
  @Check(
    'cursorWithLimit',
    (_v, q) => (q as MatchListQuery).limit !== undefined,
    STRICTER('cursor: sent with limit'),
    {
      message: 'cursor must be sent with limit',
    },
  )
  cursor?: string;
}
