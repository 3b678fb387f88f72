import { isWhole, WHOLE_MAX, WHOLE_MIN } from '../../../domain/shared/wholeNumber';
import { IsDefined, IsInt, IsOptional, IsString } from 'class-validator';
import { MAX_SET_NUMBER } from '../../../domain/match/eventFieldParsers';
import { Check } from '../../validation/Check';
import { fieldCode } from '../../validation/fieldCode';
import { Input } from '../../validation/Input';
import { Optional } from '../../validation/Optional';
import { BodyId, ID_FORM, ID_PATTERN, isBodyId } from './ids';

// The bodies of update_match_event (spec 4.2 rule 3) and of the delete_match_event extension
// (api/web.openapi.json EventWrite, EventDelete). The envelope (unknown fields, id, match_id) is
// refused with 400; a field of the wrong shape with 422 `validation_failed`, as the sport's rules
// refuse the values afterwards (same code, same `errors`). Absent, null and "" fields are left out.

const FIELD = { code: 'validation_failed', message: 'The event is refused by the sport rules.' } as const;

/** A value-field check: refused with 422 like the sport rules; "" and null are left out. */
const leftOut = (v: unknown): boolean => v === undefined || v === null || v === '';

/** A club or player id: an id as every other body field takes it (isBodyId), or left out. */
const IdField = (name: string) =>
  Check(
    'eventIdField',
    (v) => leftOut(v) || isBodyId(v),
    {
      anyOf: [
        { type: 'string', pattern: ID_PATTERN.source },
        { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        { type: 'null' },
        { const: '' },
      ],
    },
    fieldCode(FIELD, `${name} must be an id: a decimal string without a leading zero, or a whole number.`),
  );

const TIMER = /^([0-9]{1,3}(:[0-5][0-9])?)?$/;

const WHOLE_OR_LEFT_OUT = (bounds: { minimum?: number; maximum?: number }) => ({
  anyOf: [{ type: 'integer', ...bounds }, { type: 'null' }, { const: '' }],
});

/** A whole number of the model's range (32 bits: wholeNumber) within `bounds`, or left out. */
const WholeField = (name: string, message: string, bounds: { minimum?: number; maximum?: number } = {}) =>
  Check(
    `eventWholeField.${name}`,
    (v) => leftOut(v) || isWhole(v, bounds.minimum, bounds.maximum),
    WHOLE_OR_LEFT_OUT({ minimum: bounds.minimum ?? WHOLE_MIN, maximum: bounds.maximum ?? WHOLE_MAX }),
    fieldCode(FIELD, message),
  );

const ENVELOPE = {
  closed: true,
  code: 'invalid_parameters',
  codeOrder: ['invalid_parameters', 'validation_failed'],
} as const;

@Input({
  ...ENVELOPE,
  message: 'The event write is invalid.',
  unknownField: (name) => `${name} is not a field of an event write`,
})
export class EventWrite {
  @IsDefined({ message: 'id is required: "new" creates an event, an event id modifies it' })
  @Check(
    'eventWriteId',
    (v) => v === 'new' || isBodyId(v),
    {
      anyOf: [
        { type: 'string', pattern: `^(new|${ID_PATTERN.source.slice(1, -1)})$` },
        { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      ],
    },
    { message: `id must be "new" or a numeric event id ${ID_FORM}` },
  )
  id!: string | number;

  @IsDefined({ message: 'match_id is required' })
  @BodyId(`match_id must be a numeric id ${ID_FORM}`)
  match_id!: string | number;

  @IsDefined(fieldCode(FIELD, 'type is required: an event type of the sport.'))
  @IsInt(fieldCode(FIELD, 'type must be a whole number naming an event type of the sport.'))
  type!: number;

  @Optional()
  @IdField('club_id')
  club_id?: string | number | null;

  @Optional()
  @IdField('player_id')
  player_id?: string | number | null;

  @Optional()
  @IdField('player_id_in')
  player_id_in?: string | number | null;

  @Optional()
  @Check(
    'eventTimer',
    (v) =>
      leftOut(v) ||
      (typeof v === 'string' && TIMER.test(v)) ||
      (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 999),
    {
      anyOf: [
        { type: 'string', pattern: TIMER.source },
        { type: 'integer', minimum: 0, maximum: 999 },
        { type: 'null' },
      ],
    },
    fieldCode(FIELD, 'timer must be minutes such as "45" or 45, or minutes and seconds such as "45:30".'),
  )
  timer?: string | number | null;

  @Optional()
  @WholeField('additional_timer', 'additional_timer must be a whole number of minutes, 0 or more.', {
    minimum: 0,
  })
  additional_timer?: number | null;

  @Optional()
  @WholeField('value', 'value must be a whole number.')
  value?: number | null;

  @Optional()
  @WholeField('set_number', `set_number must be a whole number from 1 to ${MAX_SET_NUMBER}.`, {
    minimum: 1,
    maximum: MAX_SET_NUMBER,
  })
  set_number?: number | null;

  @IsOptional()
  @IsString(fieldCode(FIELD, 'note must be a string.'))
  note?: string | null;
}

@Input({
  ...ENVELOPE,
  message: 'The event delete is invalid.',
  unknownField: (name) => `${name} is not a field of an event delete`,
})
export class EventDelete {
  @IsDefined({ message: 'id is required: the id of the event to delete' })
  @BodyId(`id must be a numeric event id ${ID_FORM}`)
  id!: string | number;

  @IsDefined({ message: 'match_id is required' })
  @BodyId(`match_id must be a numeric id ${ID_FORM}`)
  match_id!: string | number;
}
