import type { Standing } from '../match/views';
import type { PointsRule } from '../sport/SportRules';
import type { CriterionContext, CriterionName } from './criteria';
import { criterion } from './criteria';
import { FROM_STORED_ROWS } from './incrementalRanking';
import type { RankingRule } from './presets';
import { rankTeams } from './rankTeams';
import type { FinalScore, TeamRecord } from './TeamRecord';
import { emptyRecord, withResult } from './TeamRecord';

// Issue 11, incremental writes. When one finished match's result changes and its day keeps a
// table, every stored table from that day on changes in the same way: the two teams' records move
// by what the result now adds instead of what it added before, and only the teams they pass move
// in rank. For a ranking whose every criterion reads a stored row (rankingNeedsAllResults is false)
// the order is a plain lexicographic order of each team's values, so the rows whose rank can move
// are those of the team's group whose primary value lies between the team's value before and
// after: a "window" of each table. Reading and writing only those rows keeps a write's cost
// independent of the number of teams and of later days' other rows.

/** A stored row with where its table stands and where the row stands in it. */
export interface StoredStanding extends Standing {
  readonly dayOrder: number;
  /** The row's index in its table (groups in order, each by rank). */
  readonly position: number;
}

/**
 * What the rows of a window are read for: where each stands and what the ranking compares. A
 * window of a large table holds hundreds of rows per table, so the reads leave out the rest.
 */
export type WindowRow = Pick<
  StoredStanding,
  | 'dayOrder'
  | 'position'
  | 'entityId'
  | 'name'
  | 'groupId'
  | 'rank'
  | 'played'
  | 'wins'
  | 'draws'
  | 'losses'
  | 'goalsFor'
  | 'goalsAgainst'
  | 'goalDifference'
  | 'points'
>;

/** The numeric fields of a row that results add up. */
export interface RowCounts {
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly points: number;
}

/** The stored columns a window can be read on: each is the value of one criterion. */
export type WindowColumn = 'points' | 'wins' | 'played' | 'goalDifference' | 'goalsFor';

const WINDOW_COLUMNS: Partial<Record<CriterionName, WindowColumn>> = {
  points: 'points',
  wins: 'wins',
  'matches-played': 'played',
  'goal-difference': 'goalDifference',
  'goals-scored': 'goalsFor',
};

/**
 * The rows of one table and group whose `column` lies within [low, high]; with `column` null,
 * every row of the table and group (the primary criterion is not a stored column).
 */
export interface RowWindow {
  readonly dayOrder: number;
  /** "" for the teams without a group. */
  readonly groupId: string;
  readonly column: WindowColumn | null;
  readonly low: number;
  readonly high: number;
}

/**
 * A change to one stored row, by table and team. Fields left out stay as stored; the stored
 * goal difference and rank movement follow from the fields (goalsFor − goalsAgainst,
 * previousRank − rank), as in every projected table.
 */
export interface RowUpdate {
  readonly dayOrder: number;
  readonly entityId: string;
  readonly rank?: number;
  readonly position?: number;
  readonly previousRank?: number;
  readonly counts?: RowCounts;
}

/**
 * Whether the tables of a ranking can be shifted: every criterion reads only a stored row. Those
 * are the criteria the incremental projection takes from stored rows, but for `ranking`: it reads
 * the teams, which a shift does not load.
 */
export function shiftable(rule: RankingRule): boolean {
  return rule.criteria.every((c) => c !== 'ranking' && FROM_STORED_ROWS.has(c));
}

/** What a result adds to each of its two teams' rows (a team that played itself: none). */
export function resultCounts(result: FinalScore, rule: PointsRule): Map<string, RowCounts> {
  const counts = new Map<string, RowCounts>();
  if (result.homeTeamId === result.awayTeamId) return counts;
  for (const side of ['home', 'away'] as const) {
    const teamId = side === 'home' ? result.homeTeamId : result.awayTeamId;
    counts.set(teamId, countsOf(withResult(emptyRecord(teamId, ''), result, side, rule)));
  }
  return counts;
}

/** Each team's change of counts when a result `before` becomes `after` (same day, same teams). */
export function countsDelta(before: FinalScore, after: FinalScore, rule: PointsRule): Map<string, RowCounts> {
  const was = resultCounts(before, rule);
  const now = resultCounts(after, rule);
  const delta = new Map<string, RowCounts>();
  for (const teamId of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(teamId) ?? ZERO;
    const b = now.get(teamId) ?? ZERO;
    const d = combine(b, a, -1);
    if (!sameCounts(d, ZERO)) delta.set(teamId, d);
  }
  return delta;
}

/**
 * The windows to read once the moved teams' rows (`moved`, every table from the changed day on)
 * are known: per table and group, the range of the primary criterion between each moved team's
 * value before and after, ranges that meet being merged. Rows outside every range keep their
 * order with the moved teams, so their ranks stay.
 */
export function windowsOf(
  moved: readonly StoredStanding[],
  delta: ReadonlyMap<string, RowCounts>,
  rule: RankingRule,
  context: CriterionContext,
): RowWindow[] {
  const primary = rule.criteria[0] ?? 'stable';
  const column = WINDOW_COLUMNS[primary] ?? null;
  const ranges = new Map<string, { dayOrder: number; groupId: string; spans: [number, number][] }>();
  for (const row of moved) {
    const change = delta.get(row.entityId);
    if (!change) continue;
    const key = `${row.dayOrder}|${row.groupId}`;
    const entry = ranges.get(key) ?? { dayOrder: row.dayOrder, groupId: row.groupId, spans: [] };
    const before = recordOf(row);
    const a = primaryValue(primary, before, context);
    const b = primaryValue(primary, applied(before, change), context);
    entry.spans.push([Math.min(a, b), Math.max(a, b)]);
    ranges.set(key, entry);
  }
  const windows: RowWindow[] = [];
  for (const { dayOrder, groupId, spans } of ranges.values()) {
    if (column === null) {
      windows.push({ dayOrder, groupId, column, low: 0, high: 0 });
      continue;
    }
    for (const [low, high] of merged(spans)) windows.push({ dayOrder, groupId, column, low, high });
  }
  return windows;
}

/**
 * The updates that move the stored tables: `windowRows` are the rows the `windows` of windowsOf
 * read (the moved teams' rows among them), `tableOrders` the orders of every table from the
 * changed day on. In each window the rows keep the ranks they held between them, re-ordered by
 * the chain; a team whose rank moved gets its previous rank in the next table.
 */
export function shiftedRows(input: {
  readonly windows: readonly RowWindow[];
  readonly windowRows: readonly WindowRow[];
  readonly tableOrders: readonly number[];
  readonly delta: ReadonlyMap<string, RowCounts>;
  readonly rule: RankingRule;
  readonly context: CriterionContext;
}): RowUpdate[] {
  const { delta, rule, context } = input;
  const orders = [...new Set(input.tableOrders)].sort((a, b) => a - b);
  const nextOrder = new Map(orders.map((o, i) => [o, orders[i + 1] ?? null]));
  const updates = new Map<string, Mutable<RowUpdate>>();
  const update = (dayOrder: number, entityId: string): Mutable<RowUpdate> => {
    const key = `${dayOrder}|${entityId}`;
    const found = updates.get(key);
    if (found) return found;
    const created: Mutable<RowUpdate> = { dayOrder, entityId };
    updates.set(key, created);
    return created;
  };

  for (const window of input.windows) {
    const rows = input.windowRows.filter((r) => inWindow(r, window));
    if (rows.length === 0) continue;
    const firstRank = Math.min(...rows.map((r) => r.rank ?? 0));
    const records = rows.map((row) => {
      const change = delta.get(row.entityId);
      return change ? applied(recordOf(row), change) : recordOf(row);
    });
    const byId = new Map(rows.map((row) => [row.entityId, row]));
    rankTeams(records, rule, context).order.forEach((record, index) => {
      const row = byId.get(record.teamId) as WindowRow;
      const rank = firstRank + index;
      if (delta.has(row.entityId)) update(row.dayOrder, row.entityId).counts = countsOf(record);
      if (rank === row.rank) return;
      const moved = update(row.dayOrder, row.entityId);
      moved.rank = rank;
      moved.position = row.position + (rank - (row.rank ?? 0));
      const next = nextOrder.get(row.dayOrder);
      if (next !== null && next !== undefined) update(next, row.entityId).previousRank = rank;
    });
  }
  return [...updates.values()];
}

/** Whether a stored row falls in a window (the adapters' reading rule, in one place). */
export function inWindow(row: WindowRow, window: RowWindow): boolean {
  if (row.dayOrder !== window.dayOrder || row.groupId !== window.groupId) return false;
  if (window.column === null) return true;
  const value = row[window.column] ?? 0;
  return value >= window.low && value <= window.high;
}

/** A stored row with an update applied (the memory adapter's and the tests' rule). */
export function updatedRow(row: StoredStanding, change: RowUpdate): StoredStanding {
  const counts = change.counts;
  const rank = change.rank ?? row.rank;
  const previousRank = change.previousRank ?? row.previousRank;
  const goalsFor = counts ? counts.goalsFor : row.goalsFor;
  const goalsAgainst = counts ? counts.goalsAgainst : row.goalsAgainst;
  return {
    ...row,
    ...(counts ?? {}),
    rank,
    position: change.position ?? row.position,
    previousRank,
    rankMovement: previousRank === null || rank === null ? null : previousRank - rank,
    goalDifference: goalsFor === null || goalsAgainst === null ? null : goalsFor - goalsAgainst,
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const ZERO: RowCounts = {
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
};

const COUNT_FIELDS = Object.keys(ZERO) as (keyof RowCounts)[];

function combine(a: RowCounts, b: RowCounts, sign: 1 | -1): RowCounts {
  const out: Record<keyof RowCounts, number> = { ...ZERO };
  for (const f of COUNT_FIELDS) out[f] = a[f] + sign * b[f];
  return out;
}

function sameCounts(a: RowCounts, b: RowCounts): boolean {
  return COUNT_FIELDS.every((f) => a[f] === b[f]);
}

function countsOf(r: RowCounts): RowCounts {
  return {
    played: r.played,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    goalsFor: r.goalsFor,
    goalsAgainst: r.goalsAgainst,
    points: r.points,
  };
}

/** The record a stored row holds (adjustments included in its points, as the ranking reads them). */
function recordOf(row: WindowRow): TeamRecord {
  return {
    ...emptyRecord(row.entityId, row.name),
    played: row.played ?? 0,
    wins: row.wins ?? 0,
    draws: row.draws ?? 0,
    losses: row.losses ?? 0,
    goalsFor: row.goalsFor ?? 0,
    goalsAgainst: row.goalsAgainst ?? 0,
    points: row.points ?? 0,
  };
}

function applied(record: TeamRecord, change: RowCounts): TeamRecord {
  return { ...record, ...combine(record, change, 1) };
}

function primaryValue(name: CriterionName, record: TeamRecord, context: CriterionContext): number {
  return criterion(name).values([record], [record], context).get(record.teamId)?.[0] ?? 0;
}

/** Ranges that share a value become one (equal primary values are ordered by the next criteria). */
function merged(spans: readonly [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [low, high] of sorted) {
    const last = out[out.length - 1];
    if (last && low <= last[1]) last[1] = Math.max(last[1], high);
    else out.push([low, high]);
  }
  return out;
}
