import type { Desk } from '../Desk';
import type { Gesture } from '../Gesture';
import type { ButtonDefinition } from './ButtonDefinition';
import { GRAPHIC_BUTTONS } from './graphicButtons';
import { PERIOD_BUTTON, TIMER_BUTTON } from './timerButtons';

const ALL_BUTTONS: readonly ButtonDefinition[] = [TIMER_BUTTON, PERIOD_BUTTON, ...GRAPHIC_BUTTONS];

/** The buttons the desk offers for its sport, in display order. */
export function buttonsOf(desk: Desk): ButtonDefinition[] {
  return ALL_BUTTONS.filter((b) => b.offeredAt(desk.match.sport));
}

export function findButton(desk: Desk, id: string): ButtonDefinition | undefined {
  return buttonsOf(desk).find((b) => b.id === id);
}

/** Spec 2.2, a Button as published. */
export interface ButtonView {
  id: string;
  text: string;
  enabled: boolean;
  on: boolean;
  preview: boolean;
  gestures: Gesture[];
}

export function buttonView(desk: Desk, b: ButtonDefinition): ButtonView {
  const lit = b.lit(desk);
  return {
    id: b.id,
    text: b.text(desk),
    enabled: b.enabled(desk),
    on: lit.on,
    preview: lit.preview,
    gestures: [...b.gestures],
  };
}

/** The button listing (GET /buttons, state.buttons): id → Button. */
export function buttonsView(desk: Desk): Record<string, ButtonView> {
  return Object.fromEntries(buttonsOf(desk).map((b) => [b.id, buttonView(desk, b)]));
}
