import type { TieBreakPolicy } from '../../domain/championship/Championship';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { Sport } from '../../domain/sport/Sport';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { parseMatchdesk } from './parseMatchdesk';
import { parsePointsDeductions } from './pointsDeductions';
import { ImportIssues } from './ImportIssues';
import { nameProblem } from '../../domain/shared/unicodeText';
import { requiredName } from '../../domain/access/accountRules';
import { err } from '../../domain/shared/Result';

/** What an import may change in the document it is given (the CLI's options). */
export interface DocumentOverrides {
  readonly championshipName?: string | undefined;
  /** Company name (created when missing); DEFAULT_COMPANY when not given. */
  readonly company?: string | undefined;
  readonly sport?: Sport | undefined;
  readonly tieBreak?: TieBreakPolicy | undefined;
  /** `TEAM=N`: N points deducted from TEAM, added to the document's adjustments. */
  readonly pointsDeductions?: readonly string[] | undefined;
}

/**
 * The document with the overrides applied, checked again as a whole: another sport has other
 * event types and another default points rule.
 */
export function applyImportOptions(
  document: MatchdeskDocument,
  overrides: DocumentOverrides,
): Result<MatchdeskDocument, DomainError> {
  const deductions = parsePointsDeductions(
    overrides.pointsDeductions ?? [],
    new Set(document.teams.map((t) => t.name)),
  );
  if (!deductions.ok) return deductions;
  const issues = new ImportIssues();
  // The names an import may create, checked as the company and the document's names are.
  const championshipName = overrides.championshipName;
  const namedBadly = championshipName === undefined ? null : nameProblem(championshipName);
  if (namedBadly !== null) issues.add('championshipName', namedBadly);
  const company = overrides.company === undefined ? null : requiredName('company')(overrides.company);
  if (company !== null) issues.add('company', company);
  if (issues.any) return err(issues.toError());
  const c = document.championship;
  return parseMatchdesk({
    ...document,
    championship: {
      name: overrides.championshipName?.normalize('NFC') || c.name,
      sport: overrides.sport ?? c.sport,
      competition: c.competition,
      season: c.season,
      pointsRule: c.pointsRule,
      tieBreak: overrides.tieBreak ?? c.tieBreak,
      archived: c.archived,
    },
    // Neither the file nor the options give any: still none given (a re-import keeps the stored ones).
    adjustments:
      document.adjustments === null && deductions.value.length === 0
        ? null
        : [...(document.adjustments ?? []), ...deductions.value],
  });
}
