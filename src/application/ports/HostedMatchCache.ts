import type { HostedMatch } from './DeskHost';

/**
 * The last match a hosted desk read from the service, kept on the workstation (issue 12): a desk
 * started while the service cannot be reached serves it, offline, with the writes waiting in its
 * journal on top, instead of loading nothing until the link is back.
 */
export interface HostedMatchCache {
  /** The match last kept; null when there is none, or it cannot be read. */
  read(): Promise<HostedMatch | null>;
  /** Keeps `match` in place of the one kept before. Never fails the desk: a failure is reported by the adapter. */
  write(match: HostedMatch): Promise<void>;
}
