import type { Standing } from '../match/views';
import type { PointsRule } from '../sport/SportRules';
import type { CriterionContext, CriterionName } from './criteria';
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
  /** PART_STRIDE numbers per row (PART_COLUMNS; NaN for null), rows in rank order. Shifted in place. */
  readonly rows: Float64Array;
  /** The key of a team id in this store (whether or not the team is in this part). */
  keyOf(teamId: string): number;
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
  let previous: Float64Array | null = null;
  for (const [d, day] of [...days.values()].entries()) {
    const ranks = new Float64Array(slots.count);
    for (const [p, part] of day.entries()) {
      shiftPart(part, moved, ordered);
      const { rows } = part;
      const offset = slots.offsets[d]?.[p] as number;
      for (let at = 0; at < rows.length; at += STRIDE) {
        const slot = offset + (rows[at + STABLE] as number);
        if (previous) rows[at + PREVIOUS_RANK] = previous[slot] as number;
        rows[at + RANK_MOVEMENT] = (rows[at + PREVIOUS_RANK] as number) - (rows[at + RANK] as number);
        ranks[slot] = rows[at + RANK] as number;
      }
    }
    previous = ranks;
  }
  return true;
}

/**
 * Every team of the first table's parts gets a slot (its part's offset plus its place in the
 * stable order), which a later table's row of the same team must have too: the slot of each part
 * of each day, or null when the tables do not allow a shift (a moved team missing from the first
 * table, a later table holding other teams, a moved row with a null count).
 */
function slotsOf(
  days: readonly (readonly TablePart[])[],
  moved: Moved,
): { readonly count: number; readonly offsets: number[][] } | null {
  const [firstDay, ...later] = days;
  if (!firstDay) return null;
  const partOfKey = new Map<number, number>();
  const starts: number[] = [];
  const sizes: number[] = [];
  let count = 0;
  for (const [p, part] of firstDay.entries()) {
    starts.push(count);
    sizes.push(part.rows.length / STRIDE);
    for (let at = 0; at < part.rows.length; at += STRIDE) partOfKey.set(part.rows[at + KEY] as number, p);
    count += part.rows.length / STRIDE;
  }
  if (moved.keys.some((key) => !partOfKey.has(key))) return null;
  const keyOfSlot = new Float64Array(count).fill(Number.NaN);
  const offsets: number[][] = [];
  for (const day of [firstDay, ...later]) {
    const dayOffsets: number[] = [];
    const seen = new Set<number>();
    for (const part of day) {
      const p = partOfKey.get(part.rows[KEY] as number);
      if (p === undefined || seen.has(p) || part.rows.length / STRIDE !== sizes[p]) return null;
      seen.add(p);
      const offset = starts[p] as number;
      dayOffsets.push(offset);
      const { rows } = part;
      for (let at = 0; at < rows.length; at += STRIDE) {
        const key = rows[at + KEY] as number;
        const place = rows[at + STABLE] as number;
        if (!(place >= 0 && place < (sizes[p] as number))) return null;
        const slot = offset + place;
        if (day === firstDay) {
          if (!Number.isNaN(keyOfSlot[slot] as number)) return null;
          keyOfSlot[slot] = key;
        } else if (keyOfSlot[slot] !== key) return null;
        if (moved.counts(key) && hasNull(rows, at)) return null;
      }
    }
    offsets.push(dayOffsets);
  }
  return { count, offsets };
}

/** Applies the counts of the moved teams of one part, puts each in its place, renumbers the ranks. */
function shiftPart(part: TablePart, moved: Moved, ordered: Ordering): void {
  const { rows } = part;
  const size = rows.length / STRIDE;
  const stay: number[] = [];
  const taken: number[] = [];
  for (let i = 0; i < size; i += 1) {
    const counts = moved.counts(rows[i * STRIDE + KEY] as number);
    if (!counts) {
      stay.push(i);
      continue;
    }
    taken.push(i);
    const at = i * STRIDE;
    rows[at + PLAYED] = (rows[at + PLAYED] as number) + counts.played;
    rows[at + WINS] = (rows[at + WINS] as number) + counts.wins;
    rows[at + DRAWS] = (rows[at + DRAWS] as number) + counts.draws;
    rows[at + LOSSES] = (rows[at + LOSSES] as number) + counts.losses;
    rows[at + GOALS_FOR] = (rows[at + GOALS_FOR] as number) + counts.goalsFor;
    rows[at + GOALS_AGAINST] = (rows[at + GOALS_AGAINST] as number) + counts.goalsAgainst;
    rows[at + GOAL_DIFFERENCE] = (rows[at + GOALS_FOR] as number) - (rows[at + GOALS_AGAINST] as number);
    rows[at + POINTS] = (rows[at + POINTS] as number) + counts.points;
  }
  if (taken.length === 0) return;
  // The rows that stay keep their order; each taken row goes where the order puts it among them.
  const order = ordered.of(part);
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
  const copy = rows.slice(first * STRIDE, (last + 1) * STRIDE);
  for (let to = first; to <= last; to += 1) {
    const from = ((stay[to] as number) - first) * STRIDE;
    const at = to * STRIDE;
    for (let c = 0; c < STRIDE; c += 1) rows[at + c] = copy[from + c] as number;
    rows[at + RANK] = to + 1;
  }
}

/** The counts each moved team's key changes by: one or two teams, looked up without hashing. */
class Moved {
  readonly keys: number[];
  private readonly changes: RowCounts[];

  constructor(entries: readonly (readonly [number, RowCounts])[]) {
    this.keys = entries.map(([key]) => key);
    this.changes = entries.map(([, counts]) => counts);
  }

  counts(key: number): RowCounts | undefined {
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
  private readonly criteria: readonly CriterionName[];

  constructor(
    rule: RankingRule,
    private readonly context: CriterionContext,
  ) {
    const stable = rule.criteria.indexOf('stable');
    this.criteria = stable < 0 ? rule.criteria : rule.criteria.slice(0, stable);
  }

  of(part: TablePart): { before(a: number, b: number): boolean } {
    const values = new Map<number, number[][]>();
    const valuesOf = (i: number): number[][] => {
      const found = values.get(i);
      if (found) return found;
      const record = recordAt(part.rows, i * STRIDE);
      const computed = this.criteria.map(
        (name) => criterion(name).values([record], [record], this.context).get(record.teamId) ?? [],
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
        return (part.rows[a * STRIDE + STABLE] as number) < (part.rows[b * STRIDE + STABLE] as number);
      },
    };
  }
}

/** The record a packed row holds (adjustments included in its points, as the ranking reads them). */
function recordAt(rows: Float64Array, at: number): TeamRecord {
  return {
    ...emptyRecord(String(rows[at + KEY]), ''),
    played: rows[at + PLAYED] as number,
    wins: rows[at + WINS] as number,
    draws: rows[at + DRAWS] as number,
    losses: rows[at + LOSSES] as number,
    goalsFor: rows[at + GOALS_FOR] as number,
    goalsAgainst: rows[at + GOALS_AGAINST] as number,
    points: rows[at + POINTS] as number,
  };
}

/** Whether a row's rank or a count the shift reads or writes is null. */
function hasNull(rows: Float64Array, at: number): boolean {
  for (let c = RANK; c < STRIDE; c += 1)
    if (c !== PREVIOUS_RANK && c !== RANK_MOVEMENT && Number.isNaN(rows[at + c])) return true;
  return false;
}

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
