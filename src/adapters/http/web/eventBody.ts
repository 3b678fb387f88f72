import type { RawEventBody } from '../../../domain/match/EventInput';
import { EVENT_FIELDS } from '../../../domain/match/eventFieldParsers';
import { idOf } from './ids';
import { apiError } from '../../errors/ApiError';

/** The body of update_match_event once its envelope is checked; the sport rules check the rest. */
export interface EventWriteBody {
  /** "new", or the id of an event of the match. */
  readonly eventId: string;
  readonly matchId: string;
  readonly fields: RawEventBody;
}

const KNOWN = new Set<string>(['id', 'match_id', 'type', ...EVENT_FIELDS]);

/**
 * spec 4.2 rule 3, the envelope: `id` ("new" or an event id) and `match_id` are required, and
 * only the documented fields are accepted (400 naming each bad one). Field values are checked
 * by the sport's rules afterwards (422).
 */
export function checkEventBody(body: Record<string, unknown>): EventWriteBody {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    if (!KNOWN.has(name)) errors[name] = `${name} is not a field of an event write`;
  }
  const eventId = body.id === 'new' ? 'new' : idOf(body.id);
  if (body.id === undefined) errors.id = 'id is required: "new" creates an event, an event id modifies it';
  else if (eventId === null) errors.id = 'id must be "new" or a numeric event id';
  const matchId = idOf(body.match_id);
  if (body.match_id === undefined) errors.match_id = 'match_id is required';
  else if (matchId === null) errors.match_id = 'match_id must be a numeric id';
  if (Object.keys(errors).length > 0 || eventId === null || matchId === null) {
    throw apiError('invalid_parameters', errors, { message: 'The event write is invalid.' });
  }
  const fields: Record<string, unknown> = {};
  for (const name of ['type', ...EVENT_FIELDS]) if (name in body) fields[name] = body[name];
  return { eventId, matchId, fields: fields as RawEventBody };
}

/** The body of delete_match_event once checked. */
export interface EventDeleteBody {
  readonly eventId: string;
  readonly matchId: string;
}

const DELETE_KNOWN = new Set<string>(['id', 'match_id']);

/**
 * delete_match_event (extension): `match_id` and `id` (an event id, never "new") are required and
 * nothing else is accepted (400 naming each bad field).
 */
export function checkDeleteBody(body: Record<string, unknown>): EventDeleteBody {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    if (!DELETE_KNOWN.has(name)) errors[name] = `${name} is not a field of an event delete`;
  }
  const eventId = idOf(body.id);
  if (body.id === undefined) errors.id = 'id is required: the id of the event to delete';
  else if (eventId === null) errors.id = 'id must be a numeric event id';
  const matchId = idOf(body.match_id);
  if (body.match_id === undefined) errors.match_id = 'match_id is required';
  else if (matchId === null) errors.match_id = 'match_id must be a numeric id';
  if (Object.keys(errors).length > 0 || eventId === null || matchId === null) {
    throw apiError('invalid_parameters', errors, { message: 'The event delete is invalid.' });
  }
  return { eventId, matchId };
}
