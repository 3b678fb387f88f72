import type { Side } from '../../match/Side';
import { err, ok } from '../../shared/Result';
import { WHOLE_MAX } from '../../shared/wholeNumber';
import { withDesk } from '../Desk';
import { invalidParams } from '../deskErrors';
import { countOf, STATISTICS, withCount } from '../Statistics';
import type { ActionDefinition } from './ActionDefinition';
import { needsRightToEdit, notWhileEditing } from './availability';

/**
 * Adds `delta` (default 1, may be negative) to a per-side counter; a counter stays a whole number
 * of the model, from 0 to 2147483647.
 */
export const ADJUST_STATISTIC: ActionDefinition = {
  id: 'adjust_statistic',
  label: 'Adjust a statistic',
  rules: [needsRightToEdit, notWhileEditing],
  params: (desk) => [
    {
      name: 'statistic',
      type: 'string',
      required: true,
      description: 'A statistic of the catalog.',
      enum: STATISTICS[desk.match.sport].map((s) => s.id),
    },
    { name: 'side', type: 'string', required: true, description: 'The team.', enum: ['home', 'away'] },
    { name: 'delta', type: 'integer', required: false, description: 'Change of the counter; default 1.' },
  ],
  run: (desk, params) => {
    const statistic = String(params.statistic);
    const side = params.side as Side;
    const delta = typeof params.delta === 'number' ? params.delta : 1;
    if (delta === 0) return err(invalidParams({ delta: 'delta must not be 0.' }));
    const value = countOf(desk.statistics, statistic, side) + delta;
    if (value < 0) return err(invalidParams({ delta: `${statistic} cannot go below 0.` }));
    if (value > WHOLE_MAX) return err(invalidParams({ delta: `${statistic} cannot go above ${WHOLE_MAX}.` }));
    return ok({
      desk: withDesk(desk, { statistics: withCount(desk.statistics, statistic, side, value) }),
      effects: [{ type: 'statistic_adjusted', statistic, side, value }],
      result: { actionId: 'adjust_statistic', statistic, side, value },
    });
  },
};
