// The hosted event reads and writes in memory, with the link's faults: down (no answer at all),
// cut after commit (the write commits, its answer is lost), a match no longer visible, and a
// validation refusal. It logs every call so a test can check the order of things.
import type { HostedEventReads } from '../../../../../src/application/ports/HostedEventReads';
import type { HostedEventWrites } from '../../../../../src/application/ports/HostedEventWrites';
import {
  HOSTED_UNREACHABLE,
  markServerFailure,
} from '../../../../../src/application/ports/HostedEventWrites';
import type { MatchEvent } from '../../../../../src/domain/match/MatchEvent';
import type { SnapshotContext } from '../../../../../src/domain/match/views';
import { domainError } from '../../../../../src/domain/shared/DomainError';
import type { DomainError } from '../../../../../src/domain/shared/DomainError';
import type { Result } from '../../../../../src/domain/shared/Result';
import { err, ok } from '../../../../../src/domain/shared/Result';

const unreachable = () => err(domainError(HOSTED_UNREACHABLE, 'The hosted service could not be reached.'));
const signedOut = () => err(domainError('authentication_required', 'Log in to open a session.'));

export class FakeHostedService implements HostedEventReads, HostedEventWrites {
  events: MatchEvent[] = [];
  down = false;
  /** The next write commits and its answer is lost. */
  cutNextAnswer = false;
  /** The next write's answer is lost and it commits only at commitLate() (a slow hosted service). */
  commitNextLate = false;
  private late: (() => void) | null = null;
  /** The key of the write held by commitNextLate, and the sends of it waiting for that commit. */
  private lateKey: string | undefined;
  private waitingForLate: (() => void)[] = [];
  /**
   * The answers kept under each Idempotency-Key, as the web API keeps them: the same write sent
   * again is answered from its first send, and one sent while that send still runs waits for it.
   */
  private readonly kept = new Map<string, { eventId: string }>();
  hidden = false;
  /** The desk's session ended: every call is refused with authentication_required (428). */
  signedOut = false;
  /** The next this-many writes fail with a server failure (HTTP 500), without committing. */
  failingWrites = 0;
  /** The last of failingWrites commits before its 500 (a proxy timing out on a slow backend). */
  lastFailingWriteCommits = false;
  /** Writes with this type are refused (422). */
  refusedType: number | null = null;
  readonly calls: string[] = [];
  /** The Idempotency-Key of each write sent, in order. */
  readonly keys: (string | undefined)[] = [];
  private nextId = 100;

  constructor(private readonly onCall: (call: string) => void = () => undefined) {}

  /** While set, reads wait for it (a link that drops packets: the read hangs until its timeout). */
  stalledReads: Promise<void> | null = null;
  /** Reads waiting on stalledReads now. */
  readsStalling = 0;

  async matchEvents(match: SnapshotContext): Promise<Result<MatchEvent[], DomainError>> {
    this.log(`read ${match.matchId}`);
    if (this.stalledReads) {
      this.readsStalling += 1;
      await this.stalledReads;
      this.readsStalling -= 1;
      return unreachable();
    }
    if (this.down) return Promise.resolve(unreachable());
    if (this.signedOut) return Promise.resolve(signedOut());
    if (this.hidden) return Promise.resolve(err(domainError('match_not_found', 'No such match.')));
    return Promise.resolve(ok(this.events.map((e) => ({ ...e }))));
  }

  saveEvent(
    match: SnapshotContext,
    eventId: string,
    fields: Readonly<Record<string, unknown>>,
    idempotencyKey?: string,
  ): Promise<Result<{ eventId: string }, DomainError>> {
    this.log(`save ${eventId}`);
    this.keys.push(idempotencyKey);
    if (this.down) return Promise.resolve(unreachable());
    if (this.signedOut) return Promise.resolve(signedOut());
    const replay = idempotencyKey === undefined ? undefined : this.kept.get(idempotencyKey);
    if (replay) return Promise.resolve(ok({ ...replay }));
    if (idempotencyKey !== undefined && idempotencyKey === this.lateKey) {
      return new Promise((resolve) =>
        this.waitingForLate.push(() =>
          resolve(ok({ ...(this.kept.get(idempotencyKey) as { eventId: string }) })),
        ),
      );
    }
    const failing = this.failingWrites > 0;
    if (failing) this.failingWrites -= 1;
    const serverFailure = () =>
      err(
        markServerFailure(
          domainError(HOSTED_UNREACHABLE, 'The hosted service cannot be reached (HTTP 500).'),
          500,
        ),
      );
    const committedAnyway = failing && this.failingWrites === 0 && this.lastFailingWriteCommits;
    if (failing && !committedAnyway) return Promise.resolve(serverFailure());
    if (fields.type === this.refusedType) {
      return Promise.resolve(err(domainError('validation_failed', 'The event is refused.', { type: 'bad' })));
    }
    const event: MatchEvent = {
      id: eventId === 'new' ? String((this.nextId += 1)) : eventId,
      matchId: match.matchId,
      type: Number(fields.type),
      clubId: String(fields.club_id ?? ''),
      playerId: String(fields.player_id ?? ''),
      playerInId: String(fields.player_id_in ?? ''),
      timer: fields.timer === undefined || fields.timer === null ? null : String(fields.timer),
      additionalTimer: null,
      value: null,
      setNumber: null,
      note: String(fields.note ?? ''),
      saved: true,
      sequence: this.nextId,
    };
    const commit = () => {
      if (eventId === 'new') this.events.push(event);
      else this.events = this.events.map((e) => (e.id === eventId ? { ...event, sequence: e.sequence } : e));
      if (idempotencyKey !== undefined) this.kept.set(idempotencyKey, { eventId: event.id });
    };
    if (this.commitNextLate) {
      this.commitNextLate = false;
      this.late = commit;
      this.lateKey = idempotencyKey;
      return Promise.resolve(unreachable());
    }
    commit();
    if (committedAnyway) return Promise.resolve(serverFailure());
    return Promise.resolve(this.answer(ok({ eventId: event.id })));
  }

  deleteEvent(
    _match: SnapshotContext,
    eventId: string,
    idempotencyKey?: string,
  ): Promise<Result<void, DomainError>> {
    this.log(`delete ${eventId}`);
    this.keys.push(idempotencyKey);
    if (this.down) return Promise.resolve(unreachable());
    this.events = this.events.filter((e) => e.id !== eventId);
    return Promise.resolve(this.answer(ok(undefined)));
  }

  /** The write held by commitNextLate commits now. */
  commitLate(): void {
    this.late?.();
    this.late = null;
    this.lateKey = undefined;
    for (const answer of this.waitingForLate.splice(0)) answer();
  }

  /** An event changed or added elsewhere (another desk). */
  changeElsewhere(eventId: string, change: Partial<MatchEvent>): void {
    this.events = this.events.map((e) => (e.id === eventId ? { ...e, ...change } : e));
  }

  private answer<T>(result: Result<T, DomainError>): Result<T, DomainError> {
    if (!this.cutNextAnswer) return result;
    this.cutNextAnswer = false;
    return unreachable();
  }

  private log(call: string): void {
    this.calls.push(call);
    this.onCall(call);
  }
}
