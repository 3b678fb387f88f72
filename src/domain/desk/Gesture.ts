/** Spec 2.2: the gestures a button may allow. */
export const GESTURES = ['left', 'middle', 'right', 'reset'] as const;
export type Gesture = (typeof GESTURES)[number];

/** Spec 4.1: a click without gesture is a left click. */
export const DEFAULT_GESTURE: Gesture = 'left';

export function isGesture(value: unknown): value is Gesture {
  return typeof value === 'string' && (GESTURES as readonly string[]).includes(value);
}
