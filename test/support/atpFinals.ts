// The ATP Finals 2021 and 2022 round robins (test/application/import/fixtures/tennis: Jeff
// Sackmann / Tennis Abstract, CC BY-NC-SA 4.0), converted into matchdesk documents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TENNIS_FIXTURES = join(process.cwd(), 'test', 'application', 'import', 'fixtures', 'tennis');

export interface AtpFinalsGroup {
  readonly name: string;
  readonly players: readonly string[];
  /** The published first and second, from the semi-final pairings. */
  readonly first: string;
  readonly second: string;
}

export const ATP_FINALS: Readonly<Record<'2021' | '2022', readonly AtpFinalsGroup[]>> = {
  '2021': [
    {
      name: 'Green',
      players: [
        'Daniil Medvedev',
        'Alexander Zverev',
        'Hubert Hurkacz',
        'Matteo Berrettini',
        'Jannik Sinner',
      ],
      first: 'Daniil Medvedev',
      second: 'Alexander Zverev',
    },
    {
      name: 'Red',
      players: ['Novak Djokovic', 'Casper Ruud', 'Andrey Rublev', 'Stefanos Tsitsipas', 'Cameron Norrie'],
      first: 'Novak Djokovic',
      second: 'Casper Ruud',
    },
  ],
  '2022': [
    {
      name: 'Red',
      players: ['Casper Ruud', 'Taylor Fritz', 'Felix Auger Aliassime', 'Rafael Nadal'],
      first: 'Casper Ruud',
      second: 'Taylor Fritz',
    },
    {
      name: 'Green',
      players: ['Novak Djokovic', 'Andrey Rublev', 'Stefanos Tsitsipas', 'Daniil Medvedev'],
      first: 'Novak Djokovic',
      second: 'Andrey Rublev',
    },
  ],
};

interface SetScore {
  number: number;
  homeGames: number;
  awayGames: number;
  homeTieBreak?: number;
  awayTieBreak?: number;
}

/**
 * One set from the winner's side: "6-4", or "7-6(5)" where the bracket holds the tie-break points
 * of the player who lost the set (the winner has two more, at least 7).
 */
function setScore(text: string, number: number): SetScore {
  const m = /^(\d+)-(\d+)(?:\((\d+)\))?$/.exec(text);
  if (!m) throw new Error(`not a set score: ${text}`);
  const home = Number(m[1]);
  const away = Number(m[2]);
  if (m[3] === undefined) return { number, homeGames: home, awayGames: away };
  const loser = Number(m[3]);
  const winner = Math.max(7, loser + 2);
  return home > away
    ? { number, homeGames: home, awayGames: away, homeTieBreak: winner, awayTieBreak: loser }
    : { number, homeGames: home, awayGames: away, homeTieBreak: loser, awayTieBreak: winner };
}

/**
 * The round-robin matches of one year as a matchdesk document: the winner plays at home, the sets
 * are given, a retirement (`RET`) names the loser as the side that retired.
 */
export function atpFinalsDocument(year: '2021' | '2022'): Record<string, unknown> {
  const lines = readFileSync(join(TENNIS_FIXTURES, `atp-finals-${year}.tsv`), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  const groups = ATP_FINALS[year];
  const matches = lines
    .map((line) => line.split('\t'))
    .filter(([, round]) => round === 'RR')
    .map(([, , winner, loser, score]) => {
      const parts = (score as string).split(' ');
      const retired = parts.includes('RET');
      return {
        day: 'Round robin',
        home: winner,
        away: loser,
        status: 'finished',
        sets: parts.filter((p) => p !== 'RET').map((p, i) => setScore(p, i + 1)),
        ...(retired ? { retired: 'away' } : {}),
      };
    });
  return {
    format: 'matchdesk',
    version: 1,
    championship: {
      name: `Nitto ATP Finals ${year}`,
      sport: 'tennis',
      competition: 'Nitto ATP Finals',
      season: year,
      pointsRule: { win: 1, draw: 0, loss: 0 },
      tieBreak: 'atp-finals',
    },
    phases: [{ name: 'Round robin' }],
    groups: groups.map((g) => ({ name: g.name, phase: 'Round robin' })),
    days: [{ label: 'Round robin', phase: 'Round robin' }],
    teams: groups.flatMap((g) => g.players.map((name) => ({ name, group: g.name }))),
    matches,
  };
}
