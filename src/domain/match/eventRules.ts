import type { Player } from '../championship/Championship';
import type { EventField, EventTypeDefinition } from '../sport/EventType';
import type { Match } from './Match';
import { sideOfClub } from './Side';

/** The fields of a write that passed their shape checks. */
export type ParsedFields = Partial<Record<EventField, string | number>>;

export interface EventRuleContext {
  readonly match: Pick<Match, 'homeTeamId' | 'awayTeamId'>;
  readonly players: readonly Player[];
  readonly definition: EventTypeDefinition;
}

/** A rule across fields: the field it blames and why, or null when the write satisfies it. */
export type EventRule = (fields: ParsedFields, ctx: EventRuleContext) => readonly [EventField, string] | null;

const clubIsATeamOfTheMatch: EventRule = (f, ctx) =>
  f.club_id !== undefined && sideOfClub(ctx.match, String(f.club_id)) === null
    ? ['club_id', `club_id ${f.club_id} is not one of the two teams of the match.`]
    : null;

const valueIsAllowedForTheType: EventRule = (f, ctx) =>
  f.value !== undefined && !ctx.definition.values.includes(Number(f.value))
    ? ['value', `value must be one of ${ctx.definition.values.join(', ')} for ${ctx.definition.label}.`]
    : null;

const playerOfTheClub =
  (field: 'player_id' | 'player_id_in'): EventRule =>
  (f, ctx) => {
    const playerId = f[field];
    if (playerId === undefined || f.club_id === undefined) return null;
    if (sideOfClub(ctx.match, String(f.club_id)) === null) return null;
    const player = ctx.players.find((p) => p.id === String(playerId));
    return player?.teamId === String(f.club_id)
      ? null
      : [field, `${field} ${playerId} is not a player of club ${f.club_id}.`];
  };

const enteringPlayerIsAnother: EventRule = (f) =>
  f.player_id_in !== undefined && f.player_id_in === f.player_id
    ? ['player_id_in', 'player_id_in must differ from player_id: a player cannot replace himself.']
    : null;

/** Spec 4.2 rule 3: the sport business validations across fields, checked in this order. */
export const EVENT_RULES: readonly EventRule[] = [
  clubIsATeamOfTheMatch,
  valueIsAllowedForTheType,
  playerOfTheClub('player_id'),
  playerOfTheClub('player_id_in'),
  enteringPlayerIsAnother,
];
