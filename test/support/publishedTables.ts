import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TieBreakPolicy } from '../../src/domain/championship/Championship';
import type { Standing } from '../../src/domain/match/views';

/** One row of a published final table: position, team, W, D, L, GF, GA, points. */
export interface PublishedRow {
  readonly rank: number;
  readonly team: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly points: number;
}

/** A real season in openfootball format, with the table its league published. */
export interface PublishedSeason {
  readonly title: string;
  /** The openfootball file under test/application/import/fixtures/openfootball. */
  readonly file: string;
  readonly tieBreak: TieBreakPolicy;
  readonly matches: number;
  readonly days: number;
  readonly table: readonly PublishedRow[];
}

type Cells = [string, number, number, number, number, number, number];

const rows = (cells: Cells[]): PublishedRow[] =>
  cells.map(([team, wins, draws, losses, goalsFor, goalsAgainst, points], i) => ({
    rank: i + 1,
    team,
    wins,
    draws,
    losses,
    goalsFor,
    goalsAgainst,
    points,
  }));

// ../shared/data/README.md: ties on points by overall goal difference, then goals scored.
export const BUNDESLIGA_2023_24: PublishedSeason = {
  title: 'Deutsche Bundesliga 2023/24',
  file: 'de.1.2023-24.json',
  tieBreak: 'goal-difference',
  matches: 306,
  days: 34,
  table: rows([
    ['Bayer 04 Leverkusen', 28, 6, 0, 89, 24, 90],
    ['VfB Stuttgart', 23, 4, 7, 78, 39, 73],
    ['FC Bayern München', 23, 3, 8, 94, 45, 72],
    ['RB Leipzig', 19, 8, 7, 77, 39, 65],
    ['Borussia Dortmund', 18, 9, 7, 68, 43, 63],
    ['Eintracht Frankfurt', 11, 14, 9, 51, 50, 47],
    ['TSG 1899 Hoffenheim', 13, 7, 14, 66, 66, 46],
    ['1. FC Heidenheim 1846', 10, 12, 12, 50, 55, 42],
    ['SV Werder Bremen', 11, 9, 14, 48, 54, 42],
    ['SC Freiburg', 11, 9, 14, 45, 58, 42],
    ['FC Augsburg', 10, 9, 15, 50, 60, 39],
    ['VfL Wolfsburg', 10, 7, 17, 41, 56, 37],
    ['1. FSV Mainz 05', 7, 14, 13, 39, 51, 35],
    ['Borussia Mönchengladbach', 7, 13, 14, 56, 67, 34],
    ['1. FC Union Berlin', 9, 6, 19, 33, 58, 33],
    ['VfL Bochum 1848', 7, 12, 15, 42, 74, 33],
    ['1. FC Köln', 5, 12, 17, 28, 60, 27],
    ['SV Darmstadt 98', 3, 8, 23, 30, 86, 17],
  ]),
};

// ../shared/data/README.md: head-to-head points, then head-to-head goal difference, then overall
// goal difference and goals scored.
export const SERIE_A_2023_24: PublishedSeason = {
  title: 'Italian Serie A 2023/24',
  file: 'it.1.2023-24.json',
  tieBreak: 'head-to-head',
  matches: 380,
  days: 38,
  table: rows([
    ['FC Internazionale Milano', 29, 7, 2, 89, 22, 94],
    ['AC Milan', 22, 9, 7, 76, 49, 75],
    ['Juventus FC', 19, 14, 5, 54, 31, 71],
    ['Atalanta BC', 21, 6, 11, 72, 42, 69],
    ['Bologna FC 1909', 18, 14, 6, 54, 32, 68],
    ['AS Roma', 18, 9, 11, 65, 46, 63],
    ['SS Lazio', 18, 7, 13, 49, 39, 61],
    ['ACF Fiorentina', 17, 9, 12, 61, 46, 60],
    ['Torino FC', 13, 14, 11, 36, 36, 53],
    ['SSC Napoli', 13, 14, 11, 55, 48, 53],
    ['Genoa CFC', 12, 13, 13, 45, 45, 49],
    ['AC Monza', 11, 12, 15, 39, 51, 45],
    ['Hellas Verona FC', 9, 11, 18, 38, 51, 38],
    ['US Lecce', 8, 14, 16, 32, 54, 38],
    ['Udinese Calcio', 6, 19, 13, 37, 53, 37],
    ['Cagliari Calcio', 8, 12, 18, 42, 68, 36],
    ['Empoli FC', 9, 9, 20, 29, 54, 36],
    ['Frosinone Calcio', 8, 11, 19, 44, 69, 35],
    ['US Sassuolo Calcio', 7, 9, 22, 43, 75, 30],
    ['US Salernitana 1919', 2, 11, 25, 32, 81, 17],
  ]),
};

export const PUBLISHED_SEASONS: readonly PublishedSeason[] = [BUNDESLIGA_2023_24, SERIE_A_2023_24];

/** The season's openfootball JSON, read and parsed (tests run from the repository root). */
export function readOpenfootballSeason(season: PublishedSeason): unknown {
  const path = join(process.cwd(), 'test', 'application', 'import', 'fixtures', 'openfootball', season.file);
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

/** Standing rows in the published table's shape, in rank order, so the two compare exactly. */
export function asPublishedRows(standings: readonly Standing[]): PublishedRow[] {
  return [...standings]
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((s) => ({
      rank: s.rank ?? 0,
      team: s.name,
      wins: s.wins ?? 0,
      draws: s.draws ?? 0,
      losses: s.losses ?? 0,
      goalsFor: s.goalsFor ?? 0,
      goalsAgainst: s.goalsAgainst ?? 0,
      points: s.points ?? 0,
    }));
}
