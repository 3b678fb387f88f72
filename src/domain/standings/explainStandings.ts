import type { Standing } from '../match/views';
import type { CriterionName } from './criteria';
import type { Separation } from './rankTeams';

/** Why a team is directly above its neighbour (issue 14, the "say why" read). */
export interface StandingExplanation {
  readonly groupId: string;
  readonly aboveId: string;
  readonly above: string;
  readonly belowId: string;
  readonly below: string;
  readonly criterion: CriterionName;
  /** The two values compared, as shown (e.g. "66.7 %"). */
  readonly aboveValue: string;
  readonly belowValue: string;
  /** E.g. "Ruud above Fritz: their match, won by Ruud". */
  readonly text: string;
}

export type ScoreUnit = 'goal' | 'point' | 'set';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const percent = (n: number) => `${(Math.round(n * 1000) / 10).toFixed(1)} %`;
const plain = (n: number) => String(n);

interface Wording {
  readonly label: (unit: ScoreUnit) => string;
  readonly show: (n: number) => string;
}

const among = 'in the matches between them';

const WORDING: Readonly<
  Record<
    Exclude<
      CriterionName,
      | 'mini-league'
      | 'mini-league-goals'
      | 'mini-league-goals-away'
      | 'direct-match'
      | 'outside-results'
      | 'stable'
    >,
    Wording
  >
> = {
  points: { label: () => 'points', show: plain },
  wins: { label: () => 'wins', show: plain },
  'regulation-wins': { label: () => 'regulation wins', show: plain },
  'regulation-overtime-wins': { label: () => 'wins in regulation or overtime', show: plain },
  'matches-played': { label: () => 'matches played', show: plain },
  'fewer-matches-played': { label: () => 'fewer matches played', show: (n) => plain(-n) },
  'points-percentage': { label: () => 'points percentage', show: percent },
  'mini-league-points': { label: () => `points ${among}`, show: plain },
  'mini-league-points-percentage': { label: () => `percentage of points ${among}`, show: percent },
  'mini-league-even-points-percentage': {
    label: () => `percentage of points ${among}, odd games left out`,
    show: percent,
  },
  'mini-league-wins': { label: () => `wins ${among}`, show: plain },
  'mini-league-difference': { label: (u) => `${u} difference ${among}`, show: signed },
  'mini-league-scored': { label: (u) => `${u}s scored ${among}`, show: plain },
  'mini-league-away-goals': { label: (u) => `away ${u}s scored ${among}`, show: plain },
  'goal-difference': { label: (u) => `${u} difference`, show: signed },
  'goals-scored': { label: (u) => `${u}s scored`, show: plain },
  'away-goals': { label: (u) => `away ${u}s scored`, show: plain },
  'away-wins': { label: () => 'away wins', show: plain },
  'score-quotients': {
    label: (u) => `sum of the quotients of ${u}s for and against of each match`,
    show: (n) => n.toFixed(3),
  },
  'sets-percentage': { label: () => 'percentage of sets won', show: percent },
  'games-percentage': { label: () => 'percentage of games won', show: percent },
  ranking: { label: () => 'ranking', show: (n) => (n === -Number.MAX_SAFE_INTEGER ? 'none' : String(-n)) },
};

/** The words and both values of one separation. */
export function describeSeparation(
  s: Separation,
  above: string,
  below: string,
  unit: ScoreUnit,
  nameOf?: (teamId: string) => string,
): { reason: string; aboveValue: string; belowValue: string } {
  const described = describeValues(s, above, below, unit);
  if (!s.among || !nameOf) return described;
  // The mini-league of more teams than these two: name them all.
  const names = s.among.map(nameOf);
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1) as string}`;
  return { ...described, reason: described.reason.replace(among, `in the matches among ${list}`) };
}

function describeValues(
  s: Separation,
  above: string,
  below: string,
  unit: ScoreUnit,
): { reason: string; aboveValue: string; belowValue: string } {
  const [a = 0] = s.above;
  const [b = 0] = s.below;
  if (s.criterion === 'direct-match') {
    const reason = a + b === 1 ? `their match, won by ${above}` : `their matches, ${a} wins to ${b}`;
    return { reason, aboveValue: plain(a), belowValue: plain(b) };
  }
  if (
    s.criterion === 'mini-league' ||
    s.criterion === 'mini-league-goals' ||
    s.criterion === 'mini-league-goals-away'
  ) {
    // The first of its measures that differs: points, then difference, scored, away scored.
    const measures = [
      WORDING['mini-league-points'],
      WORDING['mini-league-difference'],
      WORDING['mini-league-scored'],
      WORDING['mini-league-away-goals'],
    ];
    const at = Math.max(
      0,
      s.above.findIndex((v, i) => v !== (s.below[i] ?? 0)),
    );
    const w = measures[at] ?? WORDING['mini-league-points'];
    const [x, y] = [s.above[at] ?? 0, s.below[at] ?? 0];
    return {
      reason: `${w.label(unit)}, ${w.show(x)} vs ${w.show(y)}`,
      aboveValue: w.show(x),
      belowValue: w.show(y),
    };
  }
  if (s.criterion === 'outside-results') {
    // One value per team outside them (best first) and measure: points, goal difference, goals.
    const at = s.above.findIndex((v, i) => v !== (s.below[i] ?? 0));
    const k = Math.max(at, 0);
    const measure = [`points`, `${unit} difference`, `${unit}s scored`][k % 3] as string;
    const show = k % 3 === 1 ? signed : plain;
    const x = s.above[k] ?? 0;
    const y = s.below[k] ?? 0;
    const nth = Math.floor(k / 3) + 1;
    const whom = nth === 1 ? 'the best-ranked team outside them' : `the team ranked ${nth} outside them`;
    return {
      reason: `${measure} against ${whom}, ${show(x)} vs ${show(y)}`,
      aboveValue: show(x),
      belowValue: show(y),
    };
  }
  if (s.criterion === 'stable') {
    return { reason: 'level on every criterion, listed by name', aboveValue: above, belowValue: below };
  }
  const w = WORDING[s.criterion];
  return {
    reason: `${w.label(unit)}, ${w.show(a)} vs ${w.show(b)}`,
    aboveValue: w.show(a),
    belowValue: w.show(b),
  };
}

/**
 * Each pair of neighbours of a table that were level on the chain's first criterion, with the
 * criterion that separated them and both values.
 */
export function explainRows(
  rows: readonly Standing[],
  reasons: readonly (Separation | null)[],
  unit: ScoreUnit,
): StandingExplanation[] {
  const out: StandingExplanation[] = [];
  const names = new Map(rows.map((r) => [r.entityId, r.name]));
  const nameOf = (teamId: string) => names.get(teamId) ?? teamId;
  reasons.forEach((s, i) => {
    const upper = rows[i];
    const lower = rows[i + 1];
    if (!s || s.index === 0 || !upper || !lower) return;
    const d = describeSeparation(s, upper.name, lower.name, unit, nameOf);
    out.push({
      groupId: upper.groupId,
      aboveId: upper.entityId,
      above: upper.name,
      belowId: lower.entityId,
      below: lower.name,
      criterion: s.criterion,
      aboveValue: d.aboveValue,
      belowValue: d.belowValue,
      text: `${upper.name} above ${lower.name}: ${d.reason}`,
    });
  });
  return out;
}
