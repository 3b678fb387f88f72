export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A person who may log in. Roles are per company (see Membership), never global. */
export interface User {
  readonly id: string;
  /** Stored normalized (see normalizeEmail), unique. */
  readonly email: string;
  readonly displayName: string;
  readonly status: UserStatus;
  /** Opaque to the domain: produced and checked by the Secrets port. */
  readonly passwordHash: string;
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isActive(user: Pick<User, 'status'>): boolean {
  return user.status === 'active';
}
