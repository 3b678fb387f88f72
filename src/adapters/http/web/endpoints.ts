import type { Context } from 'koa';
import type { Principal } from '../../../domain/access/Principal';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import type { Sport } from '../../../domain/sport/Sport';
import { jsonBody } from '../jsonBody';
import { checkDeleteBody, checkEventBody } from './eventBody';
import { MATCH_LIST_PARAMETERS, matchListEnvelope, matchListQuery } from './matchList';
import type { ParameterSpecs } from './queryParameters';
import { optionalFlag, optionalId, requiredId } from './queryParameters';
import type { WebUseCases } from './WebUseCases';
import { apiError } from '../../errors/ApiError';

export interface EndpointCall {
  readonly ctx: Context;
  readonly principal: Principal;
  readonly sport: Sport;
  /** The checked query parameters. */
  readonly query: Readonly<Record<string, string>>;
}

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  readonly parameters: ParameterSpecs;
  /** 200 with `{success: true, data}` on success; a refusal goes through the code → status map. */
  handle(call: EndpointCall): Promise<Result<unknown, DomainError>>;
  /** A GET read's success body around the value, when not `{success: true, data}`. */
  readonly envelope?: (value: unknown) => unknown;
}

const championshipOnly: ParameterSpecs = { championship_id: requiredId };
const matchOf: ParameterSpecs = { championship_id: requiredId, match_id: requiredId };

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

/** The endpoints of spec 4.2 under `/api/{sport}/`, by name. */
export function webEndpoints(
  useCases: WebUseCases,
  bodyLimitBytes: number,
): Readonly<Record<string, Endpoint>> {
  const parseJson = jsonBody(bodyLimitBytes);
  return {
    get_all_championship: {
      method: 'GET',
      parameters: { include_archived: optionalFlag },
      handle: (call) =>
        useCases.getAllChampionships.execute({
          principal: call.principal,
          sport: call.sport,
          includeArchived: call.query.include_archived === '1',
        }),
    },
    get_championship: {
      method: 'GET',
      parameters: championshipOnly,
      handle: (call) => useCases.getChampionship.execute(championshipRequest(call)),
    },
    get_all_matchs: {
      method: 'GET',
      parameters: MATCH_LIST_PARAMETERS,
      envelope: matchListEnvelope,
      handle: (call) => {
        const { filter, page } = matchListQuery(call.query);
        const request = { ...championshipRequest(call), filter };
        if (!page) return useCases.getAllMatches.execute(request);
        if (!useCases.getMatchPage)
          throw apiError('invalid_parameters', undefined, { message: 'Paging is not served here.' });
        return useCases.getMatchPage.execute({ ...request, ...page });
      },
    },
    get_match: {
      method: 'GET',
      parameters: matchOf,
      handle: (call) => useCases.getMatch.execute(matchRequest(call)),
    },
    get_match_snapshot: {
      method: 'GET',
      parameters: matchOf,
      handle: (call) => useCases.getMatchSnapshot.execute(matchRequest(call)),
    },
    get_all_days: {
      method: 'GET',
      parameters: championshipOnly,
      handle: (call) => useCases.getAllDays.execute(championshipRequest(call)),
    },
    get_all_phases: {
      method: 'GET',
      parameters: championshipOnly,
      handle: (call) => useCases.getAllPhases.execute(championshipRequest(call)),
    },
    get_all_groups: {
      method: 'GET',
      parameters: championshipOnly,
      handle: (call) => useCases.getAllGroups.execute(championshipRequest(call)),
    },
    get_match_events: {
      method: 'GET',
      parameters: matchOf,
      handle: (call) => useCases.getMatchEvents.execute(matchRequest(call)),
    },
    get_match_players: {
      method: 'GET',
      parameters: matchOf,
      handle: (call) => useCases.getMatchPlayers.execute(matchRequest(call)),
    },
    get_match_sets: {
      method: 'GET',
      parameters: matchOf,
      handle: (call) => useCases.getMatchSets.execute(matchRequest(call)),
    },
    get_championship_standings: {
      method: 'GET',
      parameters: { championship_id: requiredId, day_id: optionalId },
      handle: (call) =>
        useCases.getChampionshipStandings.execute({
          ...championshipRequest(call),
          ...(call.query.day_id === undefined ? {} : { dayId: call.query.day_id }),
        }),
    },
    // Extension (issue 14): the reason for every place decided by a tie-break.
    get_championship_standings_explanation: {
      method: 'GET',
      parameters: { championship_id: requiredId, day_id: optionalId },
      handle: (call) =>
        useCases.getStandingsExplanation.execute({
          ...championshipRequest(call),
          ...(call.query.day_id === undefined ? {} : { dayId: call.query.day_id }),
        }),
    },
    update_match_event: {
      method: 'POST',
      parameters: championshipOnly,
      handle: async (call) => {
        await parseJson(call.ctx, async () => undefined);
        const body = checkEventBody((call.ctx.request as { body?: unknown }).body as Record<string, unknown>);
        return useCases.updateMatchEvent.execute({
          ...championshipRequest(call),
          matchId: body.matchId,
          eventId: body.eventId,
          fields: body.fields,
        });
      },
    },
    // An extension of the spec (issue 12): the delete a desk and users expect.
    delete_match_event: {
      method: 'POST',
      parameters: championshipOnly,
      handle: async (call) => {
        await parseJson(call.ctx, async () => undefined);
        const body = checkDeleteBody(
          (call.ctx.request as { body?: unknown }).body as Record<string, unknown>,
        );
        return useCases.deleteMatchEvent.execute({
          ...championshipRequest(call),
          matchId: body.matchId,
          eventId: body.eventId,
        });
      },
    },
  };
}
