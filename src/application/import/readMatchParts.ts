import type { Player } from '../../domain/championship/Championship';
import type { Official, Weather } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import { validateEventInput } from '../../domain/match/validateEventInput';
import type { Sport } from '../../domain/sport/Sport';
import { rulesOf } from '../../domain/sport/SportRules';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type { MatchdeskEvent, MatchdeskLineupEntry, MatchdeskSet } from './MatchdeskDocument';

type Item = { value: unknown; path: string };

/** The two teams of the match being read, by name. */
export interface MatchSides {
  readonly sport: Sport;
  readonly home: string;
  readonly away: string;
}

/** Web body field → matchdesk event field: clubs and players are named, not given by id. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  club_id: 'club',
  player_id: 'player',
  player_id_in: 'player_in',
};

// Inside the parser, teams are identified by their names and players by "team\nname".
const playerRef = (team: string, name: string) => `${team}\n${name}`;

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

function isOfTheMatch(o: JsonObject, field: string, sides: MatchSides, issues: ImportIssues): string {
  const team = o.text(field);
  if (team !== '' && team !== sides.home && team !== sides.away) {
    issues.add(childPath(o.path, field), `"${team}" is not one of the two teams of the match`);
    return '';
  }
  return team;
}

function knownPlayer(o: JsonObject, field: string, team: string, keys: DocumentKeys, issues: ImportIssues) {
  const name = o.text(field);
  if (name !== '' && team !== '' && !keys.players.get(team)?.has(name)) {
    issues.add(childPath(o.path, field), `unknown player "${name}" of team "${team}"`);
  }
  return name;
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

export function readLineups(
  listPath: string,
  items: Item[],
  sides: MatchSides,
  keys: DocumentKeys,
  issues: ImportIssues,
) {
  if (items.length > 0 && !rulesOf(sides.sport).hasLineups) {
    issues.add(listPath, `${sides.sport} has no line-ups`);
    return [];
  }
  const seen = new Set<string>();
  return items.flatMap(({ value, path }): MatchdeskLineupEntry[] => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const team = o.mustHave('team') ? isOfTheMatch(o, 'team', sides, issues) : '';
    const player = o.mustHave('player') ? knownPlayer(o, 'player', team, keys, issues) : '';
    const role = o.mustHave('role') ? o.oneOf('role', ['field', 'bench'] as const, 'field') : 'field';
    const number = o.text('number', keys.players.get(team)?.get(player)?.number ?? '');
    o.finish();
    if (seen.has(playerRef(team, player)))
      issues.add(childPath(path, 'player'), `"${player}" is listed twice`);
    seen.add(playerRef(team, player));
    return [{ team, player, role, number }];
  });
}

export function readSets(
  listPath: string,
  items: Item[],
  sides: MatchSides,
  hasEvents: boolean,
  issues: ImportIssues,
) {
  if (items.length > 0 && !rulesOf(sides.sport).hasSets) {
    issues.add(listPath, `${sides.sport} has no sets`);
    return [];
  }
  if (items.length > 0 && hasEvents) {
    issues.add(listPath, 'give either events or sets: with events, the sets derive from them');
    return [];
  }
  const seen = new Set<number>();
  return items.flatMap(({ value, path }): MatchdeskSet[] => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const set = {
      number: o.mustHave('number') ? o.integer('number', 1, 1) : 1,
      homeGames: o.mustHave('homeGames') ? o.integer('homeGames', 0, 0) : 0,
      awayGames: o.mustHave('awayGames') ? o.integer('awayGames', 0, 0) : 0,
      homeTieBreak: o.optionalInteger('homeTieBreak', 0),
      awayTieBreak: o.optionalInteger('awayTieBreak', 0),
    };
    o.finish();
    if (seen.has(set.number)) issues.add(childPath(path, 'number'), `duplicate set ${set.number}`);
    seen.add(set.number);
    return [set];
  });
}

function people(items: Item[], issues: ImportIssues): Official[] {
  return items.flatMap(({ value, path }) => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const person = { role: o.text('role'), name: o.text('name') };
    o.finish();
    return [person];
  });
}

export function readInfo(o: JsonObject | null, issues: ImportIssues) {
  const weather = o?.object('weather') ?? null;
  const read: Weather = {
    sky: weather?.text('sky') ?? '',
    temperature: weather?.text('temperature') ?? '',
    humidity: weather?.text('humidity') ?? '',
    wind: weather?.text('wind') ?? '',
  };
  weather?.finish();
  const info = {
    city: o?.text('city') ?? '',
    stadium: o?.text('stadium') ?? '',
    venue: o?.text('venue') ?? '',
    officials: o ? people(o.array('officials'), issues) : [],
    commentators: o ? people(o.array('commentators'), issues) : [],
    weather: read,
  };
  o?.finish();
  return info;
}
