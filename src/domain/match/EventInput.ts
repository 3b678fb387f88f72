import type { EventField } from '../sport/EventType';

/** The fields of an event write body (spec 4.2 rule 3), as untrusted JSON values. */
export type RawEventBody = Readonly<Partial<Record<'type' | EventField, unknown>>>;

/** An event write that passed the sport's rules, in the names of MatchEvent. */
export interface ValidEventInput {
  readonly type: number;
  /** "" when the type takes no club. */
  readonly clubId: string;
  readonly playerId: string;
  readonly playerInId: string;
  readonly timer: string | null;
  readonly additionalTimer: number | null;
  /** The type's default value (basketball: 2) when the body gave none; null when the type takes none. */
  readonly value: number | null;
  readonly setNumber: number | null;
  readonly note: string;
}
