import type { DomainError } from '../../shared/DomainError';
import type { Result } from '../../shared/Result';
import { err, ok } from '../../shared/Result';
import type { Desk } from '../Desk';
import { buttonDisabled, buttonUnknown, gestureNotAllowed } from '../deskErrors';
import type { DeskOutcome } from '../DeskOutcome';
import { checkContext } from '../deskUpdates';
import type { Gesture } from '../Gesture';
import { findButton } from './buttonCatalog';

export interface Click {
  readonly buttonId: string;
  readonly gesture: Gesture;
  readonly contextKey: string;
}

/**
 * Runs a click (spec 4.1): the context must be current, the button must exist, take the gesture
 * and be enabled, checked in this order. `now` is epoch ms.
 */
export function clickButton(desk: Desk, click: Click, now: number): Result<DeskOutcome, DomainError> {
  const current = checkContext(desk, click.contextKey);
  if (!current.ok) return current;
  const button = findButton(desk, click.buttonId);
  if (!button) return err(buttonUnknown(click.buttonId));
  if (!button.gestures.includes(click.gesture)) {
    return err(gestureNotAllowed(button.id, click.gesture, button.gestures));
  }
  if (!button.enabled(desk)) return err(buttonDisabled(button.id));
  return ok(button.press(desk, click.gesture, now));
}
