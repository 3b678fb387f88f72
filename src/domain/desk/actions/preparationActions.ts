import { err, ok } from '../../shared/Result';
import { withDesk } from '../Desk';
import { nothingPrepared } from '../deskErrors';
import type { ActionDefinition } from './ActionDefinition';
import { needsRightToEdit, notWhileEditing } from './availability';
import { eventDraftOf } from './eventDraft';
import { eventParamSpecs, fieldsFromParams } from './eventParams';
import { recordDraft } from './recording';

/** Records the preparation; params given complete or correct it (e.g. the scorer chosen later). */
export const CONFIRM_PREPARATION: ActionDefinition = {
  id: 'confirm_preparation',
  label: 'Confirm the preparation',
  rules: [needsRightToEdit, notWhileEditing],
  params: (desk) => eventParamSpecs(desk.match.sport).filter((s) => s.name !== 'type'),
  run: (desk, params, ctx) => {
    if (!desk.prepared) return err(nothingPrepared());
    const draft = eventDraftOf(desk, fieldsFromParams(params, desk.prepared.fields));
    return draft.ok ? ok(recordDraft(desk, draft.value, ctx, 'confirm_preparation', true)) : draft;
  },
};

/** Drops the preparation. Allowed in edit mode: it writes nothing. */
export const CANCEL_PREPARATION: ActionDefinition = {
  id: 'cancel_preparation',
  label: 'Cancel the preparation',
  rules: [needsRightToEdit],
  params: () => [],
  run: (desk) => {
    if (!desk.prepared) return err(nothingPrepared());
    return ok({
      desk: withDesk(desk, { prepared: null }),
      effects: [{ type: 'preparation_changed', prepared: null }],
      result: { actionId: 'cancel_preparation' },
    });
  },
};
