import type { DomainError } from '../../../../domain/shared/DomainError';
import type { Clock } from '../../../ports/Clock';
import type { SnapshotContext } from '../../../../domain/match/views';
import { contextKeyOf } from '../../../../domain/match/views';
import type { WriteConflictView } from '../WriteConflictView';
import type { HostedEventReads } from '../../../ports/HostedEventReads';
import type { HostedEventWrites } from '../../../ports/HostedEventWrites';
import { HOSTED_UNREACHABLE, isSignedOut, serverFailureStatus } from '../../../ports/HostedEventWrites';
import type { Ids } from '../../../ports/Ids';
import type { JournalRecord, WriteJournal } from '../../../ports/WriteJournal';
import type { DeskWrite, DeskWriteChannel, DeskWriteOutcome, QueuedWrite } from '../DeskWriteChannel';
import type { JournalEntry } from './JournalEntry';
import { entriesOf, recordsOf } from './JournalEntry';
import { journalIdOf, journalWriteKey } from './journalRefs';
import { reconcileWrite } from './reconcileWrite';
import { SerialLane } from './SerialLane';
import {
  earlierWriteFailed,
  matchNoLongerVisible,
  queuedByAnotherUser,
  refusedAtReplay,
  serverKeptFailing,
} from './writeConflicts';

/** A journaled write settled after the command that queued it was accepted. */
export type JournalDelivery =
  | { readonly journalId: string; readonly delivery: 'delivered'; readonly eventId: string }
  | { readonly journalId: string; readonly delivery: 'conflict'; readonly error: DomainError };

/** A conflict kept for the operator (the command that queued it may be long gone). */
export interface JournalConflict {
  readonly journalId: string;
  /** Epoch ms of the queuing. */
  readonly at: number;
  readonly write: DeskWrite;
  readonly error: DomainError;
}

export interface JournalStatus {
  /** False after a call found the hosted service unreachable, until one gets through again. */
  readonly online: boolean;
  /** Writes in the journal not yet delivered (spec: "how many writes are waiting"). */
  readonly pendingWrites: number;
  readonly conflicts: readonly JournalConflict[];
}

export type JournalChange =
  { readonly type: 'delivery'; readonly delivery: JournalDelivery } | { readonly type: 'status' };

export interface JournaledWriteChannelOptions {
  readonly journal: WriteJournal;
  readonly writes: HostedEventWrites;
  readonly reads: HostedEventReads;
  readonly ids: Ids;
  readonly clock: Clock;
  /** Waits between replay attempts while the link is down (bounded backoff, last one repeats). */
  readonly retryDelaysMs?: readonly number[];
  /** Resolves after `ms` or once `cancel` is called (tests pass a fake). */
  readonly wait?: (ms: number, cancel: { onCancel(stop: () => void): void }) => Promise<void>;
  /** A listener failed (logged by the host). */
  readonly onError?: (error: unknown) => void;
  /**
   * How long a hosted write may still be under way after it was sent (default WRITE_SETTLE_MS): a
   * write sent without its Idempotency-Key (by an earlier version) whose answer never came is
   * re-read no sooner, so that one that commits late is found, not sent again. A keyed one is sent
   * again at once: the service answers it from the first send.
   */
  readonly settleMs?: number;
  /**
   * The user the desk is logged in as now (its session's email; '' when unknown). Each write is
   * journaled with it, and a write made under another user is not sent: it becomes a conflict.
   */
  readonly operator?: () => string;
}

const DEFAULT_DELAYS = [250, 500, 1000, 2000, 4000];

/**
 * How long after sending a write the desk assumes the hosted service may still commit it (spec
 * 4.2 rule 4 re-reads before a retry; a re-read while the first write is still running would not
 * see it). A hosted write's own timeout is twice this (bootstrap/local.ts), so a write that timed
 * out is re-read at once.
 */
export const WRITE_SETTLE_MS = 30_000;

/** Server failures (5xx) of one write's sends after which it is given up as a conflict. */
export const MAX_SERVER_FAILURES = 3;

type Attempt =
  | { readonly kind: 'settled'; readonly entry: JournalEntry }
  | { readonly kind: 'unreachable' }
  /** The latest attempt's answer never came and the hosted service may still commit it. */
  | { readonly kind: 'settling'; readonly untilMs: number };

function defaultWait(ms: number, cancel: { onCancel(stop: () => void): void }): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel.onCancel(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const refOf = (w: DeskWrite): SnapshotContext => ({
  sport: w.sport,
  championshipId: w.championshipId,
  matchId: w.matchId,
});

/**
 * The hosted desk's writes through a durable journal (issue 12, "the uplink drops"). Each write
 * is appended to the journal (on disk, fsync) before anything else, then delivered in order.
 * Before every attempt the hosted events are re-read (spec 4.2 rule 4) and the event ids seen are
 * journaled as the attempt's baseline, so a write whose answer was lost is recognised as
 * delivered instead of written twice, also after a restart.
 */
export class JournaledWriteChannel implements DeskWriteChannel {
  private readonly entries = new Map<string, JournalEntry>();
  /** One delivery attempt at a time, in journal order (network reads and writes inside). */
  private readonly lane = new SerialLane();
  /**
   * The journal's appends, one at a time: a new write is journaled without waiting for an attempt
   * in flight (found by review: behind a link that drops packets silently, each offline goal
   * waited for the replay's read to time out, about 10 s, before it was even queued).
   */
  private readonly appends = new SerialLane();
  private readonly listeners = new Set<(change: JournalChange) => void>();
  private readonly delays: readonly number[];
  private readonly wait: NonNullable<JournaledWriteChannelOptions['wait']>;
  private readonly settleMs: number;
  private online = true;
  private pumping: Promise<void> | null = null;
  private closed = false;
  private wake: (() => void) | null = null;
  /**
   * Writes submitted online whose caller waits for their outcome: whoever sends them (submit, or
   * the replay when a kick got to the lane first), the service's refusal is the command's answer,
   * never a conflict (found by QA: an online typo became `write_conflict` and a kept conflict).
   */
  private readonly answering = new Set<string>();
  /** Server failures (5xx) met by each write's sends in this run, and the last status. */
  private readonly serverFailures = new Map<string, { count: number; status: string }>();

  constructor(private readonly options: JournaledWriteChannelOptions) {
    this.delays = options.retryDelaysMs ?? DEFAULT_DELAYS;
    this.wait = options.wait ?? defaultWait;
    this.settleMs = options.settleMs ?? WRITE_SETTLE_MS;
  }

  /**
   * Reads the journal (after a restart or a kill -9), compacts it to the writes still waiting,
   * the conflicts and what they refer to, and starts replaying the waiting ones.
   */
  async start(): Promise<void> {
    // Read and rewritten as one append: a write submitted meanwhile is appended after the rewrite
    // (found by review: one appended between the read and the rewrite was erased), and the
    // entries are those of the file, in its order.
    await this.lane.run(() =>
      this.appends.run(async () => {
        const entries = entriesOf(await this.options.journal.read());
        const kept = entries.filter((e) => keep(e, entries));
        await this.options.journal.rewrite(recordsOf(kept));
        this.entries.clear();
        for (const e of kept) this.entries.set(e.journalId, e);
      }),
    );
    if (this.waiting().length > 0) this.kick();
    this.emit({ type: 'status' });
  }

  async submit(write: DeskWrite): Promise<DeskWriteOutcome> {
    if (this.closed) throw new Error('The write journal is closed.');
    const journalId = this.options.ids.uuid();
    const by = this.options.operator?.() || null;
    const entry: JournalEntry = {
      journalId,
      at: this.options.clock.now().getTime(),
      write,
      by,
      baseline: null,
      sentAt: null,
      keyed: false,
      status: { state: 'waiting' },
    };
    this.answering.add(journalId);
    try {
      return await this.submitted(entry, by);
    } finally {
      this.answering.delete(journalId);
    }
  }

  /** submit(), once the entry is made: journaled, then sent now when it is the head and online. */
  private async submitted(entry: JournalEntry, by: string | null): Promise<DeskWriteOutcome> {
    const { journalId, write } = entry;
    await this.record(
      { op: 'queued', journalId, at: entry.at, write, ...(by === null ? {} : { by }) },
      entry,
    );
    this.emit({ type: 'status' });
    // Online, a write made while others made online are being answered waits for its turn in the
    // lane (a few ms) and is answered there (found by review: queued behind them, its refusal
    // became a conflict). Behind the replay's backlog it is queued at once, as offline.
    const waiting = this.waiting();
    const at = waiting.findIndex((e) => e.journalId === journalId);
    const ahead = at === -1 ? [] : waiting.slice(0, at);
    if (!this.online || ahead.some((e) => !this.answering.has(e.journalId))) {
      return this.queued(journalId);
    }
    return this.lane.run(async () => {
      // The replay may have taken it meanwhile (it is the head): its outcome is this one.
      const current = this.entries.get(journalId) as JournalEntry;
      if (current.status.state !== 'waiting') return outcomeOf(journalId, current);
      // Closed meanwhile (found by review: the write was sent, and journaled, after close()): it
      // stays in the journal for the next start.
      if (this.closed) return { delivery: 'queued', journalId };
      if (this.waiting()[0]?.journalId !== journalId || !this.online) {
        return this.queued(journalId);
      }
      const attempt = await this.deliver(current, 'refused');
      if (attempt.kind !== 'settled') {
        return this.queued(journalId);
      }
      return outcomeOf(journalId, attempt.entry);
    });
  }

  /** A submitted write left to the replay: its caller is answered `queued`, not its outcome. */
  private queued(journalId: string): DeskWriteOutcome {
    this.answering.delete(journalId);
    this.kick();
    return { delivery: 'queued', journalId };
  }

  status(): JournalStatus {
    const conflicts: JournalConflict[] = [];
    for (const e of this.entries.values()) {
      if (e.status.state === 'conflict') {
        conflicts.push({ journalId: e.journalId, at: e.at, write: e.write, error: e.status.error });
      }
    }
    return { online: this.online, pendingWrites: this.waiting().length, conflicts };
  }

  /** DeskWriteChannel: the conflicts kept for the operator (state `writeConflicts`). */
  conflicts(): WriteConflictView[] {
    return this.status().conflicts.map((c) => ({
      journalId: c.journalId,
      queuedAt: new Date(c.at).toISOString(),
      kind: c.write.kind,
      eventId: c.write.eventId,
      contextKey: contextKeyOf(c.write),
      code: c.error.code,
      error: c.error.message,
      ...(c.write.kind === 'save' ? { fields: c.write.fields } : {}),
    }));
  }

  /** The operator saw the conflicts: they leave the state and the journal. Returns how many. */
  async clearConflicts(): Promise<number> {
    const cleared = await this.lane.run(async () => {
      const ids = this.status().conflicts.map((c) => c.journalId);
      for (const journalId of ids) {
        const entry = this.entries.get(journalId) as JournalEntry;
        await this.record({ op: 'cleared', journalId }, { ...entry, status: { state: 'cleared' } });
      }
      return ids.length;
    });
    if (cleared > 0) this.emit({ type: 'status' });
    return cleared;
  }

  /** DeskWriteChannel: the writes waiting (state `pendingWrites`). */
  pendingWrites(): number {
    return this.waiting().length;
  }

  /** DeskWriteChannel: the writes waiting for delivery, in the order they were made. */
  waitingWrites(): QueuedWrite[] {
    return this.waiting().map((e) => ({ journalId: e.journalId, write: e.write, baseline: e.baseline }));
  }

  /** DeskWriteChannel: the hosted id of the event a delivered write saved or deleted. */
  deliveredEventId(journalId: string): string | null {
    const status = this.entries.get(journalId)?.status;
    return status?.state === 'delivered' ? status.eventId : null;
  }

  /** DeskWriteChannel: false after a call found the service unreachable, until one gets through. */
  reachable(): boolean {
    return this.online;
  }

  /** DeskWriteChannel: told whenever the waiting writes, the link or the conflicts change. */
  watch(listener: () => void): () => void {
    return this.onChange(() => listener());
  }

  /** Subscribes to deliveries and status changes; returns the function that unsubscribes. */
  onChange(listener: (change: JournalChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tries the waiting writes now instead of at the next backoff step (e.g. the link came back). */
  retryNow(): void {
    this.wake?.();
    if (this.waiting().length > 0) this.kick();
  }

  /** Stops replaying; what is waiting stays in the journal for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.pumping;
    await this.lane.run(async () => undefined);
    await this.appends.run(async () => undefined);
  }

  private waiting(): JournalEntry[] {
    return [...this.entries.values()].filter((e) => e.status.state === 'waiting');
  }

  private kick(): void {
    if (this.pumping || this.closed) return;
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
    });
  }

  /** Replays the waiting writes in order, backing off while the link is down. */
  private async pump(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      const outcome = await this.lane.run(() => this.replayHead());
      if (outcome === 'empty') return;
      if (outcome === 'progress') {
        failures = 0;
        continue;
      }
      let delay: number;
      if (outcome === 'unreachable') {
        delay = this.delays[Math.min(failures, this.delays.length - 1)] ?? 1000;
        failures += 1;
      } else delay = Math.max(1, outcome.untilMs - this.options.clock.now().getTime());
      // close() may have come while the attempt ran: it found no wait to cut short then.
      if (this.closed) return;
      await this.wait(delay, {
        onCancel: (stop) => {
          this.wake = stop;
        },
      });
      this.wake = null;
    }
  }

  private async replayHead(): Promise<'empty' | 'progress' | 'unreachable' | { untilMs: number }> {
    const head = this.waiting()[0];
    if (!head || this.closed) return 'empty';
    // A write whose submit waits for it is answered there: its refusal is the command's.
    const answered = this.answering.has(head.journalId);
    const attempt = await this.deliver(head, answered ? 'refused' : 'conflict');
    if (attempt.kind === 'unreachable') return 'unreachable';
    if (attempt.kind === 'settling') return { untilMs: attempt.untilMs };
    const status = attempt.entry.status;
    if (status.state === 'delivered') {
      this.emitDelivery({ journalId: head.journalId, delivery: 'delivered', eventId: status.eventId });
    } else if (!answered && (status.state === 'conflict' || status.state === 'refused')) {
      this.emitDelivery({ journalId: head.journalId, delivery: 'conflict', error: status.error });
    }
    return 'progress';
  }

  /**
   * One delivery attempt (inside the lane): resolve journal ids, re-read the events, decide, and
   * send only when the write is not already there. A refusal ends the write as `refusal`.
   */
  private async deliver(entry: JournalEntry, refusal: 'refused' | 'conflict'): Promise<Attempt> {
    // A write sent before without its Idempotency-Key (a journal of an earlier version) whose
    // answer never came may still be committing on the hosted side: a re-read now could miss it
    // and the write would go twice. One sent with its key is sent again at once under that key
    // (below): the service answers it from the first send if that one committed, or lets it wait
    // for it while it runs (found by QA: every write behind a lost answer waited 30 s, a goal
    // reached the service that late after the link came back). A keyed write the service failed
    // on (5xx) still waits that long before its next send: its few sends before it is given up
    // must span a failover or a deploy, not a second (found by review).
    const failedByService = this.serverFailures.has(entry.journalId);
    if (entry.sentAt !== null && (!entry.keyed || failedByService)) {
      const now = this.options.clock.now().getTime();
      // A sentAt ahead of the clock: the clock was set back since (or was ahead then, before a
      // restart). Waiting for it to catch up stalled every write behind it for as long (found by
      // review: an hour); the wait starts again from now, journaled so that it ends.
      if (now < entry.sentAt && entry.baseline !== null) {
        const restarted: JournalEntry = { ...entry, sentAt: now };
        await this.record(
          { op: 'attempt', journalId: entry.journalId, baseline: entry.baseline, sentAt: now },
          restarted,
        );
        return { kind: 'settling', untilMs: now + this.settleMs };
      }
      const untilMs = entry.sentAt + this.settleMs;
      if (now < untilMs) return { kind: 'settling', untilMs };
    }
    const resolved = this.resolve(entry.write);
    if (!resolved.ok) return this.settle(entry, { op: refusal, error: resolved.error });
    const write = resolved.write;
    const ref = refOf(write);
    const read = await this.options.reads.matchEvents(ref);
    if (!read.ok && read.error.code === HOSTED_UNREACHABLE) return this.offline();
    // The session ended (logged out, expired): no refusal of the write itself. It waits, as
    // offline, for the desk to log in again (a new command's write too: it is `queued`).
    if (!read.ok && isSignedOut(read.error)) return this.offline();
    this.markOnline();
    if (!read.ok) {
      return this.settle(entry, { op: refusal, error: matchNoLongerVisible(write.matchId, read.error) });
    }
    const decided = reconcileWrite(write, read.value, entry.baseline, this.claimed());
    if (decided.kind === 'delivered')
      return this.settle(entry, { op: 'delivered', eventId: decided.eventId });
    if (decided.kind === 'conflict') return this.settle(entry, { op: refusal, error: decided.error });
    // The service failed on this write's last sends (5xx), and the re-read after the last one shows
    // it still unwritten: given up as a conflict rather than holding every write behind it for
    // ever (found by review); the last failure may have committed, hence this re-read first.
    const failed = this.serverFailures.get(entry.journalId);
    if (failed && failed.count >= MAX_SERVER_FAILURES) {
      return this.settle(entry, { op: refusal, error: serverKeptFailing(failed.count, failed.status) });
    }
    // Only the user who made a write sends it (one already delivered is recognised above).
    const now = this.options.operator?.() || null;
    if (entry.by !== null && now !== null && now !== entry.by) {
      return this.settle(entry, { op: refusal, error: queuedByAnotherUser(entry.by, now) });
    }
    const baseline = read.value.map((e) => e.id);
    const sentAt = this.options.clock.now().getTime();
    const attempted: JournalEntry = { ...entry, baseline, sentAt, keyed: true };
    await this.record(
      { op: 'attempt', journalId: entry.journalId, baseline, sentAt, keyed: true },
      attempted,
    );
    // Every attempt of a write carries the same Idempotency-Key: a write that committed but whose
    // answer was lost, then was deleted on the service before the re-read above, is answered from
    // the service's record instead of being written a second time.
    const key = journalWriteKey(entry.journalId);
    const sent =
      write.kind === 'save'
        ? await this.options.writes.saveEvent(ref, write.eventId, write.fields, key)
        : await this.options.writes.deleteEvent(ref, write.eventId, key);
    if (!sent.ok && sent.error.code === HOSTED_UNREACHABLE) {
      // The service itself failed on this write (5xx): after a few such answers, each reconciled
      // by a re-read first, the write is given up as a conflict instead of holding every write
      // behind it for ever (found by review).
      const status = serverFailureStatus(sent.error);
      if (status !== null) {
        const failures = (this.serverFailures.get(entry.journalId)?.count ?? 0) + 1;
        this.serverFailures.set(entry.journalId, { count: failures, status });
      }
      return this.offline();
    }
    if (!sent.ok && isSignedOut(sent.error)) return this.offline();
    if (!sent.ok) {
      const error = refusal === 'conflict' ? refusedAtReplay(sent.error) : sent.error;
      return this.settle(attempted, { op: refusal, error });
    }
    const eventId = sent.value ? sent.value.eventId : write.eventId;
    return this.settle(attempted, { op: 'delivered', eventId });
  }

  /** The write with the hosted id of an event that was itself created through the journal. */
  private resolve(write: DeskWrite): { ok: true; write: DeskWrite } | { ok: false; error: DomainError } {
    const parentId = journalIdOf(write.eventId);
    if (parentId === null) return { ok: true, write };
    const parent = this.entries.get(parentId);
    if (parent?.status.state !== 'delivered') return { ok: false, error: earlierWriteFailed(parentId) };
    return { ok: true, write: { ...write, eventId: parent.status.eventId } };
  }

  private claimed(): Set<string> {
    const ids = new Set<string>();
    for (const e of this.entries.values()) if (e.status.state === 'delivered') ids.add(e.status.eventId);
    return ids;
  }

  private async settle(
    entry: JournalEntry,
    end: { op: 'delivered'; eventId: string } | { op: 'refused' | 'conflict'; error: DomainError },
  ): Promise<Attempt> {
    const journalId = entry.journalId;
    // However it ended (delivered after a re-read, given up, refused), its failures are done with.
    this.serverFailures.delete(journalId);
    if (end.op === 'delivered') {
      const settled: JournalEntry = { ...entry, status: { state: 'delivered', eventId: end.eventId } };
      await this.record({ op: 'delivered', journalId, eventId: end.eventId }, settled);
      this.emit({ type: 'status' });
      return { kind: 'settled', entry: settled };
    }
    const settled: JournalEntry = { ...entry, status: { state: end.op, error: end.error } };
    await this.record({ op: end.op, journalId, code: end.error.code, reason: end.error.message }, settled);
    this.emit({ type: 'status' });
    return { kind: 'settled', entry: settled };
  }

  /** Appends durably, then holds the entry as the record says. */
  private async record(record: JournalRecord, entry: JournalEntry): Promise<void> {
    await this.appends.run(async () => {
      await this.options.journal.append(record);
      this.entries.set(entry.journalId, entry);
    });
  }

  private offline(): Attempt {
    if (this.online) {
      this.online = false;
      this.emit({ type: 'status' });
    }
    return { kind: 'unreachable' };
  }

  private markOnline(): void {
    if (this.online) return;
    this.online = true;
    this.emit({ type: 'status' });
  }

  private emitDelivery(delivery: JournalDelivery): void {
    this.emit({ type: 'delivery', delivery });
  }

  private emit(change: JournalChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
  }
}

/** Kept at compaction: waiting writes, conflicts, and delivered writes a waiting one refers to. */
function keep(entry: JournalEntry, all: readonly JournalEntry[]): boolean {
  if (entry.status.state === 'waiting' || entry.status.state === 'conflict') return true;
  if (entry.status.state !== 'delivered') return false;
  return all.some((e) => e.status.state === 'waiting' && journalIdOf(e.write.eventId) === entry.journalId);
}

/** What a submitted write's entry says: delivered, refused (or met a conflict), or still queued. */
function outcomeOf(journalId: string, entry: JournalEntry): DeskWriteOutcome {
  const status = entry.status;
  if (status.state === 'delivered') return { delivery: 'delivered', eventId: status.eventId };
  if (status.state === 'refused' || status.state === 'conflict')
    return { delivery: 'refused', error: status.error };
  return { delivery: 'queued', journalId };
}
