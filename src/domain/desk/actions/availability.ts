import { rulesOf } from '../../sport/SportRules';
import type { Desk } from '../Desk';

/** Why an action is unavailable on this desk, or null when the rule lets it through. */
export type AvailabilityRule = (desk: Desk) => string | null;

/** Sport: substitutions exist only where there are line-ups. */
export const teamSportsOnly: AvailabilityRule = (desk) =>
  rulesOf(desk.match.sport).hasLineups ? null : `${desk.match.sport} has no line-ups.`;

/** Rights: recording or changing anything needs the right to edit the match. */
export const needsRightToEdit: AvailabilityRule = (desk) =>
  desk.canEdit ? null : 'the user may not change this match.';

/**
 * Edit mode: while the operator edits the match sheet in the main window, remote writes wait,
 * so that two writers never race on the same sheet.
 */
export const notWhileEditing: AvailabilityRule = (desk) =>
  desk.editing ? 'the match sheet is in edit mode in the main window.' : null;

export function unavailability(desk: Desk, rules: readonly AvailabilityRule[]): string | null {
  for (const rule of rules) {
    const reason = rule(desk);
    if (reason !== null) return reason;
  }
  return null;
}
