import type { MatchNotification } from '../../application/ports/Notifications';

/** How many matches' last versions are remembered; the least recently changed are forgotten first. */
export const DEFAULT_REMEMBERED_MATCHES = 10_000;

/**
 * Issue 13 finding 5: each instance publishes after its own commit, so two instances writing one
 * match can NOTIFY version n+1 before version n. On receipt, a notification older than the last
 * one delivered for its match is dropped: a subscriber never sees a match's version go back.
 * Dropping loses nothing a client needs: version n+1 already includes n (and re-reading the
 * snapshot, as a gap asks, gives the latest). Several types of one write share one version.
 */
export class VersionOrder {
  private readonly last = new Map<string, number>();

  constructor(private readonly remembered = DEFAULT_REMEMBERED_MATCHES) {}

  /** True when `notification` may be delivered: its version is not below the last one delivered. */
  admit(notification: MatchNotification): boolean {
    const { sport, championshipId, matchId, version } = notification.message;
    const key = `${sport}:${championshipId}:${matchId}`;
    const last = this.last.get(key);
    if (last !== undefined && version < last) return false;
    this.last.delete(key);
    this.last.set(key, version);
    if (this.last.size > this.remembered) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
    return true;
  }
}
