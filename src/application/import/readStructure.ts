import type { TieBreakPolicy } from '../../domain/championship/Championship';
import { childPath } from '../../domain/shared/fieldPath';
import type { PointsRule } from '../../domain/sport/SportRules';
import type { PartialSeparation } from '../../domain/standings/presets';
import type { DocumentKeys } from './DocumentKeys';
import { playerKey } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import type {
  AdjustmentInput,
  ChampionshipInput,
  DayInput,
  GroupInput,
  PhaseInput,
  PlayerInput,
  TeamInput,
  Text,
} from './MatchdeskInput';
import { textOf } from './MatchdeskInput';
import type {
  MatchdeskAdjustment,
  MatchdeskChampionship,
  MatchdeskDay,
  MatchdeskGroup,
  MatchdeskPhase,
  MatchdeskPlayer,
  MatchdeskTeam,
} from './MatchdeskDocument';

/** Reports the second and later items with the same key at `field` of the item. */
function unique<T>(
  items: readonly T[],
  key: (item: T) => string,
  list: string,
  field: string,
  what: string,
  issues: ImportIssues,
): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (k === '') return;
    if (seen.has(k)) issues.add(childPath(childPath(list, i), field), `duplicate ${what} "${k}"`);
    seen.add(k);
  });
}

function reference(
  value: Text | null | undefined,
  path: string,
  known: ReadonlySet<string>,
  what: string,
  issues: ImportIssues,
): string {
  const name = textOf(value);
  if (name !== '' && !known.has(name)) issues.add(path, `unknown ${what} "${name}"`);
  return name;
}

const OPTIONAL_POINTS = [
  'overtimeWin',
  'overtimeLoss',
  'shootoutWin',
  'shootoutLoss',
  'walkoverLoss',
  'walkoverScore',
  'shootoutGoal',
  'overtimeScoring',
] as const;

function pointsRuleOf(rule: PointsRule): PointsRule {
  const read: Record<string, number | string> = { win: rule.win, draw: rule.draw, loss: rule.loss };
  for (const key of OPTIONAL_POINTS) {
    const value = rule[key];
    if (value !== undefined && value !== null) read[key] = value;
  }
  return read as unknown as PointsRule;
}

/**
 * `tieBreak`: a preset name, a list of criteria (teams a criterion leaves level start again from
 * the first one), or `{criteria, partial}` with `partial` one of PARTIAL_SEPARATIONS.
 */
function tieBreakOf(value: ChampionshipInput['tieBreak']): TieBreakPolicy | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return { criteria: value, partial: 'restart' } as TieBreakPolicy;
  const chain = value as { criteria: readonly string[]; partial?: string | null };
  return {
    criteria: chain.criteria,
    partial: (chain.partial ?? 'restart') as PartialSeparation,
  } as TieBreakPolicy;
}

export function readChampionship(c: ChampionshipInput): MatchdeskChampionship {
  return {
    name: c.name,
    sport: c.sport,
    competition: textOf(c.competition),
    season: textOf(c.season),
    pointsRule: c.pointsRule ? pointsRuleOf(c.pointsRule) : null,
    tieBreak: tieBreakOf(c.tieBreak),
    archived: c.archived ?? false,
  };
}

export function readPhases(items: readonly PhaseInput[], issues: ImportIssues): MatchdeskPhase[] {
  const read = items.map((p, i) => ({ name: p.name, order: p.order ?? i + 1 }));
  unique(read, (p) => p.name, 'phases', 'name', 'phase', issues);
  return read;
}

export function readGroups(
  items: readonly GroupInput[],
  phases: ReadonlySet<string>,
  issues: ImportIssues,
): MatchdeskGroup[] {
  const read = items.map((g, i) => ({
    name: g.name,
    phase: reference(g.phase, `groups[${i}].phase`, phases, 'phase', issues),
  }));
  unique(read, (g) => g.name, 'groups', 'name', 'group', issues);
  return read;
}

export function readDays(
  items: readonly DayInput[],
  phases: ReadonlySet<string>,
  issues: ImportIssues,
): MatchdeskDay[] {
  const read = items.map((d, i) => ({
    label: d.label,
    order: d.order ?? i + 1,
    phase: reference(d.phase, `days[${i}].phase`, phases, 'phase', issues),
  }));
  unique(read, (d) => d.label, 'days', 'label', 'day', issues);
  unique(read, (d) => String(d.order), 'days', 'order', 'day order', issues);
  return read;
}

export function readTeams(
  items: readonly TeamInput[],
  groups: ReadonlySet<string>,
  issues: ImportIssues,
): MatchdeskTeam[] {
  const read = items.map((t, i) => ({
    name: t.name,
    shortName: textOf(t.shortName),
    group: reference(t.group, `teams[${i}].group`, groups, 'group', issues),
    ranking: t.ranking ?? null,
  }));
  unique(read, (t) => t.name, 'teams', 'name', 'team', issues);
  return read;
}

export function readPlayers(
  items: readonly PlayerInput[],
  teams: DocumentKeys['teams'],
  issues: ImportIssues,
): MatchdeskPlayer[] {
  const read = items.map((p, i) => {
    if (!teams.has(p.team)) issues.add(`players[${i}].team`, `unknown team "${p.team}"`);
    const player = {
      team: p.team,
      firstName: textOf(p.firstName),
      lastName: textOf(p.lastName),
      number: textOf(p.number),
      position: textOf(p.position),
    };
    if (playerKey(player) === '') issues.add(`players[${i}]`, 'needs a firstName or a lastName');
    return player;
  });
  unique(
    read,
    (p) => (playerKey(p) === '' ? '' : `${p.team}: ${playerKey(p)}`),
    'players',
    'lastName',
    'player',
    issues,
  );
  return read;
}

export function readAdjustments(
  items: readonly AdjustmentInput[],
  teams: DocumentKeys['teams'],
  issues: ImportIssues,
): MatchdeskAdjustment[] {
  return items.map((a, i) => {
    if (!teams.has(a.team)) issues.add(`adjustments[${i}].team`, `unknown team "${a.team}"`);
    return { team: a.team, points: a.points, reason: textOf(a.reason) };
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
