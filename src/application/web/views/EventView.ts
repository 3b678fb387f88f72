import type { MatchEvent } from '../../../domain/match/MatchEvent';
import type { Sport } from '../../../domain/sport/Sport';
import { eventType, rulesOf } from '../../../domain/sport/SportRules';

/** Fields every published event has (get_match_events, update_match_event). */
interface EventViewBase {
  id: string;
  matchId: string;
  /** The sport's numeric event type (types differ between sports, spec 4.2 rule 3). */
  type: number;
  /** The type's stable key in the sport's catalog, e.g. "score", "substitution", "game". */
  typeKey: string;
  /** The type's label, e.g. "Goal", "Game won". */
  label: string;
  /** The team (club) of the event; "" when none. */
  clubId: string;
  note: string;
  /** Order of the event within the match. */
  sequence: number;
}

/** An event of a team sport (football, futsal, hockey, basketball, handball). */
export interface TeamEventView extends EventViewBase {
  playerId: string;
  /** Substitution: the player entering; "" otherwise. */
  playerInId: string;
  timer: string | null;
  additionalTimer: number | null;
  /** Basketball field goals: 2 or 3 points; null when the type takes no value. */
  value: number | null;
}

/** An event of tennis. */
export interface TennisEventView extends EventViewBase {
  setNumber: number | null;
}

export type EventView = TeamEventView | TennisEventView;

/** Fields depend on the sport (spec 4.2): tennis events carry set_number, team events the rest. */
export function toEventView(sport: Sport, e: MatchEvent): EventView {
  const definition = eventType(sport, e.type);
  const base: EventViewBase = {
    id: e.id,
    matchId: e.matchId,
    type: e.type,
    typeKey: definition?.key ?? '',
    label: definition?.label ?? '',
    clubId: e.clubId,
    note: e.note,
    sequence: e.sequence,
  };
  if (rulesOf(sport).hasSets) {
    return { ...base, setNumber: e.setNumber };
  }
  return {
    ...base,
    playerId: e.playerId,
    playerInId: e.playerInId,
    timer: e.timer,
    additionalTimer: e.additionalTimer,
    value: e.value,
  };
}
