import type { Player } from '../../domain/championship/Championship';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import { validateEventInput } from '../../domain/match/validateEventInput';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type { MatchdeskEvent } from './MatchdeskDocument';
import type { Item, MatchSides } from './matchSides';
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
export function readEvents(items: Item[], sides: MatchSides, keys: DocumentKeys, issues: ImportIssues) {
  const players = playersOf(sides, keys);
  const match = { sport: sides.sport, homeTeamId: sides.home, awayTeamId: sides.away };
  return items.flatMap(({ value, path }): MatchdeskEvent[] => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const before = { club: o.text('club'), player: o.text('player'), player_in: o.text('player_in') };
    const club = isOfTheMatch(o, 'club', sides, issues);
    const player = knownPlayer(o, 'player', club, keys, issues);
    const playerIn = knownPlayer(o, 'player_in', club, keys, issues);
    const checked = validateEventInput(
      { match, players },
      {
        type: o.field('type'),
        club_id: before.club,
        player_id: player === '' ? before.player : playerRef(club, player),
        player_id_in: playerIn === '' ? before.player_in : playerRef(club, playerIn),
        timer: o.field('timer'),
        additional_timer: o.field('additional_timer'),
        value: o.field('value'),
        set_number: o.field('set_number'),
        note: o.field('note'),
      },
    );
    o.finish();
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.error.details ?? {})) {
        const named = FIELD_NAMES[field] ?? field;
        issues.add(
          childPath(path, named),
          message.startsWith(`${field} `) ? message.slice(field.length + 1) : message,
        );
      }
      return [];
    }
    const e = checked.value;
    return [
      {
        type: e.type,
        club,
        player,
        player_in: playerIn,
        timer: e.timer,
        additional_timer: e.additionalTimer,
        value: e.value,
        set_number: e.setNumber,
        note: e.note,
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
