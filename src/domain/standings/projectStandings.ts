import type { Championship, Day, Group, Team } from '../championship/Championship';
import { rankingRuleOf } from '../championship/Championship';
import type { Match } from '../match/Match';
import { hasResult } from '../match/Match';
import type { TennisSet } from '../match/MatchEvent';
import type { Standing } from '../match/views';
import type { CriterionContext } from './criteria';
import { scoreUnitOf } from './criteria';
import { finalScoreOf } from './finalScore';
import type { HowItEnded } from './finalScore';
import type { Separation } from './rankTeams';
import { rankTeams } from './rankTeams';
import type { StandingsTable } from './StandingsTable';
import type { FinalScore, TeamRecord } from './TeamRecord';
import { emptyRecord, goalDifference, withResult, withPoints } from './TeamRecord';
import type { PointsRule } from '../sport/SportRules';

export type StandingsMatch = Pick<
  Match,
  'dayId' | 'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore'
> &
  Partial<Pick<Match, 'id' | HowItEnded>>;

export interface StandingsInput {
  readonly championship: Pick<Championship, 'id' | 'pointsRule' | 'tieBreak' | 'adjustments'> &
    Partial<Pick<Championship, 'sport'>>;
  readonly days: readonly Day[];
  readonly groups: readonly Group[];
  readonly teams: readonly Team[];
  readonly matches: readonly StandingsMatch[];
  /** Tennis: the stored sets of each match, by match id (the criteria read their games). */
  readonly sets?: ReadonlyMap<string, readonly TennisSet[]>;
}

/** A ranked table with, for each row but the last, why it is above the next one. */
export interface ExplainedTable extends StandingsTable {
  /** `reasons[i]` separates `rows[i]` from `rows[i + 1]` when both are in the same group. */
  readonly reasons: readonly (Separation | null)[];
}

/**
 * Where a projection starts when the tables before a day are already stored: the days whose order
 * is below `fromDayOrder` are counted in `table`, the stored table of the last of them that had
 * results (null when none had). Its rows carry each team's record, adjustments included.
 */
export interface StandingsStart {
  readonly fromDayOrder: number;
  readonly table: StandingsTable | null;
}

/**
 * The Standings projection (spec 2.9): one table per day that has results, each cumulative up to
 * and including that day, in day order. Rows are ranked within their group ("" when none).
 * Adjustments carry no date, so they apply to every table, history included.
 * Matches whose day is not among `days` are left out: no day is deduced.
 *
 * With `start`, only the tables of the days from `start.fromDayOrder` on are projected, from the
 * records of the stored table before them; `matches` then need to hold only the results of those
 * days. Only for a championship whose ranking reads nothing but the stored rows' fields (see
 * rankingNeedsAllResults): the others are projected from every result, without a start.
 */
export function projectStandings(input: StandingsInput, start?: StandingsStart): StandingsTable[] {
  return explainedStandings(input, start).map(({ championshipId, dayId, dayOrder, rows }) => ({
    championshipId,
    dayId,
    dayOrder,
    rows,
  }));
}

/** The same tables, each with the criterion that separated every pair of neighbours. */
export function explainedStandings(input: StandingsInput, start?: StandingsStart): ExplainedTable[] {
  const days = [...input.days].sort((a, b) => a.order - b.order);
  const scoresByDay = new Map<string, FinalScore[]>();
  for (const m of input.matches) {
    if (!hasResult(m)) continue;
    const list = scoresByDay.get(m.dayId) ?? [];
    list.push(
      finalScoreOf(
        m,
        input.championship.sport ?? null,
        input.sets?.get(m.id ?? '') ?? null,
        input.championship.pointsRule,
      ),
    );
    scoresByDay.set(m.dayId, list);
  }

  const tables: ExplainedTable[] = [];
  const phases = new Phases(input);
  const records = start ? carriedRecords(input, start.table) : emptyRecords(input);
  let previous: ReadonlyMap<string, number> | null = start?.table ? ranksOf(start.table.rows) : null;
  for (const day of days) {
    const scores = scoresByDay.get(day.id);
    if (!scores) continue;
    // Head-to-head reads the results of the days before a start too, when given.
    phases.count(day.phaseId, scores);
    // Already in the start table's records.
    if (start && day.order < start.fromDayOrder) continue;
    for (const s of scores) countScore(records, s, input.championship.pointsRule, phases.counts(day.phaseId));
    const { rows, reasons } = rankedRows(input, day, records, phases, previous);
    tables.push({ championshipId: input.championship.id, dayId: day.id, dayOrder: day.order, rows, reasons });
    previous = ranksOf(rows);
  }
  return tables;
}

const ranksOf = (rows: readonly Standing[]): ReadonlyMap<string, number> =>
  new Map(rows.map((r) => [r.entityId, r.rank as number]));

function emptyRecords(input: StandingsInput): Map<string, TeamRecord> {
  return new Map(
    input.teams.map((t) => {
      const record = emptyRecord(t.id, t.name);
      return [t.id, t.ranking === undefined ? record : { ...record, ranking: t.ranking }];
    }),
  );
}

/** Adjustment points of each team (they apply to every table). */
function adjustmentsOf(input: StandingsInput): Map<string, number> {
  const points = new Map<string, number>();
  for (const a of input.championship.adjustments)
    points.set(a.teamId, (points.get(a.teamId) ?? 0) + a.points);
  return points;
}

/** The records a stored table ends with, adjustments taken out again (they are added per table). */
function carriedRecords(input: StandingsInput, table: StandingsTable | null): Map<string, TeamRecord> {
  const records = emptyRecords(input);
  if (!table) return records;
  const adjustments = adjustmentsOf(input);
  for (const row of table.rows) {
    const record = records.get(row.entityId);
    if (!record) continue;
    // Only the fields a Standing row stores: a start is given only when the championship's ranking
    // reads no other (rankingNeedsAllResults).
    records.set(row.entityId, {
      ...record,
      played: row.played ?? 0,
      wins: row.wins ?? 0,
      draws: row.draws ?? 0,
      losses: row.losses ?? 0,
      goalsFor: row.goalsFor ?? 0,
      goalsAgainst: row.goalsAgainst ?? 0,
      points: (row.points ?? 0) - (adjustments.get(row.entityId) ?? 0),
    });
  }
  return records;
}

/**
 * Which results count in which table (found by review: the semi-finals and final of the ATP
 * Finals, days of its knockout phase, were counted in its round-robin groups). A result counts in
 * the table of a team whose group is of its day's phase; a day without a phase counts in every
 * table, and a team without a group (or a group without a phase) counts every result.
 */
class Phases {
  /** Each team's group's phase ("" for none). */
  private readonly phaseOfTeam = new Map<string, string>();
  /** The results counted so far for the groups of each phase ("" : every result). */
  private readonly scores = new Map<string, FinalScore[]>([['', []]]);

  constructor(input: StandingsInput) {
    const phaseOfGroup = new Map(input.groups.map((g) => [g.id, g.phaseId]));
    for (const t of input.teams) {
      const phase = phaseOfGroup.get(t.groupId) ?? '';
      this.phaseOfTeam.set(t.id, phase);
      if (!this.scores.has(phase)) this.scores.set(phase, []);
    }
  }

  /** Whether a result of a day of `dayPhase` counts for a team of a group of `groupPhase`. */
  static countsIn(dayPhase: string, groupPhase: string): boolean {
    return dayPhase === '' || groupPhase === '' || dayPhase === groupPhase;
  }

  /** Adds the results of a day of `dayPhase` to those the tables of each phase read. */
  count(dayPhase: string, results: readonly FinalScore[]): void {
    for (const [phase, list] of this.scores) if (Phases.countsIn(dayPhase, phase)) list.push(...results);
  }

  /** Whether a result of a day of `dayPhase` counts in the table of a team. */
  counts(dayPhase: string): (teamId: string) => boolean {
    return (teamId) => Phases.countsIn(dayPhase, this.phaseOfTeam.get(teamId) ?? '');
  }

  /** The results the table of a group of `groupPhase` reads so far. */
  scoresOf(groupPhase: string): readonly FinalScore[] {
    return this.scores.get(groupPhase) ?? [];
  }
}

/**
 * Counts one result in the records of its two teams, each when it counts in that team's table (a
 * result with another team is ignored).
 */
function countScore(
  records: Map<string, TeamRecord>,
  s: FinalScore,
  rule: PointsRule,
  countsFor: (teamId: string) => boolean,
): void {
  const home = records.get(s.homeTeamId);
  const away = records.get(s.awayTeamId);
  if (!home || !away) return;
  if (countsFor(s.homeTeamId)) records.set(s.homeTeamId, withResult(home, s, 'home', rule));
  if (countsFor(s.awayTeamId)) records.set(s.awayTeamId, withResult(away, s, 'away', rule));
}

function rankedRows(
  input: StandingsInput,
  day: Day,
  accumulated: ReadonlyMap<string, TeamRecord>,
  phases: Phases,
  previous: ReadonlyMap<string, number> | null,
): { rows: Standing[]; reasons: (Separation | null)[] } {
  const { championship } = input;
  const records = new Map(accumulated);
  for (const a of championship.adjustments) {
    const record = records.get(a.teamId);
    if (record) records.set(a.teamId, withPoints(record, a.points));
  }
  const unit = scoreUnitOf(championship.sport);
  const rule = rankingRuleOf(championship.tieBreak);

  const rows: Standing[] = [];
  const reasons: (Separation | null)[] = [];
  for (const { group, teams } of groupsOf(input)) {
    const context: CriterionContext = {
      scores: phases.scoresOf(group?.phaseId ?? ''),
      pointsRule: championship.pointsRule,
      unit,
    };
    const ranked = rankTeams(
      teams.map((t) => records.get(t.id) as TeamRecord),
      rule,
      context,
    );
    if (rows.length > 0) reasons.push(null);
    reasons.push(...ranked.reasons);
    ranked.order.forEach((record, index) =>
      rows.push(toStanding(record, index + 1, previous?.get(record.teamId) ?? null, day, group)),
    );
  }
  return { rows, reasons };
}

/** The teams of each group, in the groups' order, then the teams without a group. */
function groupsOf(input: StandingsInput): { group: Group | null; teams: Team[] }[] {
  const known = new Set(input.groups.map((g) => g.id));
  const sections: { group: Group | null; teams: Team[] }[] = input.groups.map((group) => ({
    group,
    teams: input.teams.filter((t) => t.groupId === group.id),
  }));
  sections.push({ group: null, teams: input.teams.filter((t) => !known.has(t.groupId)) });
  return sections.filter((s) => s.teams.length > 0);
}

function toStanding(
  r: TeamRecord,
  rank: number,
  previousRank: number | null,
  day: Day,
  group: Group | null,
): Standing {
  return {
    entityId: r.teamId,
    name: r.name,
    dayId: day.id,
    phaseId: group ? group.phaseId : '',
    groupId: group ? group.id : '',
    groupName: group ? group.name : '',
    rank,
    previousRank,
    rankMovement: previousRank === null ? null : previousRank - rank,
    played: r.played,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    goalsFor: r.goalsFor,
    goalsAgainst: r.goalsAgainst,
    goalDifference: goalDifference(r),
    points: r.points,
  };
}
