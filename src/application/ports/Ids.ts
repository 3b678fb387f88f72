/** New identifiers (ARCHITECTURE.md: the core draws no randomness itself). */
export interface Ids {
  /** A new RFC 4122 uuid, e.g. for a command (spec 2.3). */
  uuid(): string;
}
