import type { MatchNotification } from './webTypes';

/** Notifications were missed: the match went from `lastVersion` to `version` in more than one step. */
export interface VersionGap {
  readonly matchId: string;
  readonly lastVersion: number;
  readonly version: number;
  /** How many versions were never notified. */
  readonly missed: number;
}

/**
 * The last version notified per match (CONTRACT-NOTES: `version` increases with each change, so a
 * jump means a missed message). Several notifications of one change share its version.
 */
export class VersionGaps {
  private readonly last = new Map<string, number>();

  observe(notification: MatchNotification): VersionGap | null {
    const { matchId, version } = notification;
    const lastVersion = this.last.get(matchId);
    if (lastVersion === undefined || version > lastVersion) this.last.set(matchId, version);
    if (lastVersion === undefined || version <= lastVersion + 1) return null;
    return { matchId, lastVersion, version, missed: version - lastVersion - 1 };
  }

  /** A version read elsewhere (get_match), so that the first notification can show a gap too. */
  seed(matchId: string, version: number): void {
    const lastVersion = this.last.get(matchId);
    if (lastVersion === undefined || version > lastVersion) this.last.set(matchId, version);
  }

  lastVersion(matchId: string): number | undefined {
    return this.last.get(matchId);
  }
}
