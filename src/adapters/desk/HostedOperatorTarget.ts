import type { HostedListing } from '../../application/desk/hosted/MatchDirectory';
import type { WriteConflictView } from '../../application/desk/hosted/WriteConflictView';
import type { HostLink } from '../../application/ports/DeskHost';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/** What the operator console shows of a hosted desk: the service, its link and its matches. */
export interface HostedOperatorTarget {
  /** The hosted service's origin. */
  readonly web: string;
  /** Who is logged in on it. */
  readonly email: string;
  link(): HostLink;
  listings(): Promise<Result<readonly HostedListing[], DomainError>>;
  /** The write journal's conflicts: queued writes not applied at replay, kept until cleared. */
  readonly writeConflicts?: {
    list(): readonly WriteConflictView[];
    clear(): Promise<number>;
  };
}

/** `conflicts`: one line per write the journal could not apply, oldest first. */
export function conflictLines(conflicts: readonly WriteConflictView[]): string[] {
  if (conflicts.length === 0) return ['no write conflicts'];
  return conflicts.map((c) => {
    const fields = c.fields ? ` ${JSON.stringify(c.fields)}` : '';
    return `${c.queuedAt} ${c.kind} event ${c.eventId}${fields} of ${c.contextKey} (journal ${c.journalId}): ${c.error}`;
  });
}

/** `load` without an id: the hosted championships and their matches, each with what to type. */
export function listingLines(listings: readonly HostedListing[]): string[] {
  if (listings.length === 0) return ['no championship is visible to this user'];
  return listings.flatMap(({ championship: c, matches }) => [
    `${c.sport} ${c.name} (championship ${c.id})`,
    ...(matches.length === 0
      ? ['  no visible match']
      : matches.map(
          (m) =>
            `  load ${m.id}  ${m.dayLabel}  ${m.homeName} v ${m.awayName}  ${m.status}` +
            (m.homeScore === null ? '' : `  ${m.homeScore}-${m.awayScore ?? ''}`),
        )),
  ]);
}

export function hostedStatusLine(h: HostedOperatorTarget): string {
  const l = h.link();
  return `Hosted: ${h.web} as ${h.email}, ${l.online ? 'online' : 'OFFLINE (serving the last loaded match)'}, pending writes ${l.pendingWrites}`;
}
