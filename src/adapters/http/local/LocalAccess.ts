/** What the guards check each request against; read again on every request, so Apply and key rotation act at once. */
export interface LocalAccess {
  /** Require API key (protected mode, spec 5.1.2). */
  readonly requireKey: boolean;
  /** The local key (64 hex). */
  readonly localKey: string;
  /** Host names accepted: loopback names, the chosen address, configured names (lower case, IPv6 without brackets). */
  readonly hosts: ReadonlySet<string>;
  /** Browser origins explicitly allowed, as `scheme://host[:port]` in lower case. */
  readonly origins: ReadonlySet<string>;
}

export const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '::1'];
