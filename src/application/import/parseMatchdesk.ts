import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { DocumentKeys } from './DocumentKeys';
import { ImportIssues } from './ImportIssues';
import { JsonObject } from './JsonObject';
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
 * Validates a "matchdesk" document (docs/import-formats.md) and fills in its defaults. On failure
 * the error (`invalid_import`) names every problem by path, e.g. `matches[3].home: unknown team "X"`.
 */
export function parseMatchdesk(json: unknown): Result<MatchdeskDocument, DomainError> {
  const issues = new ImportIssues();
  const root = JsonObject.at(json, '', issues);
  if (!root) return err(issues.toError());
  if (root.field('format') !== MATCHDESK_FORMAT) issues.add('format', `must be "${MATCHDESK_FORMAT}"`);
  if (root.field('version') !== MATCHDESK_VERSION) issues.add('version', `must be ${MATCHDESK_VERSION}`);

  const head = root.mustHave('championship') ? root.object('championship') : null;
  const championship = head ? readChampionship(head, issues) : null;
  const phases = readPhases(root.array('phases'), issues);
  const phaseNames = new Set(phases.map((p) => p.name));
  const groups = readGroups(root.array('groups'), phaseNames, issues);
  const days = readDays(root.array('days'), phaseNames, issues);
  const teams = readTeams(root.array('teams'), new Set(groups.map((g) => g.name)), issues);
  const teamNames = new Map(teams.map((t) => [t.name, t.group]));
  const players = readPlayers(root.array('players'), teamNames, issues);
  const keys: DocumentKeys = {
    phases: phaseNames,
    groups: new Set(groups.map((g) => g.name)),
    days: new Set(days.map((d) => d.label)),
    teams: teamNames,
    players: playersByTeam(players),
  };
  const matches = readMatches(root.array('matches'), championship?.sport ?? 'football', keys, issues);
  const adjustments = readAdjustments(root.array('adjustments'), teamNames, issues);
  root.finish();

  if (issues.any || !championship) return err(issues.toError());
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
    adjustments,
  });
}
