import type { Sport } from '../../sport/Sport';
import type { Desk, GraphicState } from '../Desk';
import type { DeskOutcome } from '../DeskOutcome';
import type { Gesture } from '../Gesture';

/** A button of the desk (spec 2.2); `press` runs only with an allowed gesture on an enabled button. */
export interface ButtonDefinition {
  readonly id: string;
  readonly kind: 'timer' | 'graphic';
  readonly gestures: readonly Gesture[];
  readonly offeredAt: (sport: Sport) => boolean;
  readonly text: (desk: Desk) => string;
  readonly enabled: (desk: Desk) => boolean;
  readonly lit: (desk: Desk) => GraphicState;
  readonly press: (desk: Desk, gesture: Gesture, now: number) => DeskOutcome;
}
