import { err, ok } from '../../shared/Result';
import { withDesk } from '../Desk';
import { invalidParams } from '../deskErrors';
import type { ActionDefinition } from './ActionDefinition';
import { needsRightToEdit, notWhileEditing } from './availability';

/**
 * Removes an event from the desk and hands the deletion to the application layer (score recompute
 * and scorers follow the store). A deleted substitution's field/bench comes back with the refresh.
 */
export const DELETE_EVENT: ActionDefinition = {
  id: 'delete_event',
  label: 'Delete an event',
  rules: [needsRightToEdit, notWhileEditing],
  params: () => [
    { name: 'eventId', type: 'string', required: true, description: 'An event of the catalog.' },
  ],
  run: (desk, params) => {
    const eventId = String(params.eventId);
    const event = desk.events.find((e) => e.id === eventId);
    if (!event) return err(invalidParams({ eventId: `Event ${eventId} is not an event of this match.` }));
    return ok({
      desk: withDesk(desk, { events: desk.events.filter((e) => e.id !== eventId) }),
      effects: [{ type: 'event_deleted', eventId, saved: event.saved }],
      result: { actionId: 'delete_event', eventId },
    });
  },
};
