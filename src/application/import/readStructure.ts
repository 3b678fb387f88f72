import type { TieBreakPolicy } from '../../domain/championship/Championship';
import { SPORTS } from '../../domain/sport/Sport';
import type { PointsRule } from '../../domain/sport/SportRules';
import { OVERTIME_SCORINGS, SHOOTOUT_GOALS } from '../../domain/sport/SportRules';
import { CRITERIA, isCriterion } from '../../domain/standings/criteria';
import { isTieBreakPreset, PARTIAL_SEPARATIONS, TIE_BREAK_PRESETS } from '../../domain/standings/presets';
import type { DocumentKeys } from './DocumentKeys';
import { playerKey } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type {
  MatchdeskAdjustment,
  MatchdeskChampionship,
  MatchdeskDay,
  MatchdeskGroup,
  MatchdeskPhase,
  MatchdeskPlayer,
  MatchdeskTeam,
} from './MatchdeskDocument';
import type { Item } from './matchSides';

/** Reads each item as an object; skips the ones that are not. */
function objects(items: Item[], issues: ImportIssues): JsonObject[] {
  return items.flatMap(({ value, path }) => JsonObject.at(value, path, issues) ?? []);
}

/** Reports the second and later items with the same key at `field`. */
function unique<T>(
  read: { item: T; o: JsonObject }[],
  key: (item: T) => string,
  field: string,
  what: string,
  issues: ImportIssues,
): void {
  const seen = new Set<string>();
  for (const { item, o } of read) {
    const k = key(item);
    if (k === '') continue;
    if (seen.has(k)) issues.add(childPath(o.path, field), `duplicate ${what} "${k}"`);
    seen.add(k);
  }
}

function reference(
  o: JsonObject,
  field: string,
  known: ReadonlySet<string>,
  what: string,
  issues: ImportIssues,
) {
  const name = o.text(field);
  if (name !== '' && !known.has(name)) issues.add(childPath(o.path, field), `unknown ${what} "${name}"`);
  return name;
}

const OPTIONAL_POINTS = [
  'overtimeWin',
  'overtimeLoss',
  'shootoutWin',
  'shootoutLoss',
  'walkoverLoss',
] as const;

function readPointsRule(rule: JsonObject): PointsRule {
  const points = (key: string) => (rule.mustHave(key) ? rule.integer(key, 0) : 0);
  const read: Record<string, number | string> = {
    win: points('win'),
    draw: points('draw'),
    loss: points('loss'),
  };
  for (const key of OPTIONAL_POINTS) {
    const value = rule.optionalInteger(key);
    if (value !== null) read[key] = value;
  }
  const walkoverScore = rule.optionalInteger('walkoverScore', 0);
  if (walkoverScore !== null) read.walkoverScore = walkoverScore;
  if (rule.has('shootoutGoal')) read.shootoutGoal = rule.oneOf('shootoutGoal', SHOOTOUT_GOALS, 'none');
  else rule.field('shootoutGoal');
  if (rule.has('overtimeScoring'))
    read.overtimeScoring = rule.oneOf('overtimeScoring', OVERTIME_SCORINGS, 'counted');
  else rule.field('overtimeScoring');
  rule.finish();
  return read as unknown as PointsRule;
}

/**
 * `tieBreak`: a preset name, a list of criteria (teams a criterion leaves level start again from
 * the first one), or `{criteria, partial}` with `partial` one of restart, next, same.
 */
function readTieBreak(o: JsonObject, issues: ImportIssues): TieBreakPolicy {
  const value = o.field('tieBreak');
  const path = childPath(o.path, 'tieBreak');
  if (value === undefined || value === null) return 'goal-difference';
  if (isTieBreakPreset(value)) return value;
  const chain = Array.isArray(value) ? { criteria: value, partial: 'restart' } : value;
  if (typeof chain === 'object' && chain !== null && !Array.isArray(chain)) {
    const { criteria, partial, ...rest } = chain as Record<string, unknown>;
    const known = Array.isArray(criteria) && criteria.length > 0 && criteria.every(isCriterion);
    const partialKnown = (PARTIAL_SEPARATIONS as readonly unknown[]).includes(partial ?? 'restart');
    if (known && partialKnown && Object.keys(rest).length === 0) {
      return { criteria, partial: (partial ?? 'restart') as 'restart' | 'next' | 'same' };
    }
  }
  issues.add(
    path,
    `must be one of ${TIE_BREAK_PRESETS.join(', ')}, or a list of criteria among ${CRITERIA.join(', ')} (docs/import-formats.md)`,
  );
  return 'goal-difference';
}

export function readChampionship(o: JsonObject, issues: ImportIssues): MatchdeskChampionship {
  const rule = o.object('pointsRule');
  const pointsRule: PointsRule | null = rule ? readPointsRule(rule) : null;
  const championship: MatchdeskChampionship = {
    name: o.requiredText('name'),
    sport: o.mustHave('sport') ? o.oneOf('sport', SPORTS, 'football') : 'football',
    competition: o.text('competition'),
    season: o.text('season'),
    pointsRule,
    tieBreak: readTieBreak(o, issues),
    archived: o.boolean('archived', false),
  };
  o.finish();
  return championship;
}

export function readPhases(items: Item[], issues: ImportIssues): MatchdeskPhase[] {
  const read = objects(items, issues).map((o, i) => {
    const item = { name: o.requiredText('name'), order: o.integer('order', i + 1) };
    o.finish();
    return { item, o };
  });
  unique(read, (p) => p.name, 'name', 'phase', issues);
  return read.map((r) => r.item);
}

export function readGroups(
  items: Item[],
  phases: ReadonlySet<string>,
  issues: ImportIssues,
): MatchdeskGroup[] {
  const read = objects(items, issues).map((o) => {
    const item = { name: o.requiredText('name'), phase: reference(o, 'phase', phases, 'phase', issues) };
    o.finish();
    return { item, o };
  });
  unique(read, (g) => g.name, 'name', 'group', issues);
  return read.map((r) => r.item);
}

export function readDays(items: Item[], phases: ReadonlySet<string>, issues: ImportIssues): MatchdeskDay[] {
  const read = objects(items, issues).map((o, i) => {
    const item = {
      label: o.requiredText('label'),
      order: o.integer('order', i + 1),
      phase: reference(o, 'phase', phases, 'phase', issues),
    };
    o.finish();
    return { item, o };
  });
  unique(read, (d) => d.label, 'label', 'day', issues);
  unique(read, (d) => String(d.order), 'order', 'day order', issues);
  return read.map((r) => r.item);
}

export function readTeams(items: Item[], groups: ReadonlySet<string>, issues: ImportIssues): MatchdeskTeam[] {
  const read = objects(items, issues).map((o) => {
    const item = {
      name: o.requiredText('name'),
      shortName: o.text('shortName'),
      group: reference(o, 'group', groups, 'group', issues),
      ranking: o.optionalInteger('ranking', 1),
    };
    o.finish();
    return { item, o };
  });
  unique(read, (t) => t.name, 'name', 'team', issues);
  return read.map((r) => r.item);
}

export function readPlayers(
  items: Item[],
  teams: DocumentKeys['teams'],
  issues: ImportIssues,
): MatchdeskPlayer[] {
  const read = objects(items, issues).map((o) => {
    const team = o.requiredText('team');
    if (team !== '' && !teams.has(team)) issues.add(childPath(o.path, 'team'), `unknown team "${team}"`);
    const item = {
      team,
      firstName: o.text('firstName'),
      lastName: o.text('lastName'),
      number: o.text('number'),
      position: o.text('position'),
    };
    if (playerKey(item) === '') issues.add(o.path, 'needs a firstName or a lastName');
    o.finish();
    return { item, o };
  });
  unique(
    read,
    (p) => (playerKey(p) === '' ? '' : `${p.team}: ${playerKey(p)}`),
    'lastName',
    'player',
    issues,
  );
  return read.map((r) => r.item);
}

export function readAdjustments(
  items: Item[],
  teams: DocumentKeys['teams'],
  issues: ImportIssues,
): MatchdeskAdjustment[] {
  return objects(items, issues).map((o) => {
    const team = o.requiredText('team');
    if (team !== '' && !teams.has(team)) issues.add(childPath(o.path, 'team'), `unknown team "${team}"`);
    const item = {
      team,
      points: o.mustHave('points') ? o.integer('points', 0) : 0,
      reason: o.text('reason'),
    };
    o.finish();
    return item;
  });
}

export function playersByTeam(players: readonly MatchdeskPlayer[]): DocumentKeys['players'] {
  const byTeam = new Map<string, Map<string, MatchdeskPlayer>>();
  for (const p of players) {
    const team = byTeam.get(p.team) ?? new Map<string, MatchdeskPlayer>();
    if (!team.has(playerKey(p))) team.set(playerKey(p), p);
    byTeam.set(p.team, team);
  }
  return byTeam;
}
