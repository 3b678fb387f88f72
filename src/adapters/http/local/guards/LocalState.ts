import type { LocalAccess } from '../LocalAccess';

/** How a caller of the local host authenticated. */
export type LocalCredential =
  /** With the local key (the Bearer header): `key` is the key it gave. */
  | { readonly kind: 'key'; readonly key: string }
  /** Require API key is off: no key needed (spec 5.1.2). */
  | { readonly kind: 'open' }
  /** /ws without a Bearer header: the first frame must be `auth` (spec 5.1.5). */
  | { readonly kind: 'frame' }
  /** Not asked (the overlay page, a preflight): the route needs no key. */
  | { readonly kind: 'none' };

/** What the local guards established about a request or an upgrade. */
export interface LocalState {
  /** The settings in force, read once per request: Apply and key rotation act at once. */
  readonly access: LocalAccess;
  credential: LocalCredential;
  /** A browser Origin the guards let through, named back in CORS (HTTP). */
  origin?: string;
}
