import type { Side } from '../match/Side';

/**
 * The fields an event gets from action params, before the sport's rules check them. Names are the
 * action param names; "" and null mean absent.
 */
export interface EventFields {
  readonly type: number | null;
  readonly side: Side | null;
  readonly playerId: string;
  readonly playerInId: string;
  readonly timer: string | null;
  readonly additionalTimer: number | null;
  readonly value: number | null;
  readonly setNumber: number | null;
  readonly note: string;
}

export const NO_FIELDS: EventFields = {
  type: null,
  side: null,
  playerId: '',
  playerInId: '',
  timer: null,
  additionalTimer: null,
  value: null,
  setNumber: null,
  note: '',
};

/**
 * A pending preparation (spec 2.1 `prepared`): an event or a substitution noted at `preparedAt`
 * (epoch ms), completed and recorded by confirm_preparation or dropped by cancel_preparation.
 */
export interface Preparation {
  readonly kind: 'event' | 'substitution';
  readonly fields: EventFields;
  readonly preparedAt: number;
}
