import { DEFAULT_TIE_BREAK } from './MatchdeskDocument';
import { rankingRuleOf } from '../../domain/championship/Championship';
import { readsPoints } from '../../domain/standings/presets';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { DocumentKeys } from './DocumentKeys';
import { ImportIssues } from './ImportIssues';
import type { MatchdeskInput } from './MatchdeskInput';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { MATCHDESK_FORMAT, MATCHDESK_VERSION } from './MatchdeskDocument';
import { readMatches } from './readMatches';
import {
  playersByTeam,
  readAdjustments,
  readChampionship,
  readDays,
  readGroups,
  readPhases,
  readPlayers,
  readTeams,
} from './readStructure';

/**
 * Checks a "matchdesk" document (docs/import-formats.md) whose fields have the right types (the
 * import adapter's input classes check a file) against the import rules, and fills in its
 * defaults. On failure the error (`invalid_import`) names every problem by path, e.g.
 * `matches[3].home: unknown team "X"`.
 */
export function parseMatchdesk(input: MatchdeskInput): Result<MatchdeskDocument, DomainError> {
  const issues = new ImportIssues();
  const championship = readChampionship(input.championship);
  const phases = readPhases(input.phases ?? [], issues);
  const phaseNames = new Set(phases.map((p) => p.name));
  const groups = readGroups(input.groups ?? [], phaseNames, issues);
  const days = readDays(input.days ?? [], phaseNames, issues);
  const teams = readTeams(input.teams ?? [], new Set(groups.map((g) => g.name)), issues);
  const teamNames = new Map(teams.map((t) => [t.name, t.group]));
  const players = readPlayers(input.players ?? [], teamNames, issues);
  const keys: DocumentKeys = {
    phases: phaseNames,
    groups: new Set(groups.map((g) => g.name)),
    days: new Set(days.map((d) => d.label)),
    teams: teamNames,
    players: playersByTeam(players),
  };
  const matches = readMatches(input.matches ?? [], championship.sport, keys, issues);
  const adjustments = readAdjustments(input.adjustments ?? [], teamNames, issues);
  const rule = rankingRuleOf(championship.tieBreak ?? DEFAULT_TIE_BREAK);
  if (adjustments.length > 0 && !readsPoints(rule)) {
    issues.add(
      'adjustments',
      `this ranking does not count points (${rule.criteria.join(', ')}): a points adjustment or deduction would change no place`,
    );
  }

  if (issues.any) return err(issues.toError());
  return ok({
    format: MATCHDESK_FORMAT,
    version: MATCHDESK_VERSION,
    championship,
    phases,
    groups,
    days,
    teams,
    players,
    matches,
    adjustments: input.adjustments === undefined || input.adjustments === null ? null : adjustments,
  });
}
