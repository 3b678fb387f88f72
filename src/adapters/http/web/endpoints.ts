import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { mayWriteEvents } from '../../../domain/access/administration';
import type { Principal } from '../../../domain/access/Principal';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { ok } from '../../../domain/shared/Result';
import { validateIdempotencyKey } from '../../../domain/command/IdempotencyKey';
import type { IdempotentRequest, WebWriteAnswer } from '../../../application/web/webWriteOnce';
import type { Sport } from '../../../domain/sport/Sport';
import type { RawEventBody } from '../../../domain/match/EventInput';
import { EVENT_FIELDS } from '../../../domain/match/eventFieldParsers';
import type { InputClass } from '../../validation/checkInput';
import { apiError, fromDomainError } from '../../errors/ApiError';
import { canonicalJson } from '../canonicalJson';
import { checkedInput } from '../checkedInput';
import { jsonBody } from '../jsonBody';
import { EventDelete, EventWrite } from './eventInputs';
import { idText } from './ids';
import { matchListEnvelope, matchListQuery } from './matchList';
import { ArchivedQuery, ChampionshipQuery, DayQuery, MatchListQuery, MatchQuery } from './queryInputs';
import type { WebUseCases } from './WebUseCases';

export interface EndpointCall {
  readonly ctx: Context;
  readonly principal: Principal;
  readonly sport: Sport;
  /** The query parameters, checked by the endpoint's query class. */
  readonly query: Readonly<Record<string, string>>;
}

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** The input class of its query parameters (queryInputs). */
  readonly query: InputClass<object>;
  /** The input class of its JSON body, for a write. */
  readonly body?: InputClass<object>;
  /** 200 with `{success: true, data}` on success; a refusal goes through the code → status map. */
  handle(call: EndpointCall): Promise<Result<unknown, DomainError>>;
  /** A GET read's success body around the value, when not `{success: true, data}`. */
  readonly envelope?: (value: unknown) => unknown;
}

/** The event fields of a checked write, as the sport rules take them. */
function eventFields(body: EventWrite): RawEventBody {
  const fields: Record<string, unknown> = {};
  for (const name of ['type', ...EVENT_FIELDS] as const) if (name in body) fields[name] = body[name];
  return fields as RawEventBody;
}

function championshipRequest(call: EndpointCall) {
  return {
    principal: call.principal,
    sport: call.sport,
    championshipId: call.query.championship_id as string,
  };
}

function matchRequest(call: EndpointCall) {
  return { ...championshipRequest(call), matchId: call.query.match_id as string };
}

/** spec 4.2 rule 3: a caller who may write events in no company gets 403 before its body is read. */
function writerOnly(principal: Principal): void {
  const allowed = mayWriteEvents(principal);
  if (!allowed.ok) throw fromDomainError(allowed.error);
}

/**
 * The Idempotency-Key of a write, an extension of spec 4.2 rule 4: 1 to 100 letters, digits,
 * underscores or hyphens, else 400 `invalid_idempotency_key` before the body is read.
 */
function idempotencyKeyOf(call: EndpointCall): string | null {
  const sent = call.ctx.headers['idempotency-key'];
  if (sent === undefined) return null;
  const key = validateIdempotencyKey(Array.isArray(sent) ? sent.join(', ') : sent);
  if (!key.ok) throw fromDomainError(key.error);
  return key.value;
}

/**
 * A field's value as the write reads it: absent, null and "" are all "left out", and a number is
 * the text it stands for (ids, timers and types are taken either way).
 */
function fingerprintValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The key bound to what the write asks, so that the same key for another write is refused: the
 * endpoint, sport, championship and the write's fields as the write reads them (whatever the
 * order of the JSON's fields, ids and numbers given as numbers or texts, a left-out field absent,
 * null or "").
 */
function idempotentRequest(
  call: EndpointCall,
  endpoint: string,
  key: string | null,
  write: Readonly<Record<string, unknown>>,
): IdempotentRequest | null {
  if (key === null) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(write)) {
    const text = fingerprintValue(value);
    if (text !== undefined) fields[name] = text;
  }
  const asked = { endpoint, sport: call.sport, championship_id: call.query.championship_id, fields };
  return { key, fingerprint: createHash('sha256').update(canonicalJson(asked)).digest('hex') };
}

/** A write's data; its kept answer, sent again for the same write, says so in `Idempotent-Replayed`. */
function replayedData<T>(
  call: EndpointCall,
  answer: Result<WebWriteAnswer<T>, DomainError>,
): Result<T, DomainError> {
  if (!answer.ok) return answer;
  if (answer.value.replayed) call.ctx.set('Idempotent-Replayed', 'true');
  return ok(answer.value.data);
}

/** The endpoints of spec 4.2 under `/api/{sport}/`, by name. */
export function webEndpoints(
  useCases: WebUseCases,
  bodyLimitBytes: number,
): Readonly<Record<string, Endpoint>> {
  const parseJson = jsonBody(bodyLimitBytes);
  return {
    get_all_championship: {
      method: 'GET',
      query: ArchivedQuery,
      handle: (call) =>
        useCases.getAllChampionships.execute({
          principal: call.principal,
          sport: call.sport,
          includeArchived: call.query.include_archived === '1',
        }),
    },
    get_championship: {
      method: 'GET',
      query: ChampionshipQuery,
      handle: (call) => useCases.getChampionship.execute(championshipRequest(call)),
    },
    get_all_matchs: {
      method: 'GET',
      query: MatchListQuery,
      envelope: matchListEnvelope,
      handle: (call) => {
        const { filter, page } = matchListQuery(call.query as unknown as MatchListQuery);
        const request = { ...championshipRequest(call), filter };
        if (!page) return useCases.getAllMatches.execute(request);
        if (!useCases.getMatchPage)
          throw apiError('invalid_parameters', undefined, { message: 'Paging is not served here.' });
        return useCases.getMatchPage.execute({ ...request, ...page });
      },
    },
    get_match: {
      method: 'GET',
      query: MatchQuery,
      handle: (call) => useCases.getMatch.execute(matchRequest(call)),
    },
    get_match_snapshot: {
      method: 'GET',
      query: MatchQuery,
      handle: (call) => useCases.getMatchSnapshot.execute(matchRequest(call)),
    },
    get_all_days: {
      method: 'GET',
      query: ChampionshipQuery,
      handle: (call) => useCases.getAllDays.execute(championshipRequest(call)),
    },
    get_all_phases: {
      method: 'GET',
      query: ChampionshipQuery,
      handle: (call) => useCases.getAllPhases.execute(championshipRequest(call)),
    },
    get_all_groups: {
      method: 'GET',
      query: ChampionshipQuery,
      handle: (call) => useCases.getAllGroups.execute(championshipRequest(call)),
    },
    get_match_events: {
      method: 'GET',
      query: MatchQuery,
      handle: (call) => useCases.getMatchEvents.execute(matchRequest(call)),
    },
    get_match_players: {
      method: 'GET',
      query: MatchQuery,
      handle: (call) => useCases.getMatchPlayers.execute(matchRequest(call)),
    },
    get_match_sets: {
      method: 'GET',
      query: MatchQuery,
      handle: (call) => useCases.getMatchSets.execute(matchRequest(call)),
    },
    get_championship_standings: {
      method: 'GET',
      query: DayQuery,
      handle: (call) =>
        useCases.getChampionshipStandings.execute({
          ...championshipRequest(call),
          ...(call.query.day_id === undefined ? {} : { dayId: call.query.day_id }),
        }),
    },
    // Extension (issue 14): the reason for every place decided by a tie-break.
    get_championship_standings_explanation: {
      method: 'GET',
      query: DayQuery,
      handle: (call) =>
        useCases.getStandingsExplanation.execute({
          ...championshipRequest(call),
          ...(call.query.day_id === undefined ? {} : { dayId: call.query.day_id }),
        }),
    },
    update_match_event: {
      method: 'POST',
      query: ChampionshipQuery,
      body: EventWrite,
      handle: async (call) => {
        writerOnly(call.principal);
        const key = idempotencyKeyOf(call);
        await parseJson(call.ctx, async () => undefined);
        const body = checkedInput(EventWrite, (call.ctx.request as { body?: unknown }).body);
        const write = { matchId: idText(body.match_id), eventId: idText(body.id), fields: eventFields(body) };
        const answer = await useCases.updateMatchEvent.executeOnce(
          { ...championshipRequest(call), ...write },
          idempotentRequest(call, 'update_match_event', key, {
            ...write.fields,
            match_id: write.matchId,
            id: write.eventId,
          }),
        );
        return replayedData(call, answer);
      },
    },
    // An extension of the spec (issue 12): the delete a desk and users expect.
    delete_match_event: {
      method: 'POST',
      query: ChampionshipQuery,
      body: EventDelete,
      handle: async (call) => {
        writerOnly(call.principal);
        const key = idempotencyKeyOf(call);
        await parseJson(call.ctx, async () => undefined);
        const body = checkedInput(EventDelete, (call.ctx.request as { body?: unknown }).body);
        const write = { matchId: idText(body.match_id), eventId: idText(body.id) };
        const answer = await useCases.deleteMatchEvent.executeOnce(
          { ...championshipRequest(call), ...write },
          idempotentRequest(call, 'delete_match_event', key, { match_id: write.matchId, id: write.eventId }),
        );
        return replayedData(call, answer);
      },
    },
  };
}
