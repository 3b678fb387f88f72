import type { MatchdeskInput } from '../import/MatchdeskInput';
import type { Sport } from '../../domain/sport/Sport';
import { DEMO_DATES, demoPlayerName } from './demoNames';

type Side = 'home' | 'away';

/** An event of a demo match; players by their index in the squad. */
export interface DemoEvent {
  readonly type: number;
  readonly side: Side;
  readonly player?: number;
  readonly playerIn?: number;
  readonly timer: string;
  readonly value?: number;
}

export interface TeamSportDemoSpec {
  readonly sport: Sport;
  readonly name: string;
  readonly competition: string;
  /** Four teams: [name, short name]. */
  readonly teams: readonly (readonly [string, string])[];
  /** The squad's positions: its length is the squad size; the first `onField` start. */
  readonly positions: readonly string[];
  readonly onField: number;
  /** Day 1, first team v second team, finished. */
  readonly finished: readonly DemoEvent[];
  /** Day 1, third team v fourth team, finished, score only. */
  readonly otherResult: readonly [number, number];
  /** Day 2, third team v first team, in play. */
  readonly live: { readonly timer: string; readonly period: string; readonly events: readonly DemoEvent[] };
}

const DAYS = ['Matchday 1', 'Matchday 2', 'Matchday 3'];

/** A matchdesk document (before its rules are checked) for one team sport. */
export function teamSportDemo(spec: TeamSportDemoSpec): MatchdeskInput {
  const teamName = (t: number) => spec.teams[t]?.[0] ?? '';
  const playerRef = (t: number, i: number) => {
    const p = demoPlayerName(t, i);
    return `${p.firstName} ${p.lastName}`;
  };
  const lineups = (home: number, away: number) =>
    [home, away].flatMap((t) =>
      spec.positions.map((_, i) => ({
        team: teamName(t),
        player: playerRef(t, i),
        role: i < spec.onField ? ('field' as const) : ('bench' as const),
      })),
    );
  const events = (home: number, away: number, list: readonly DemoEvent[]) =>
    list.map((e) => {
      const t = e.side === 'home' ? home : away;
      return {
        type: e.type,
        club: teamName(t),
        player: e.player === undefined ? undefined : playerRef(t, e.player),
        player_in: e.playerIn === undefined ? undefined : playerRef(t, e.playerIn),
        timer: e.timer,
        value: e.value,
      };
    });
  const match = (day: number, home: number, away: number, time: string) => ({
    day: DAYS[day],
    home: teamName(home),
    away: teamName(away),
    date: DEMO_DATES[day],
    time,
  });

  return {
    format: 'matchdesk',
    version: 1,
    championship: { name: spec.name, sport: spec.sport, competition: spec.competition, season: '2024/25' },
    days: DAYS.map((label) => ({ label })),
    teams: spec.teams.map(([name, shortName]) => ({ name, shortName })),
    players: spec.teams.flatMap((_, t) =>
      spec.positions.map((position, i) => ({
        team: teamName(t),
        ...demoPlayerName(t, i),
        number: i + 1,
        position,
      })),
    ),
    matches: [
      {
        ...match(0, 0, 1, '15:00'),
        status: 'finished',
        period: 'Full time',
        info: {
          city: 'Demo City',
          stadium: `${teamName(0)} Arena`,
          venue: 'North stand',
          officials: [{ role: 'Referee', name: 'Ref Example' }],
          commentators: [{ role: 'Play-by-play', name: 'Casey Caster' }],
          weather: { sky: 'Clear', temperature: '21 °C', humidity: '40 %', wind: '10 km/h' },
        },
        events: events(0, 1, spec.finished),
        lineups: lineups(0, 1),
      },
      { ...match(0, 2, 3, '18:00'), homeScore: spec.otherResult[0], awayScore: spec.otherResult[1] },
      {
        ...match(1, 2, 0, '15:00'),
        status: 'live',
        timer: spec.live.timer,
        period: spec.live.period,
        events: events(2, 0, spec.live.events),
        lineups: lineups(2, 0),
      },
      match(1, 3, 1, '18:00'),
      match(2, 0, 3, '15:00'),
      match(2, 1, 2, '18:00'),
    ],
  };
}
