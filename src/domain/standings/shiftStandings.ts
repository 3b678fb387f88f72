import type { Standing } from '../match/views';
import type { PointsRule } from '../sport/SportRules';
import type { Criterion, CriterionContext } from './criteria';
import { criterion, stableOrder } from './criteria';
import { FROM_STORED_ROWS } from './incrementalRanking';
import type { RankingRule } from './presets';
import { compareValues } from './rankTeams';
import type { FinalScore, TeamRecord } from './TeamRecord';
import { emptyRecord, withResult } from './TeamRecord';

// Issue 11, incremental writes. When one finished match's result changes and its day keeps a
// table, every stored table from that day on changes in the same way: the two teams' records move
// by what the result now adds instead of what it added before, and only the teams they pass move
// in rank. For a ranking whose every criterion reads a stored row (shiftable) the order is a plain
// lexicographic order of each team's values, then the stable order: each moved team is taken out
// of its group's rows and put back where a binary search over that order finds its place, and the
// ranks are renumbered. The rows are kept packed (TablePart), one group of one table in one array
// of numbers, so that a store reads and writes a table part as one value: a result that passes 87
// teams in each of 19 later tables of 200 teams then costs 19 values, not 1,650 rows.

/** The numbers of one row of a TablePart, in this order; NaN stands for null. */
export const PART_COLUMNS = [
  'key',
  'rank',
  'previousRank',
  'rankMovement',
  'played',
  'wins',
  'draws',
  'losses',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
  // The row's place in the part's stable order (name, then id: rankTeams' last resort), 0 first.
  'stable',
] as const;
export const PART_STRIDE = PART_COLUMNS.length;
const STRIDE = PART_STRIDE;

/** The place of a column in a row of PART_COLUMNS. */
const column = (name: (typeof PART_COLUMNS)[number]): number => PART_COLUMNS.indexOf(name);
const KEY = column('key');
const RANK = column('rank');
const PREVIOUS_RANK = column('previousRank');
const RANK_MOVEMENT = column('rankMovement');
const PLAYED = column('played');
const WINS = column('wins');
const DRAWS = column('draws');
const LOSSES = column('losses');
const GOALS_FOR = column('goalsFor');
const GOALS_AGAINST = column('goalsAgainst');
const GOAL_DIFFERENCE = column('goalDifference');
const POINTS = column('points');
const STABLE = column('stable');

/**
 * One group's rows of one stored table (the teams without a group are a part too), packed: what
 * a changed result shifts. A store chooses each team's key (an integer) and gives it back.
 */
export interface TablePart {
  readonly dayOrder: number;
  /** The rows in rank order, shifted in place. */
  readonly rows: PartRows;
  /** The key of a team id in this store (whether or not the team is in this part). */
  keyOf(teamId: string): number;
}

/**
 * The rows of a TablePart as a shift reads and writes them: PART_COLUMNS per row (NaN for null),
 * rows in rank order. A store may hand them over in its own encoding and change only what the
 * shift touches, instead of unpacking and packing every row (standingsMapper.FramedRows).
 */
export interface PartRows {
  readonly size: number;
  /** The value of `column` (an index of PART_COLUMNS) of `row`; NaN for null. */
  get(row: number, column: number): number;
  set(row: number, column: number, value: number): void;
  /** The values of `column` of rows `first` to `end` (excluded), in row order (a copy). */
  read(column: number, first?: number, end?: number): Float64Array;
  /** Sets `column` of rows `first`, `first + 1`, … to `values`. */
  write(column: number, first: number, values: Float64Array): void;
  /** Rows `first`, `first + 1`, … take the rows that were at `from[0]`, `from[1]`, …: a
   * reordering of those rows among themselves. */
  permute(first: number, from: readonly number[]): void;
}

/** Rows held as PART_STRIDE numbers per row in one array (packRows). */
export class PackedRows implements PartRows {
  readonly size: number;

  constructor(readonly values: Float64Array) {
    this.size = values.length / STRIDE;
  }

  get(row: number, column: number): number {
    return this.values[row * STRIDE + column] as number;
  }

  set(row: number, column: number, value: number): void {
    this.values[row * STRIDE + column] = value;
  }

  read(column: number, first = 0, end = this.size): Float64Array {
    const out = new Float64Array(end - first);
    for (let r = 0, at = first * STRIDE + column; r < out.length; r += 1, at += STRIDE)
      out[r] = this.values[at] as number;
    return out;
  }

  write(column: number, first: number, values: Float64Array): void {
    for (let r = 0, at = first * STRIDE + column; r < values.length; r += 1, at += STRIDE)
      this.values[at] = values[r] as number;
  }

  permute(first: number, from: readonly number[]): void {
    const { values } = this;
    const copy = values.slice(first * STRIDE, (first + from.length) * STRIDE);
    from.forEach((old, i) => {
      const at = (old - first) * STRIDE;
      values.set(copy.subarray(at, at + STRIDE), (first + i) * STRIDE);
    });
  }
}

/** The fields of a standing that are not in its packed row: its team's and its group's. */
export type PartTeam = Pick<Standing, 'entityId' | 'name' | 'phaseId' | 'groupId' | 'groupName'>;

/** The packed rows of `rows` (one group's, in rank order), each team under `keyOf(entityId)`. */
export function packRows(rows: readonly Standing[], keyOf: (teamId: string) => number): Float64Array {
  const packed = new Float64Array(rows.length * PART_STRIDE);
  const stable = new Map(
    [...rows]
      .sort((a, b) => stableOrder(a.name, a.entityId, b.name, b.entityId))
      .map((r, place) => [r, place]),
  );
  const value = (v: number | null) => v ?? Number.NaN;
  rows.forEach((r, i) => {
    const at = i * STRIDE;
    packed[at + KEY] = keyOf(r.entityId);
    packed[at + RANK] = value(r.rank);
    packed[at + PREVIOUS_RANK] = value(r.previousRank);
    packed[at + RANK_MOVEMENT] = value(r.rankMovement);
    packed[at + PLAYED] = value(r.played);
    packed[at + WINS] = value(r.wins);
    packed[at + DRAWS] = value(r.draws);
    packed[at + LOSSES] = value(r.losses);
    packed[at + GOALS_FOR] = value(r.goalsFor);
    packed[at + GOALS_AGAINST] = value(r.goalsAgainst);
    packed[at + GOAL_DIFFERENCE] = value(r.goalDifference);
    packed[at + POINTS] = value(r.points);
    packed[at + STABLE] = stable.get(r) as number;
  });
  return packed;
}

/** The standings of packed rows, in their order, with each key's team and group from `teamOf`. */
export function unpackRows(
  packed: Float64Array,
  dayId: string,
  teamOf: (key: number) => PartTeam,
): Standing[] {
  const rows: Standing[] = [];
  const value = (at: number) => {
    const v = packed[at] as number;
    return Number.isNaN(v) ? null : v;
  };
  for (let at = 0; at < packed.length; at += STRIDE) {
    const team = teamOf(packed[at + KEY] as number);
    rows.push({
      entityId: team.entityId,
      name: team.name,
      dayId,
      phaseId: team.phaseId,
      groupId: team.groupId,
      groupName: team.groupName,
      rank: value(at + RANK),
      previousRank: value(at + PREVIOUS_RANK),
      rankMovement: value(at + RANK_MOVEMENT),
      played: value(at + PLAYED),
      wins: value(at + WINS),
      draws: value(at + DRAWS),
      losses: value(at + LOSSES),
      goalsFor: value(at + GOALS_FOR),
      goalsAgainst: value(at + GOALS_AGAINST),
      goalDifference: value(at + GOAL_DIFFERENCE),
      points: value(at + POINTS),
    });
  }
  return rows;
}

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
 * Shifts `parts` by `delta` (countsDelta of one changed result): `parts` are the stored parts
 * that hold a team of `delta`, in every table from the changed day on. Each moved team's counts
 * change, it takes its new place in its part, its part's ranks are renumbered, and from the second
 * table on every row of a part takes its previous rank from the table before, as a projection
 * gives them. Returns false, having changed nothing, when that is not exact: a team of `delta` is
 * missing from the first table, a later table's parts hold other teams, or a moved row holds a
 * null count. The ranking must be shiftable.
 */
export function shiftParts(
  parts: readonly TablePart[],
  delta: ReadonlyMap<string, RowCounts>,
  rule: RankingRule,
  context: CriterionContext,
): boolean {
  const first = parts[0];
  if (!first) return false;
  const days = new Map<number, TablePart[]>();
  for (const part of [...parts].sort((a, b) => a.dayOrder - b.dayOrder)) {
    const day = days.get(part.dayOrder);
    if (day) day.push(part);
    else days.set(part.dayOrder, [part]);
  }
  const moved = new Moved([...delta].map(([teamId, counts]) => [first.keyOf(teamId), counts]));
  const slots = slotsOf([...days.values()], moved);
  if (!slots) return false;

  const ordered = new Ordering(rule, context);
  // The stored tables agree with one another (a projection or a shift wrote them): only the rows
  // whose rank moves, and from the second table on the rows of the teams whose rank moved in the
  // table before, take a new previous rank and movement; a store rewrites nothing of the others.
  let previous: Moves | null = null;
  for (const [d, day] of [...days.values()].entries()) {
    const current: Moves = {
      slots: [],
      ranks: new Float64Array(slots.count),
      moved: new Uint8Array(slots.count),
    };
    // Each slot's row in its part, kept as the rows move.
    const rowOf = slots.rows[d] as Int32Array;
    for (const [p, part] of day.entries()) {
      const { rows } = part;
      const offset = slots.offsets[d]?.[p] as number;
      const range = shiftPart(part, slots.keys[d]?.[p] as Float64Array, moved, ordered);
      if (range) {
        // The rows whose rank moved, read and written a column at a time.
        const { first, last } = range;
        const places = rows.read(STABLE, first, last + 1);
        const previousRanks = rows.read(PREVIOUS_RANK, first, last + 1);
        const movements = new Float64Array(places.length);
        for (let i = 0; i < places.length; i += 1) {
          const slot = offset + (places[i] as number);
          const rank = first + i + 1;
          if (previous?.moved[slot]) previousRanks[i] = previous.ranks[slot] as number;
          movements[i] = (previousRanks[i] as number) - rank;
          current.slots.push(slot);
          current.ranks[slot] = rank;
          current.moved[slot] = 1;
          rowOf[slot] = first + i;
        }
        if (previous) rows.write(PREVIOUS_RANK, first, previousRanks);
        rows.write(RANK_MOVEMENT, first, movements);
      }
      if (!previous) continue;
      // The teams whose rank moved in the table before and not in this one: a new previous rank.
      const end = offset + rows.size;
      for (const slot of previous.slots) {
        const r = rowOf[slot] as number;
        if (slot < offset || slot >= end || (range && r >= range.first && r <= range.last)) continue;
        const previousRank = previous.ranks[slot] as number;
        if (same(previousRank, rows.get(r, PREVIOUS_RANK))) continue;
        rows.set(r, PREVIOUS_RANK, previousRank);
        rows.set(r, RANK_MOVEMENT, previousRank - rows.get(r, RANK));
      }
    }
    previous = current;
  }
  return true;
}

/** The teams whose rank a shift moved in one table: their slots, and each one's new rank. */
interface Moves {
  readonly slots: number[];
  readonly ranks: Float64Array;
  /** 1 for a slot of `slots`. */
  readonly moved: Uint8Array;
}

/** Where each team is in the parts of each day (slotsOf). */
interface Slots {
  /** Teams in the parts of a day. */
  readonly count: number;
  /** Per day, each part's first slot. */
  readonly offsets: number[][];
  /** Per day, each slot's row in its part. */
  readonly rows: Int32Array[];
  /** Per day and part, each row's key (as read before the shift). */
  readonly keys: Float64Array[][];
}

/**
 * Every team of the first table's parts gets a slot (its part's offset plus its place in the
 * stable order), which a later table's row of the same team must have too: the slot of each part
 * of each day, or null when the tables do not allow a shift (a moved team missing from the first
 * table, a later table holding other teams, a moved row with a null count).
 */
function slotsOf(days: readonly (readonly TablePart[])[], moved: Moved): Slots | null {
  const [firstDay, ...later] = days;
  if (!firstDay) return null;
  const partOfKey = new Map<number, number>();
  const starts: number[] = [];
  const sizes: number[] = [];
  let count = 0;
  const keys = days.map((day) => day.map((part) => part.rows.read(KEY)));
  for (const [p, part] of firstDay.entries()) {
    starts.push(count);
    sizes.push(part.rows.size);
    for (const key of keys[0]?.[p] ?? []) partOfKey.set(key, p);
    count += part.rows.size;
  }
  if (moved.keys.some((key) => !partOfKey.has(key))) return null;
  const keyOfSlot = new Float64Array(count).fill(Number.NaN);
  const offsets: number[][] = [];
  const rowsOf: Int32Array[] = [];
  for (const [d, day] of [firstDay, ...later].entries()) {
    const dayOffsets: number[] = [];
    const rowOf = new Int32Array(count);
    const seen = new Set<number>();
    for (const [q, part] of day.entries()) {
      const { rows } = part;
      const partKeys = keys[d]?.[q] as Float64Array;
      const p = rows.size === 0 ? undefined : partOfKey.get(partKeys[0] as number);
      if (p === undefined || seen.has(p) || rows.size !== sizes[p]) return null;
      seen.add(p);
      const offset = starts[p] as number;
      dayOffsets.push(offset);
      const places = rows.read(STABLE);
      for (let r = 0; r < rows.size; r += 1) {
        const key = partKeys[r] as number;
        const place = places[r] as number;
        if (!(place >= 0 && place < (sizes[p] as number))) return null;
        const slot = offset + place;
        rowOf[slot] = r;
        if (day === firstDay) {
          if (!Number.isNaN(keyOfSlot[slot] as number)) return null;
          keyOfSlot[slot] = key;
        } else if (keyOfSlot[slot] !== key) return null;
        if (moved.counts(key) && hasNull(rows, r)) return null;
      }
    }
    offsets.push(dayOffsets);
    rowsOf.push(rowOf);
  }
  return { count, offsets, rows: rowsOf, keys };
}

/**
 * Applies the counts of the moved teams of one part, puts each in its place, renumbers the ranks.
 * Returns the rows whose rank changed, from the first to the last, or null when none did.
 */
function shiftPart(
  part: TablePart,
  keys: Float64Array,
  moved: Moved,
  ordered: Ordering,
): { first: number; last: number } | null {
  const { rows } = part;
  const { size } = rows;
  const stay: number[] = [];
  const taken: number[] = [];
  for (let i = 0; i < size; i += 1) {
    const counts = moved.counts(keys[i] as number);
    if (!counts) {
      stay.push(i);
      continue;
    }
    taken.push(i);
    const add = (column: number, by: number) => {
      if (by !== 0) rows.set(i, column, rows.get(i, column) + by);
    };
    add(PLAYED, counts.played);
    add(WINS, counts.wins);
    add(DRAWS, counts.draws);
    add(LOSSES, counts.losses);
    add(GOALS_FOR, counts.goalsFor);
    add(GOALS_AGAINST, counts.goalsAgainst);
    add(POINTS, counts.points);
    const difference = rows.get(i, GOALS_FOR) - rows.get(i, GOALS_AGAINST);
    if (difference !== rows.get(i, GOAL_DIFFERENCE)) rows.set(i, GOAL_DIFFERENCE, difference);
  }
  if (taken.length === 0) return null;
  // The rows that stay keep their order; each taken row goes where the order puts it among them.
  const order = ordered.of(rows);
  for (const i of taken) {
    let low = 0;
    let high = stay.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order.before(stay[middle] as number, i)) low = middle + 1;
      else high = middle;
    }
    stay.splice(low, 0, i);
  }
  // Only the rows from the first that moves to the last are rewritten.
  let first = 0;
  while (first < size && stay[first] === first) first += 1;
  let last = size - 1;
  while (last > first && stay[last] === last) last -= 1;
  if (first > last) return null;
  rows.permute(first, stay.slice(first, last + 1));
  const ranks = new Float64Array(last - first + 1);
  for (let i = 0; i < ranks.length; i += 1) ranks[i] = first + i + 1;
  rows.write(RANK, first, ranks);
  return { first, last };
}

/** The counts each moved team's key changes by: one or two teams, looked up without hashing. */
class Moved {
  readonly keys: number[];
  private readonly changes: RowCounts[];
  /** The first two keys (NaN for none), compared without a loop on every row of a part. */
  private readonly a: number;
  private readonly b: number;

  constructor(entries: readonly (readonly [number, RowCounts])[]) {
    this.keys = entries.map(([key]) => key);
    this.changes = entries.map(([, counts]) => counts);
    this.a = this.keys[0] ?? Number.NaN;
    this.b = this.keys[1] ?? Number.NaN;
  }

  counts(key: number): RowCounts | undefined {
    if (key !== this.a && key !== this.b && this.keys.length <= 2) return undefined;
    for (let i = 0; i < this.keys.length; i += 1) if (this.keys[i] === key) return this.changes[i];
    return undefined;
  }
}

/**
 * The ranking's order of the rows of a part: each criterion's values compared highest first, in
 * the chain's order, then the stable order (name, then id), as rankTeams orders them when every
 * criterion reads one row. A row's values are computed once.
 */
class Ordering {
  private readonly criteria: readonly Criterion[];

  constructor(
    rule: RankingRule,
    private readonly context: CriterionContext,
  ) {
    const stable = rule.criteria.indexOf('stable');
    this.criteria = (stable < 0 ? rule.criteria : rule.criteria.slice(0, stable)).map(criterion);
  }

  of(rows: PartRows): { before(a: number, b: number): boolean } {
    const values = new Map<number, number[][]>();
    const valuesOf = (i: number): number[][] => {
      const found = values.get(i);
      if (found) return found;
      const record = recordAt(rows, i);
      const computed = this.criteria.map((c) =>
        c.one
          ? [c.one(record, this.context)]
          : (c.values([record], [record], this.context).get(record.teamId) ?? []),
      );
      values.set(i, computed);
      return computed;
    };
    return {
      before: (a, b) => {
        const va = valuesOf(a);
        const vb = valuesOf(b);
        for (let c = 0; c < va.length; c += 1) {
          const d = compareValues(va[c] as number[], vb[c] as number[]);
          if (d !== 0) return d < 0;
        }
        return rows.get(a, STABLE) < rows.get(b, STABLE);
      },
    };
  }
}

/** The record a packed row holds (adjustments included in its points, as the ranking reads them). */
function recordAt(rows: PartRows, row: number): TeamRecord {
  return {
    ...emptyRecord(String(rows.get(row, KEY)), ''),
    played: rows.get(row, PLAYED),
    wins: rows.get(row, WINS),
    draws: rows.get(row, DRAWS),
    losses: rows.get(row, LOSSES),
    goalsFor: rows.get(row, GOALS_FOR),
    goalsAgainst: rows.get(row, GOALS_AGAINST),
    points: rows.get(row, POINTS),
  };
}

/** Whether a row's rank or a count the shift reads or writes is null. */
function hasNull(rows: PartRows, row: number): boolean {
  for (let c = RANK; c < STRIDE; c += 1)
    if (c !== PREVIOUS_RANK && c !== RANK_MOVEMENT && Number.isNaN(rows.get(row, c))) return true;
  return false;
}

/** Equal numbers, NaN (null) equal to NaN. */
const same = (a: number, b: number): boolean => a === b || (a !== a && b !== b);

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
