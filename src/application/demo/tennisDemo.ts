import type { MatchdeskInput } from '../import/MatchdeskInput';
import { DEMO_DATES } from './demoNames';

type Side = 'home' | 'away';

/** A set as [home games, away games] and, for a tie-break, [home points, away points]. */
type SetScore = readonly [number, number, (readonly [number, number])?];

/** Alternating wins of `home` and `away` items, as long as both last, then the rest. */
function alternate(home: number, away: number): Side[] {
  const out: Side[] = [];
  for (let h = 0, a = 0; h < home || a < away;) {
    if (h < home && (h <= a || a >= away)) {
      out.push('home');
      h += 1;
    } else {
      out.push('away');
      a += 1;
    }
  }
  return out;
}

/** Game (type 1) and tie-break point (type 2) events adding up to the given sets. */
function setEvents(home: string, away: string, sets: readonly SetScore[]) {
  const club = (side: Side) => (side === 'home' ? home : away);
  return sets.flatMap(([h, a, tieBreak], i) => {
    const set_number = i + 1;
    const game = (side: Side) => ({ type: 1, club: club(side), set_number });
    if (!tieBreak) return alternate(h, a).map(game);
    const winner: Side = h > a ? 'home' : 'away';
    return [
      ...alternate(6, 6).map(game),
      ...alternate(tieBreak[0], tieBreak[1]).map((side) => ({ type: 2, club: club(side), set_number })),
      game(winner),
    ];
  });
}

const SINGLES = [
  ['Adam Berger', 'Adam', 'Berger'],
  ['Carlos Duval', 'Carlos', 'Duval'],
  ['Elias Fontaine', 'Elias', 'Fontaine'],
  ['Gabriel Hansen', 'Gabriel', 'Hansen'],
] as const;

/** Two doubles pairs: the entrant is the team, its two players the partners (spec 2.6). */
const DOUBLES = [
  ['Keller / Moreau', ['Jonas', 'Keller'], ['Luc', 'Moreau']],
  ['Silva / Tanaka', ['Rui', 'Silva'], ['Kenji', 'Tanaka']],
] as const;

/** A matchdesk document (before its rules are checked) for a tennis tournament with a doubles draw. */
export function tennisDemo(): MatchdeskInput {
  const [a, b, c, d] = SINGLES.map(([name]) => name);
  const [pairA, pairB] = DOUBLES.map(([name]) => name);
  const days = ['Round 1', 'Round 2', 'Final'];
  return {
    format: 'matchdesk',
    version: 1,
    championship: { name: 'Demo Open', sport: 'tennis', competition: 'Demo Open', season: '2024' },
    days: days.map((label) => ({ label })),
    teams: [...SINGLES.map(([name]) => ({ name })), ...DOUBLES.map(([name]) => ({ name }))],
    players: [
      ...SINGLES.map(([team, firstName, lastName]) => ({ team, firstName, lastName })),
      ...DOUBLES.flatMap(([team, ...partners]) =>
        partners.map(([firstName, lastName]) => ({ team, firstName, lastName })),
      ),
    ],
    matches: [
      {
        day: days[0],
        home: a,
        away: b,
        date: DEMO_DATES[0],
        time: '11:00',
        status: 'finished',
        info: {
          city: 'Demo City',
          stadium: 'Centre Court',
          officials: [{ role: 'Chair umpire', name: 'Uma Pire' }],
        },
        events: setEvents(a as string, b as string, [
          [6, 4],
          [6, 7, [5, 7]],
          [7, 6, [7, 4]],
        ]),
      },
      {
        day: days[0],
        home: pairA,
        away: pairB,
        date: DEMO_DATES[0],
        time: '14:00',
        status: 'finished',
        events: setEvents(pairA as string, pairB as string, [
          [6, 3],
          [6, 4],
        ]),
      },
      {
        day: days[1],
        home: c,
        away: d,
        date: DEMO_DATES[1],
        time: '11:00',
        status: 'live',
        period: 'Set 2',
        events: setEvents(c as string, d as string, [
          [6, 2],
          [3, 2],
        ]),
      },
      { day: days[2], home: a, away: c, date: DEMO_DATES[2], time: '15:00' },
    ],
  };
}
