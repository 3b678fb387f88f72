export const ROLES = ['administrator', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** A user's role in one company. A user may belong to several companies. */
export interface Membership {
  readonly userId: string;
  readonly companyId: string;
  readonly role: Role;
  /** Teams a member is restricted to; empty means every team of the company. */
  readonly teamIds: readonly string[];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
