import type { Championship, Day, Group, Team } from '../championship/Championship';
import type { Match } from '../match/Match';
import { hasResult } from '../match/Match';
import type { Standing } from '../match/views';
import type { StandingsTable } from './StandingsTable';
import type { TieBreakContext } from './TieBreaker';
import { orderByTieBreakers } from './TieBreaker';
import type { FinalScore, TeamRecord } from './TeamRecord';
import { goalDifference, recordsFrom, withPoints } from './TeamRecord';
import { tieBreakersOf } from './tieBreakers';

export interface StandingsInput {
  readonly championship: Pick<Championship, 'id' | 'pointsRule' | 'tieBreak' | 'adjustments'>;
  readonly days: readonly Day[];
  readonly groups: readonly Group[];
  readonly teams: readonly Team[];
  readonly matches: readonly Pick<
    Match,
    'dayId' | 'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore'
  >[];
}

/**
 * The Standings projection (spec 2.9): one table per day that has results, each cumulative up to
 * and including that day, in day order. Rows are ranked within their group ("" when none).
 * Adjustments carry no date, so they apply to every table, history included.
 * Matches whose day is not among `days` are left out: no day is deduced.
 */
export function projectStandings(input: StandingsInput): StandingsTable[] {
  const days = [...input.days].sort((a, b) => a.order - b.order);
  const scoresByDay = new Map<string, FinalScore[]>();
  for (const m of input.matches) {
    if (!hasResult(m)) continue;
    const list = scoresByDay.get(m.dayId) ?? [];
    list.push({
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      homeScore: m.homeScore as number,
      awayScore: m.awayScore as number,
    });
    scoresByDay.set(m.dayId, list);
  }

  const tables: StandingsTable[] = [];
  const counted: FinalScore[] = [];
  let previous: ReadonlyMap<string, number> | null = null;
  for (const day of days) {
    const scores = scoresByDay.get(day.id);
    if (!scores) continue;
    counted.push(...scores);
    const rows = rankedRows(input, day, counted, previous);
    tables.push({ championshipId: input.championship.id, dayId: day.id, dayOrder: day.order, rows });
    previous = new Map(rows.map((r) => [r.entityId, r.rank as number]));
  }
  return tables;
}

function rankedRows(
  input: StandingsInput,
  day: Day,
  scores: readonly FinalScore[],
  previous: ReadonlyMap<string, number> | null,
): Standing[] {
  const { championship } = input;
  const records = recordsFrom(input.teams, scores, championship.pointsRule);
  for (const a of championship.adjustments) {
    const record = records.get(a.teamId);
    if (record) records.set(a.teamId, withPoints(record, a.points));
  }
  const context: TieBreakContext = { scores, pointsRule: championship.pointsRule };
  const rules = tieBreakersOf(championship.tieBreak);

  return groupsOf(input).flatMap(({ group, teams }) => {
    const level = teams.map((t) => records.get(t.id) as TeamRecord);
    return orderByTieBreakers(level, rules, context).map((record, index) =>
      toStanding(record, index + 1, previous?.get(record.teamId) ?? null, day, group),
    );
  });
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
