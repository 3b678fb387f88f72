import type { CriterionContext, CriterionName } from './criteria';
import { criterion } from './criteria';
import type { RankingRule } from './presets';
import type { TeamRecord } from './TeamRecord';

/** Why one team is directly above the next: the criterion that separated them, both values. */
export interface Separation {
  readonly criterion: CriterionName;
  /** Position of the criterion in the chain; 0 is the primary order (points or wins). */
  readonly index: number;
  readonly above: readonly number[];
  readonly below: readonly number[];
  /**
   * A criterion of the matches among teams (a mini-league) that counted the matches of more teams
   * than the two it separates: their ids, so that the explanation names them (found by review:
   * "in the matches between them" of two teams who drew).
   */
  readonly among?: readonly string[];
}

export interface RankedTeams {
  readonly order: readonly TeamRecord[];
  /** `reasons[i]` separates `order[i]` from `order[i + 1]`. */
  readonly reasons: readonly Separation[];
}

/** Two teams' values of one criterion, highest first: negative when `a` ranks higher. */
export function compareValues(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Splits teams into groups of equal values, highest first; ties keep their input order. */
function splitBy(teams: readonly TeamRecord[], values: ReadonlyMap<string, number[]>): TeamRecord[][] {
  const value = (r: TeamRecord) => values.get(r.teamId) ?? [];
  const sorted = [...teams].sort((a, b) => compareValues(value(a), value(b)));
  const groups: TeamRecord[][] = [];
  for (const team of sorted) {
    const last = groups[groups.length - 1];
    if (last && compareValues(value(last[0] as TeamRecord), value(team)) === 0) last.push(team);
    else groups.push([team]);
  }
  return groups;
}

/**
 * Orders the teams of one table by a chain of criteria (issue 14) and says, for every pair of
 * neighbours, which criterion separated them. The chain's `partial` rule says where teams that a
 * criterion left level go on (see PartialSeparation).
 */
export function rankTeams(
  teams: readonly TeamRecord[],
  rule: RankingRule,
  context: CriterionContext,
): RankedTeams {
  if (!rule.criteria.includes('outside-results')) return rankOnce(teams, rule, context);
  // `outside-results` reads the order of the teams outside the tied ones, which the ranking
  // itself gives: start from points, goal difference and goals scored, then rank again with the
  // order found until it no longer changes (teams outside a tie never depend on it for long).
  let table = provisionalOrder(teams);
  let ranked = rankOnce(teams, rule, { ...context, table });
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = ranked.order.map((r) => r.teamId);
    if (next.every((id, i) => id === table[i])) break;
    table = next;
    ranked = rankOnce(teams, rule, { ...context, table });
  }
  return ranked;
}

/** Rounds of `outside-results` ranking before the order found is kept. */
const MAX_ROUNDS = 4;

function provisionalOrder(teams: readonly TeamRecord[]): string[] {
  const key = (r: TeamRecord) => [r.points, r.goalsFor - r.goalsAgainst, r.goalsFor];
  return [...teams]
    .sort((a, b) => compareValues(key(a), key(b)) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((r) => r.teamId);
}

function rankOnce(teams: readonly TeamRecord[], rule: RankingRule, context: CriterionContext): RankedTeams {
  const rank = (tied: readonly TeamRecord[], from: number, scope: readonly TeamRecord[]): RankedTeams => {
    if (tied.length <= 1) return { order: [...tied], reasons: [] };
    for (let i = from; i < rule.criteria.length; i += 1) {
      const c = criterion(rule.criteria[i] as CriterionName);
      if (!c.applies(tied.length)) continue;
      const values = c.values(tied, scope, context);
      const groups = splitBy(tied, values);
      if (groups.length <= 1) continue;
      const ranked = groups.map((g) => {
        if (rule.partial === 'next') return rank(g, i + 1, i === 0 ? g : scope);
        if (rule.partial === 'next-among-remaining') return rank(g, i + 1, g);
        return rank(g, rule.partial === 'restart' ? 0 : i, g);
      });
      // Each reason is about two neighbours: a mini-league of more teams names them all (found
      // by QA: three teams it fully separated read "in the matches between them").
      const among =
        c.name.startsWith('mini-league') && scope.length > 2 ? scope.map((r) => r.teamId) : undefined;
      return join(ranked, c.name, i, values, among);
    }
    // Nothing in the chain separates them: keep a stable order (name, then id).
    return stableTail(tied, rule, context);
  };
  return rank(teams, 0, teams);
}

function join(
  ranked: readonly RankedTeams[],
  name: CriterionName,
  index: number,
  values: ReadonlyMap<string, number[]>,
  among?: readonly string[],
): RankedTeams {
  const order: TeamRecord[] = [];
  const reasons: Separation[] = [];
  for (const part of ranked) {
    const previous = order[order.length - 1];
    const first = part.order[0];
    if (previous && first) {
      reasons.push({
        criterion: name,
        index,
        above: values.get(previous.teamId) ?? [],
        below: values.get(first.teamId) ?? [],
        ...(among ? { among } : {}),
      });
    }
    order.push(...part.order);
    reasons.push(...part.reasons);
  }
  return { order, reasons };
}

function stableTail(tied: readonly TeamRecord[], rule: RankingRule, context: CriterionContext): RankedTeams {
  const stable = criterion('stable');
  const values = stable.values(tied, tied, context);
  const groups = splitBy(tied, values).map((g) => ({ order: g, reasons: [] }));
  return join(groups, 'stable', rule.criteria.length, values);
}
