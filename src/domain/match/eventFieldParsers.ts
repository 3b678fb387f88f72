import type { EventField } from '../sport/EventType';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { isWhole } from '../shared/wholeNumber';

/** A field's shape check: the parsed value, or a sentence saying what is wrong. */
export type FieldParser = (raw: unknown) => Result<string | number, string>;

/** Tennis: best of five at most. */
export const MAX_SET_NUMBER = 5;

const TIMER = /^\d{1,3}(:[0-5]\d)?$/;

const id =
  (field: EventField): FieldParser =>
  (raw) => {
    if (typeof raw === 'string' && raw.trim() !== '') return ok(raw.trim());
    if (isWhole(raw) && raw >= 0) return ok(String(raw));
    return err(`${field} must be an id: a non-empty string or a whole number.`);
  };

const timer: FieldParser = (raw) => {
  if (typeof raw === 'string' && TIMER.test(raw)) return ok(raw);
  if (isWhole(raw) && raw >= 0 && raw <= 999) return ok(String(raw));
  return err('timer must be minutes such as "45" or 45, or minutes and seconds such as "45:30".');
};

const additionalTimer: FieldParser = (raw) =>
  isWhole(raw) && raw >= 0 ? ok(raw) : err('additional_timer must be a whole number of minutes, 0 or more.');

const value: FieldParser = (raw) => (isWhole(raw) ? ok(raw) : err('value must be a whole number.'));

const setNumber: FieldParser = (raw) =>
  isWhole(raw) && raw >= 1 && raw <= MAX_SET_NUMBER
    ? ok(raw)
    : err(`set_number must be a whole number from 1 to ${MAX_SET_NUMBER}.`);

const note: FieldParser = (raw) => (typeof raw === 'string' ? ok(raw) : err('note must be a string.'));

export const FIELD_PARSERS: Readonly<Record<EventField, FieldParser>> = {
  club_id: id('club_id'),
  player_id: id('player_id'),
  player_id_in: id('player_id_in'),
  timer,
  additional_timer: additionalTimer,
  value,
  set_number: setNumber,
  note,
};

export const EVENT_FIELDS = Object.keys(FIELD_PARSERS) as EventField[];

/** A field left out: absent, null or the empty string (an unknown text is ""). */
export function isAbsent(raw: unknown): boolean {
  return raw === undefined || raw === null || raw === '';
}
