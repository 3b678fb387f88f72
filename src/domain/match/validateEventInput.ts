import type { Player } from '../championship/Championship';
import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { eventType } from '../sport/SportRules';
import type { RawEventBody, ValidEventInput } from './EventInput';
import { EVENT_FIELDS, FIELD_PARSERS, isAbsent } from './eventFieldParsers';
import type { ParsedFields } from './eventRules';
import { EVENT_RULES } from './eventRules';
import type { Match } from './Match';

export interface EventValidationContext {
  readonly match: Pick<Match, 'sport' | 'homeTeamId' | 'awayTeamId'>;
  /** Players of the two teams of the match. */
  readonly players: readonly Player[];
}

function refused(sport: string, details: Record<string, string>): DomainError {
  return domainError('validation_failed', `The event is refused by the ${sport} rules.`, details);
}

/**
 * Spec 4.2 rule 3: checks an event write body against the sport's event-type catalog, the match
 * and its players. On failure, `details` names each bad field with a sentence.
 */
export function validateEventInput(
  ctx: EventValidationContext,
  body: RawEventBody,
): Result<ValidEventInput, DomainError> {
  const sport = ctx.match.sport;
  if (typeof body.type !== 'number' || !Number.isSafeInteger(body.type)) {
    return err(refused(sport, { type: 'type must be a whole number naming an event type of the sport.' }));
  }
  const definition = eventType(sport, body.type);
  if (!definition) {
    return err(refused(sport, { type: `Event type ${body.type} does not exist at ${sport}.` }));
  }
  const details: Record<string, string> = {};
  const fields: ParsedFields = {};
  const named = `${definition.label} (type ${definition.type})`;
  for (const field of EVENT_FIELDS) {
    const raw = body[field];
    if (isAbsent(raw)) {
      if (definition.required.includes(field)) details[field] = `${field} is required for ${named}.`;
      continue;
    }
    if (!definition.allowed.includes(field)) {
      details[field] = `${field} is not allowed for ${named} at ${sport}.`;
      continue;
    }
    const parsed = FIELD_PARSERS[field](raw);
    if (parsed.ok) fields[field] = parsed.value;
    else details[field] = parsed.error;
  }
  for (const rule of EVENT_RULES) {
    const broken = rule(fields, { match: ctx.match, players: ctx.players, definition });
    if (broken && details[broken[0]] === undefined) details[broken[0]] = broken[1];
  }
  if (Object.keys(details).length > 0) return err(refused(sport, details));
  return ok({
    type: definition.type,
    clubId: fields.club_id === undefined ? '' : String(fields.club_id),
    playerId: fields.player_id === undefined ? '' : String(fields.player_id),
    playerInId: fields.player_id_in === undefined ? '' : String(fields.player_id_in),
    timer: fields.timer === undefined ? null : String(fields.timer),
    additionalTimer: fields.additional_timer === undefined ? null : Number(fields.additional_timer),
    value: fields.value === undefined ? (definition.values[0] ?? null) : Number(fields.value),
    setNumber: fields.set_number === undefined ? null : Number(fields.set_number),
    note: fields.note === undefined ? '' : String(fields.note),
  });
}
