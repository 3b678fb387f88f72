/**
 * The range of the whole numbers the model holds (scores, orders, minutes, set numbers, points,
 * rankings): 32 bits, as every store keeps them (PostgreSQL `integer`). A larger one is refused
 * where it comes in, on every channel alike (found by review: 2147483648 passed the checks, then
 * overflowed a PostgreSQL column with a 500, and was stored on SQLite).
 */
export const WHOLE_MIN = -2_147_483_648;
export const WHOLE_MAX = 2_147_483_647;

/** Whether `value` is a whole number of the model's range, within `min` and `max` when given. */
export function isWhole(value: unknown, min: number = WHOLE_MIN, max: number = WHOLE_MAX): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= Math.max(min, WHOLE_MIN) &&
    (value as number) <= Math.min(max, WHOLE_MAX)
  );
}

/** What a whole number beyond the model's range is told; null for any other value. */
export function beyondWholeRange(value: unknown): string | null {
  if (!Number.isInteger(value)) return null;
  if ((value as number) > WHOLE_MAX) return `must be at most ${WHOLE_MAX}`;
  if ((value as number) < WHOLE_MIN) return `must be at least ${WHOLE_MIN}`;
  return null;
}
