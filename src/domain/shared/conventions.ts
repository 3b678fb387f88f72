// Spec part 2, general conventions: an unknown text is "", an unknown score is null, a zero score is 0.

/** An unknown or absent text becomes the empty string. Numbers are written in base 10. */
export function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}

/** An unknown score is null; a zero score stays 0. Non-finite or negative numbers are unknown. */
export function score(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Number.isFinite(value) && value >= 0 ? value : null;
}
