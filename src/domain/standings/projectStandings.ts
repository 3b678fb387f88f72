import type { Championship, Day, Group, Team } from '../championship/Championship';
import { rankingRuleOf } from '../championship/Championship';
import type { Match } from '../match/Match';
import { hasResult } from '../match/Match';
import type { TennisSet } from '../match/MatchEvent';
import type { Standing } from '../match/views';
import type { CriterionContext } from './criteria';
import { finalScoreOf } from './finalScore';
import type { Separation } from './rankTeams';
import { rankTeams } from './rankTeams';
import type { StandingsTable } from './StandingsTable';
import type { FinalScore, TeamRecord } from './TeamRecord';
import { goalDifference, recordsFrom, withPoints } from './TeamRecord';

export type StandingsMatch = Pick<
  Match,
  'dayId' | 'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore'
> &
  Partial<
    Pick<Match, 'id' | 'homeShootoutScore' | 'awayShootoutScore' | 'decidedIn' | 'retired' | 'walkover'>
  >;

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
 * The Standings projection (spec 2.9): one table per day that has results, each cumulative up to
 * and including that day, in day order. Rows are ranked within their group ("" when none).
 * Adjustments carry no date, so they apply to every table, history included.
 * Matches whose day is not among `days` are left out: no day is deduced.
 */
export function projectStandings(input: StandingsInput): StandingsTable[] {
  return explainedStandings(input).map(({ championshipId, dayId, dayOrder, rows }) => ({
    championshipId,
    dayId,
    dayOrder,
    rows,
  }));
}

/** The same tables, each with the criterion that separated every pair of neighbours. */
export function explainedStandings(input: StandingsInput): ExplainedTable[] {
  const days = [...input.days].sort((a, b) => a.order - b.order);
  const scoresByDay = new Map<string, FinalScore[]>();
  for (const m of input.matches) {
    if (!hasResult(m)) continue;
    const list = scoresByDay.get(m.dayId) ?? [];
    list.push(finalScoreOf(m, input.championship.sport ?? null, input.sets?.get(m.id ?? '') ?? null));
    scoresByDay.set(m.dayId, list);
  }

  const tables: ExplainedTable[] = [];
  const counted: FinalScore[] = [];
  let previous: ReadonlyMap<string, number> | null = null;
  for (const day of days) {
    const scores = scoresByDay.get(day.id);
    if (!scores) continue;
    counted.push(...scores);
    const { rows, reasons } = rankedRows(input, day, counted, previous);
    tables.push({ championshipId: input.championship.id, dayId: day.id, dayOrder: day.order, rows, reasons });
    previous = new Map(rows.map((r) => [r.entityId, r.rank as number]));
  }
  return tables;
}

function rankedRows(
  input: StandingsInput,
  day: Day,
  scores: readonly FinalScore[],
  previous: ReadonlyMap<string, number> | null,
): { rows: Standing[]; reasons: (Separation | null)[] } {
  const { championship } = input;
  const records = recordsFrom(input.teams, scores, championship.pointsRule);
  for (const a of championship.adjustments) {
    const record = records.get(a.teamId);
    if (record) records.set(a.teamId, withPoints(record, a.points));
  }
  const sport = championship.sport;
  const context: CriterionContext = {
    scores,
    pointsRule: championship.pointsRule,
    unit: sport === 'tennis' ? 'set' : sport === 'basketball' ? 'point' : 'goal',
  };
  const rule = rankingRuleOf(championship.tieBreak);

  const rows: Standing[] = [];
  const reasons: (Separation | null)[] = [];
  for (const { group, teams } of groupsOf(input)) {
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
