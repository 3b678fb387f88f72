import type { RawEventBody } from '../../match/EventInput';
import { validateEventInput } from '../../match/validateEventInput';
import type { DomainError } from '../../shared/DomainError';
import type { EventField } from '../../sport/EventType';
import type { Result } from '../../shared/Result';
import { err, ok } from '../../shared/Result';
import { eventType } from '../../sport/SportRules';
import { isSubstitution } from '../../match/Substitution';
import type { Desk } from '../Desk';
import { teamIdOf } from '../Desk';
import type { EventDraft } from '../DeskEffect';
import { invalidParams } from '../deskErrors';
import { findDeskPlayer } from '../deskPlayers';
import type { EventFields } from '../Preparation';
import { elapsedMs, minuteOfPlay } from '../Timer';
import { PARAM_OF_FIELD } from './eventParams';

/** A rule on the players of an event, as the desk knows them: the param it blames and why. */
type PlayerRule = (desk: Desk, f: EventFields, isSubstitution: boolean) => readonly [string, string] | null;

const playerIsOfTheMatch: PlayerRule = (desk, f) =>
  f.playerId !== '' && !findDeskPlayer(desk, f.playerId)
    ? ['playerId', `Player ${f.playerId} is not a player of this match.`]
    : null;

const enteringPlayerIsOfTheMatch: PlayerRule = (desk, f) =>
  f.playerInId !== '' && !findDeskPlayer(desk, f.playerInId)
    ? ['playerInId', `Player ${f.playerInId} is not a player of this match.`]
    : null;

const sideMatchesThePlayer: PlayerRule = (desk, f) => {
  const player = f.playerId === '' ? undefined : findDeskPlayer(desk, f.playerId);
  return player && f.side !== null && player.teamSide !== f.side
    ? ['side', `Player ${f.playerId} plays on the ${player.teamSide} side.`]
    : null;
};

const leavingPlayerIsOnTheField: PlayerRule = (desk, f, sub) =>
  sub && f.playerId !== '' && findDeskPlayer(desk, f.playerId)?.role === 'bench'
    ? ['playerId', `Player ${f.playerId} is on the bench and cannot leave the field.`]
    : null;

const enteringPlayerIsOnTheBench: PlayerRule = (desk, f, sub) =>
  sub && f.playerInId !== '' && findDeskPlayer(desk, f.playerInId)?.role === 'field'
    ? ['playerInId', `Player ${f.playerInId} is already on the field.`]
    : null;

/** The desk's own checks, before the sport's rules: players of the line-up, field and bench. */
const PLAYER_RULES: readonly PlayerRule[] = [
  playerIsOfTheMatch,
  enteringPlayerIsOfTheMatch,
  sideMatchesThePlayer,
  leavingPlayerIsOnTheField,
  enteringPlayerIsOnTheBench,
];

export function isSubstitutionType(desk: Desk, type: number | null): boolean {
  return type !== null && isSubstitution(desk.match.sport, type);
}

/** Checks what is known so far (a preparation may still miss fields); details keyed by param name. */
export function playerProblems(desk: Desk, f: EventFields): Record<string, string> {
  const details: Record<string, string> = {};
  const sub = isSubstitutionType(desk, f.type);
  for (const rule of PLAYER_RULES) {
    const broken = rule(desk, f, sub);
    if (broken && details[broken[0]] === undefined) details[broken[0]] = broken[1];
  }
  return details;
}

/** The side is the player's when only the player is given. */
export function withSide(desk: Desk, f: EventFields): EventFields {
  if (f.side !== null || f.playerId === '') return f;
  const player = findDeskPlayer(desk, f.playerId);
  return player ? { ...f, side: player.teamSide } : f;
}

/** An event takes the minute of the desk clock when its type has a timer and none was given. */
export function withDefaultTimer(desk: Desk, f: EventFields, now: number): EventFields {
  if (f.timer !== null || f.type === null) return f;
  const def = eventType(desk.match.sport, f.type);
  return def?.allowed.includes('timer') ? { ...f, timer: minuteOfPlay(elapsedMs(desk.timer, now)) } : f;
}

function bodyOf(desk: Desk, f: EventFields): RawEventBody {
  return {
    type: f.type ?? undefined,
    club_id: f.side === null ? undefined : teamIdOf(desk, f.side),
    player_id: f.playerId,
    player_id_in: f.playerInId,
    timer: f.timer,
    additional_timer: f.additionalTimer,
    value: f.value,
    set_number: f.setNumber,
    note: f.note,
  };
}

/** Web field names in a sentence, as the desk's params name them (found by review: "club_id is required" under `side`). */
const WEB_FIELD = /\b(club_id|player_id_in|player_id|additional_timer|set_number)\b/g;

/**
 * The desk's own words where the web write's would mislead: its `timer` param is a string, where
 * the web write also takes a number (found by review: "45 or 45").
 */
const DESK_WORDS: Readonly<Partial<Record<EventField, string>>> = {
  timer: 'timer must be minutes such as "45", or minutes and seconds such as "45:30".',
};

/**
 * The web rules' sentences in the desk's terms: param names, and a field's form where the desk
 * takes it otherwise (a timer is a string). Only a sentence about the form ("timer must be ...")
 * is replaced: one about the event type ("timer is not allowed for ...") stays (found by QA).
 */
function renamed(details: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([field, why]) => {
      const deskWords = why.startsWith(`${field} must be`) ? DESK_WORDS[field as EventField] : undefined;
      return [
        PARAM_OF_FIELD[field as EventField | 'type'] ?? field,
        deskWords ?? why.replace(WEB_FIELD, (name) => PARAM_OF_FIELD[name as EventField]),
      ];
    }),
  );
}

/**
 * A complete event for the store: the desk's player rules, then the same sport rules as the web
 * write (validateEventInput, spec 4.2 rule 3). Failures are `invalid_params` keyed by param name.
 */
export function eventDraftOf(desk: Desk, fields: EventFields): Result<EventDraft, DomainError> {
  const f = withSide(desk, fields);
  const problems = playerProblems(desk, f);
  if (Object.keys(problems).length > 0) return err(invalidParams(problems));
  const valid = validateEventInput({ match: desk.match, players: desk.roster }, bodyOf(desk, f));
  if (!valid.ok) return err(invalidParams(renamed(valid.error.details ?? { type: valid.error.message })));
  const v = valid.value;
  return ok({
    matchId: desk.match.id,
    type: v.type,
    clubId: v.clubId,
    playerId: v.playerId,
    playerInId: v.playerInId,
    timer: v.timer,
    additionalTimer: v.additionalTimer,
    value: v.value,
    setNumber: v.setNumber,
    note: v.note,
  });
}
