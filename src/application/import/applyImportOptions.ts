import type { TieBreakPolicy } from '../../domain/championship/Championship';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { Sport } from '../../domain/sport/Sport';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { parseMatchdesk } from './parseMatchdesk';
import { parsePointsDeductions } from './pointsDeductions';

/** What an import may change in the document it is given (the CLI's options). */
export interface DocumentOverrides {
  readonly championshipName?: string | undefined;
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
  const c = document.championship;
  return parseMatchdesk({
    ...document,
    championship: {
      name: overrides.championshipName || c.name,
      sport: overrides.sport ?? c.sport,
      competition: c.competition,
      season: c.season,
      pointsRule: c.pointsRule,
      tieBreak: overrides.tieBreak ?? c.tieBreak,
      archived: c.archived,
    },
    adjustments: [...document.adjustments, ...deductions.value],
  });
}
