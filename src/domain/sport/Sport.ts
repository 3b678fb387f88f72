export const SPORTS = ['football', 'futsal', 'hockey', 'basketball', 'handball', 'tennis'] as const;

export type Sport = (typeof SPORTS)[number];

export function isSport(value: unknown): value is Sport {
  return typeof value === 'string' && (SPORTS as readonly string[]).includes(value);
}
