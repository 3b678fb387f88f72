import type { Player } from '../../domain/championship/Championship';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import { validateEventInput } from '../../domain/match/validateEventInput';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import type { EventInput } from './MatchdeskInput';
import { textOf } from './MatchdeskInput';
import type { MatchdeskEvent } from './MatchdeskDocument';
import type { MatchSides } from './matchSides';
import { isOfTheMatch, knownPlayer, parserPlayerRef as playerRef } from './matchSides';

/** Web body field → matchdesk event field: clubs and players are named, not given by id. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  club_id: 'club',
  player_id: 'player',
  player_id_in: 'player_in',
};

function playersOf(sides: MatchSides, keys: DocumentKeys): Player[] {
  return [sides.home, sides.away].flatMap((team) =>
    [...(keys.players.get(team)?.entries() ?? [])].map(([name, p]) => ({
      id: playerRef(team, name),
      teamId: team,
      firstName: p.firstName,
      lastName: p.lastName,
      number: p.number,
      position: p.position,
    })),
  );
}

/** Events, checked against the sport's catalog by the same rules as a web write (spec 4.2 rule 3). */
export function readEvents(
  listPath: string,
  items: readonly EventInput[],
  sides: MatchSides,
  keys: DocumentKeys,
  issues: ImportIssues,
): MatchdeskEvent[] {
  const players = playersOf(sides, keys);
  const match = { sport: sides.sport, homeTeamId: sides.home, awayTeamId: sides.away };
  return items.flatMap((e, i): MatchdeskEvent[] => {
    const path = `${listPath}[${i}]`;
    const before = { club: textOf(e.club), player: textOf(e.player), player_in: textOf(e.player_in) };
    const club = isOfTheMatch(before.club, `${path}.club`, sides, issues);
    const player = knownPlayer(before.player, `${path}.player`, club, keys, issues);
    const playerIn = knownPlayer(before.player_in, `${path}.player_in`, club, keys, issues);
    const checked = validateEventInput(
      { match, players },
      {
        type: e.type,
        club_id: before.club,
        player_id: player === '' ? before.player : playerRef(club, player),
        player_id_in: playerIn === '' ? before.player_in : playerRef(club, playerIn),
        timer: e.timer,
        additional_timer: e.additional_timer,
        value: e.value,
        set_number: e.set_number,
        note: e.note,
      },
    );
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.error.details ?? {})) {
        const named = FIELD_NAMES[field] ?? field;
        issues.add(
          `${path}.${named}`,
          message.startsWith(`${field} `) ? message.slice(field.length + 1) : message,
        );
      }
      return [];
    }
    const v = checked.value;
    return [
      {
        type: v.type,
        club,
        player,
        player_in: playerIn,
        timer: v.timer,
        additional_timer: v.additionalTimer,
        value: v.value,
        set_number: v.setNumber,
        note: v.note,
      },
    ];
  });
}

/** The parsed events as MatchEvents of a match whose team ids are the team names. */
export function asMatchEvents(events: readonly MatchdeskEvent[]): MatchEvent[] {
  return events.map((e, i) => ({
    id: String(i),
    matchId: '',
    type: e.type,
    clubId: e.club,
    playerId: e.player,
    playerInId: e.player_in,
    timer: e.timer,
    additionalTimer: e.additional_timer,
    value: e.value,
    setNumber: e.set_number,
    note: e.note,
    saved: true,
    sequence: i + 1,
  }));
}
