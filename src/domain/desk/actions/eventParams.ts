import { MAX_SET_NUMBER } from '../../match/eventFieldParsers';
import type { Side } from '../../match/Side';
import type { EventField } from '../../sport/EventType';
import type { Sport } from '../../sport/Sport';
import { rulesOf } from '../../sport/SportRules';
import type { EventFields } from '../Preparation';
import type { ParamSpec, Params } from './ParamSpec';

/** Action param name ↔ event field of the web write (spec 4.2 rule 3). */
export const PARAM_OF_FIELD: Readonly<Record<EventField | 'type', string>> = {
  type: 'type',
  club_id: 'side',
  player_id: 'playerId',
  player_id_in: 'playerInId',
  timer: 'timer',
  additional_timer: 'additionalTimer',
  value: 'value',
  set_number: 'setNumber',
  note: 'note',
};

const FIELDS_OF_SPORT = new Map<Sport, ReadonlySet<EventField>>();

/** The sport's rules are constant data: computed once per sport, not on every state read. */
function fieldsOfSport(sport: Sport): ReadonlySet<EventField> {
  let fields = FIELDS_OF_SPORT.get(sport);
  if (!fields) {
    fields = new Set(rulesOf(sport).eventTypes.flatMap((t) => t.allowed));
    FIELDS_OF_SPORT.set(sport, fields);
  }
  return fields;
}

/**
 * The event params of a sport, all optional: only the fields some event type of the sport takes
 * (timer at team sports, value at basketball, setNumber at tennis).
 */
export function eventParamSpecs(sport: Sport): ParamSpec[] {
  const rules = rulesOf(sport);
  const fields = fieldsOfSport(sport);
  const values = [...new Set(rules.eventTypes.flatMap((t) => t.values))];
  const specs: ParamSpec[] = [
    {
      name: 'type',
      type: 'integer',
      required: false,
      description: `Event type of the ${sport} catalog (see eventTypes).`,
      enum: rules.eventTypes.map((t) => t.type),
    },
    {
      name: 'side',
      type: 'string',
      required: false,
      description: 'The club of the event; deduced from playerId when omitted.',
      enum: ['home', 'away'],
    },
  ];
  const add = (field: EventField, spec: ParamSpec): void => {
    if (fields.has(field)) specs.push(spec);
  };
  add('player_id', {
    name: 'playerId',
    type: 'string',
    required: false,
    description: 'The player (leaving, for a substitution).',
  });
  add('player_id_in', {
    name: 'playerInId',
    type: 'string',
    required: false,
    description: 'Substitution: the player entering.',
  });
  add('timer', {
    name: 'timer',
    type: 'string',
    required: false,
    description: 'Minute ("23") or clock ("23:15"); defaults to the minute of the desk clock.',
  });
  add('additional_timer', {
    name: 'additionalTimer',
    type: 'integer',
    required: false,
    description: 'Added time, in minutes.',
    minimum: 0,
  });
  if (fields.has('value') && values.length > 0) {
    specs.push({
      name: 'value',
      type: 'integer',
      required: false,
      description: 'Points of a field goal.',
      enum: values,
    });
  }
  add('set_number', {
    name: 'setNumber',
    type: 'integer',
    required: false,
    description: 'The set of the game or point.',
    minimum: 1,
    maximum: MAX_SET_NUMBER,
  });
  add('note', { name: 'note', type: 'string', required: false, description: 'Free text.' });
  return specs;
}

const str = (p: Params, name: string): string | undefined =>
  typeof p[name] === 'string' ? (p[name] as string) : undefined;
const num = (p: Params, name: string): number | undefined =>
  typeof p[name] === 'number' ? (p[name] as number) : undefined;

/** Params laid over `base`: a param given replaces the field, an absent one keeps it. */
export function fieldsFromParams(params: Params, base: EventFields): EventFields {
  return {
    type: num(params, 'type') ?? base.type,
    side: (str(params, 'side') as Side | undefined) ?? base.side,
    playerId: str(params, 'playerId') ?? base.playerId,
    playerInId: str(params, 'playerInId') ?? base.playerInId,
    timer: str(params, 'timer') ?? base.timer,
    additionalTimer: num(params, 'additionalTimer') ?? base.additionalTimer,
    value: num(params, 'value') ?? base.value,
    setNumber: num(params, 'setNumber') ?? base.setNumber,
    note: str(params, 'note') ?? base.note,
  };
}
