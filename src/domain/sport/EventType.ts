/** The event fields a write may carry, named as in the web API body (spec 4.2 rule 3). */
export type EventField =
  'club_id' | 'player_id' | 'player_id_in' | 'timer' | 'additional_timer' | 'value' | 'set_number' | 'note';

/** What an event of this type does to the match. */
export type EventEffect =
  | 'score' // counts for the event's club
  | 'own_goal' // counts for the other side
  | 'shootout_score' // feeds only the shootout scores
  | 'game' // tennis: a game won in `set_number`
  | 'tie_break_point' // tennis: a tie-break point won in `set_number`
  | 'substitution' // player_id leaves the field, player_id_in enters
  | 'none';

export interface EventTypeDefinition {
  /** The numeric type of the web API. Types differ between sports (spec 4.2 rule 3). */
  readonly type: number;
  readonly key: string;
  readonly label: string;
  readonly effect: EventEffect;
  /** Allowed `value`s for a scoring event (basketball 2 or 3); the first is the default. Empty: `value` refused. */
  readonly values: readonly number[];
  readonly required: readonly EventField[];
  readonly allowed: readonly EventField[];
}
