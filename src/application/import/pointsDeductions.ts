import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { isWhole, WHOLE_MIN } from '../../domain/shared/wholeNumber';
import { ImportIssues } from './ImportIssues';
import type { MatchdeskAdjustment } from './MatchdeskDocument';

/** `TEAM=N` (the CLI's --points-deduction): N points are taken from TEAM. The last "=" splits. */
const DEDUCTION = /^(.+)=\s*(\d+)\s*$/;

/** Parses `TEAM=N` deductions into adjustments of -N points, checking the teams exist. */
export function parsePointsDeductions(
  texts: readonly string[],
  teams: ReadonlySet<string>,
): Result<MatchdeskAdjustment[], DomainError> {
  const issues = new ImportIssues();
  const adjustments = texts.flatMap((text, i): MatchdeskAdjustment[] => {
    const path = `pointsDeductions[${i}]`;
    const found = DEDUCTION.exec(text);
    const team = found?.[1]?.trim().normalize('NFC') ?? '';
    if (!found || team === '') {
      issues.add(path, `"${text}" must read TEAM=N, N being the points deducted`);
      return [];
    }
    if (!teams.has(team)) {
      issues.add(path, `unknown team "${team}"`);
      return [];
    }
    const points = -Number(found[2]);
    if (!isWhole(points)) {
      issues.add(path, `"${text}": N must be at most ${-WHOLE_MIN}`);
      return [];
    }
    return [{ team, points, reason: 'points deduction' }];
  });
  return issues.any ? err(issues.toError()) : ok(adjustments);
}
