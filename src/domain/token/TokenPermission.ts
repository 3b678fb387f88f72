export const TOKEN_PERMISSIONS = ['read', 'read_write_events'] as const;
/** Read-only, or read plus writing match events (spec 5.2.2). */
export type TokenPermission = (typeof TOKEN_PERMISSIONS)[number];

export function isTokenPermission(value: unknown): value is TokenPermission {
  return typeof value === 'string' && (TOKEN_PERMISSIONS as readonly string[]).includes(value);
}
