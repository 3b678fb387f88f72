import type { DeskContext } from '../../../domain/desk/DeskContext';
import { parseContextKey } from '../../../domain/desk/DeskContext';
import type { EventDraft } from '../../../domain/desk/DeskEffect';
import { eventBodyOf } from '../../../domain/desk/eventBody';
import { contextKeyOf } from '../../../domain/match/views';
import type { DomainError } from '../../../domain/shared/DomainError';
import { domainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import type { DeskHost, HostChange, HostedMatch, HostLink, SavedEvent } from '../../ports/DeskHost';
import { HOSTED_UNREACHABLE } from '../../ports/HostedEventWrites';
import type { HostedFeed, HostedMatches, HostedNotice } from '../../ports/HostedMatches';
import type { HostedMatchCache } from '../../ports/HostedMatchCache';
import type { DeskWrite, DeskWriteChannel, QueuedWrite } from './DeskWriteChannel';
import { withQueuedWrites } from './queuedWrites';
import { journalIdOf } from './journal/journalRefs';
import { snapshotUrl } from '../../web/snapshotUrl';
import { hostedMatchOf } from './hostedMatchOf';
import type { HostedListing } from './MatchDirectory';
import { MatchDirectory } from './MatchDirectory';

/** How long after a read found the service unreachable the desk reads the match again. */
const READ_RETRY_MS = 3000;
/** The refresh, of those in a row whose read was not settled, from which they are shown. */
const UNSETTLED_READS_SHOWN = 3;

const eventNotOfMatch = (eventId: string, matchId: string): DomainError =>
  domainError('invalid_params', 'The action params are invalid.', {
    eventId: `Event ${eventId} is not a saved event of match ${matchId}.`,
  });

/**
 * The hosted DeskHost (issue 12): the desk's match is read from a hosted Match Desk through its
 * public web API with the logged-in user's rights, its writes go through a DeskWriteChannel
 * (update_match_event, delete_match_event), and the web notifications bring changes made
 * elsewhere. When the service cannot be reached the last loaded match keeps serving and the
 * link goes offline until the notifications are back. Writes waiting in the desk's journal are
 * shown on top of the match the service last sent (withQueuedWrites); once delivered, a write
 * stays applied by the desk until a read of the match begun after its delivery lands (or, for a
 * creation, a read that already holds the new event), so the score of a goal recorded offline
 * never drops back, nor counts twice, while its delivery is read; whatever others did to the
 * event since comes with that read. A write that met a conflict at replay is no longer shown.
 */
export class HostedDeskHost implements DeskHost {
  private readonly listeners = new Set<(change: HostChange) => void>();
  private readonly directory: MatchDirectory;
  private loaded: HostedMatch | null = null;
  /** The loaded match came from the cache (the service could not be reached at load). */
  private loadedFromCache = false;
  private reachable = true;
  private subscribed = false;
  private refreshing: Promise<void> | null = null;
  private refreshAgain: 'match' | 'sections' | null = null;
  /** The waiting writes last seen in the channel. */
  private waiting: readonly QueuedWrite[] = [];
  /** Writes the journal delivered, with the number of reads of the match begun by then. */
  private carried: { readonly queued: QueuedWrite; readonly readsBefore: number }[] = [];
  /** Reads of the match begun so far (loads, re-reads after a write, refreshes). */
  private readsBegun = 0;
  /**
   * Reads overlap (a command's read back, a notice's refresh, a load) and end in any order. A read
   * begun after a notice holds that notice's change; beyond that, two reads out together cannot be
   * ordered (a whole read asks for its snapshot after its head), so the sections of one never go
   * beside the events of another, where a score would differ from its goals.
   *
   * Of the loaded match: the number of the latest whole read applied (one begun before it that
   * ends later holds an older match and is not applied), and the number of whole reads begun
   * before the latest sections read applied began. A match loaded in its place starts both again.
   */
  private readApplied = 0;
  private sectionsApplied = 0;
  /** Whole reads applied so far, of any match. */
  private wholeApplies = 0;
  /** Notices heard so far, and the number of the latest of each championship (`sport:championshipId`). */
  private noticesHeard = 0;
  private readonly championshipNotices = new Map<string, number>();
  /** Refreshes of the match in a row whose read was not settled (HostedMatchData.settled). */
  private unsettledReads = 0;
  /**
   * Writes delivered at once whose re-read failed (lost), carried under ids of their own
   * (`delivered-<n>`), with the hosted id of their event.
   */
  private readonly deliveredIds = new Map<string, string>();
  private deliveredHere = 0;

  /** The match waiting to be kept in the cache, and the chain of cache writes (one at a time). */
  private toKeep: HostedMatch | null = null;
  private keeping: Promise<void> = Promise.resolve();

  /** The next read of the match while a read found the service unreachable (readRetryMs). */
  private readRetry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly matches: HostedMatches,
    private readonly channel: DeskWriteChannel,
    private readonly feed?: HostedFeed,
    /** Where the last match read is kept, for a start while the service cannot be reached. */
    private readonly cache?: HostedMatchCache,
    /** How long after a read found the service unreachable the match is read again (default 3 s). */
    private readonly readRetryMs = READ_RETRY_MS,
  ) {
    this.directory = new MatchDirectory(matches);
    channel.watch?.(() => this.writesChanged());
  }

  /** Subscribes to the notifications; until they are ready the link shows offline. */
  start(): void {
    this.feed?.start({
      connected: () => {
        this.subscribed = true;
        this.reachable = true;
        this.emit({ type: 'link_changed' });
        // Whatever changed while the subscription was down was never notified: re-read it all.
        this.scheduleRefresh('match');
      },
      disconnected: () => {
        if (!this.subscribed) return;
        this.subscribed = false;
        this.emit({ type: 'link_changed' });
      },
      notice: (notice) => this.noticed(notice),
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.readRetry) clearTimeout(this.readRetry);
    await this.feed?.close();
    await this.refreshing;
    await this.keeping;
  }

  link(): HostLink {
    return {
      online: this.reachable && (this.feed === undefined || this.subscribed),
      pendingWrites: this.channel.pendingWrites?.() ?? 0,
      ...(this.channel.conflicts ? { writeConflicts: this.channel.conflicts() } : {}),
    };
  }

  watch(listener: (change: HostChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The matches of every championship this user may read, for the operator console's `load`. */
  listings(): Promise<Result<readonly HostedListing[], DomainError>> {
    return this.observe(this.directory.listings());
  }

  /**
   * `matchId`: a hosted match id, or its contextKey `sport:championshipId:matchId`. While the
   * service cannot be reached, the match kept on the workstation is loaded when it is that one
   * (the link stays offline, and the match is read again once it is back).
   */
  async loadMatch(matchId: string): Promise<Result<HostedMatch, DomainError>> {
    const loaded = await this.loadFromService(matchId);
    if (loaded.ok || loaded.error.code !== HOSTED_UNREACHABLE || !this.cache) return loaded;
    const kept = await this.cache.read();
    if (!kept || (kept.source.match.id !== matchId && contextKeyOf(contextOf(kept)) !== matchId))
      return loaded;
    this.setLoaded(kept, null, false);
    // The notifications may have come back while the read was failing: their refresh found no
    // match loaded, so the kept copy is read again now rather than at the next notification.
    if (this.subscribed) this.scheduleRefresh('match');
    return ok(this.view(kept));
  }

  /** Whether the loaded match is the copy kept on the workstation, not yet read from the service. */
  servesKeptCopy(): boolean {
    return this.loaded !== null && this.loadedFromCache;
  }

  private async loadFromService(matchId: string): Promise<Result<HostedMatch, DomainError>> {
    let context = parseContextKey(matchId);
    if (context === null) {
      const found = await this.observe(this.directory.find(matchId));
      if (!found.ok) return found;
      if (found.value === null) {
        return err(domainError('not_found', `No match with id ${matchId} is visible on the hosted service.`));
      }
      context = found.value;
    }
    const read = await this.read(context);
    if (!read.ok) return read;
    this.setLoaded(read.value.match, read.value);
    // Nothing better to load than a read whose match kept changing: it is read again at once.
    if (!read.value.settled) this.readAgainUnsettled();
    return ok(this.view(this.loaded ?? read.value.match));
  }

  async saveEvent(context: DeskContext, draft: EventDraft): Promise<Result<SavedEvent, DomainError>> {
    const outcome = await this.channel.submit({
      kind: 'save',
      ...context,
      eventId: 'new',
      fields: eventBodyOf(draft),
    });
    if (outcome.delivery === 'refused') return this.refused(outcome.error);
    this.writesChanged();
    const current = this.loadedFor(context);
    if (outcome.delivery === 'queued') {
      return current
        ? ok({ eventId: outcome.journalId, match: this.view(current), delivery: 'queued' })
        : err(domainError('match_unavailable', 'The match is no longer loaded.'));
    }
    const write: DeskWrite = { kind: 'save', ...context, eventId: 'new', fields: eventBodyOf(draft) };
    const after = await this.reread(context);
    return after
      ? ok({ eventId: outcome.eventId, match: after, delivery: 'delivered' })
      : this.lost(context, write, outcome.eventId);
  }

  /** `eventId`: a hosted event, or `journal:<id>` for one whose creation still waits in the journal. */
  async deleteEvent(context: DeskContext, eventId: string): Promise<Result<SavedEvent, DomainError>> {
    const loaded = this.loadedFor(context);
    // An event still shown under the `journal:<id>` of its delivered creation may be named by the
    // hosted id its command answered (found by review: that id was refused).
    const events = loaded ? this.view(loaded).source.events : [];
    const shown =
      events.find((e) => e.id === eventId) ?? events.find((e) => this.hostedIdOf(e.id) === eventId);
    if (!shown) return err(eventNotOfMatch(eventId, context.matchId));
    // An event the desk carries after its creation was delivered and not read back yet is sent
    // with its hosted id (the journal knows its own `journal:<id>` events, not these).
    const journalId = journalIdOf(shown.id);
    const hostedId = journalId !== null ? this.deliveredIds.get(journalId) : undefined;
    const target = hostedId ?? eventId;
    const base = shown.id === target ? shown : { ...shown, id: target };
    const outcome = await this.channel.submit({ kind: 'delete', ...context, eventId: target, base });
    if (outcome.delivery === 'refused') return this.refused(outcome.error);
    this.writesChanged();
    if (outcome.delivery === 'queued') {
      const current = this.loadedFor(context);
      return current
        ? ok({ eventId: outcome.journalId, match: this.view(current), delivery: 'queued' })
        : err(domainError('match_unavailable', 'The match is no longer loaded.'));
    }
    const after = await this.reread(context);
    return after
      ? ok({ eventId: target, match: after, delivery: 'delivered' })
      : this.lost(context, { kind: 'delete', ...context, eventId: target, base }, outcome.eventId);
  }

  private refused<T>(error: DomainError): Result<T, DomainError> {
    if (error.code === HOSTED_UNREACHABLE) this.setReachable(false);
    return err(error);
  }

  /**
   * The write committed but the re-read did not come back (the uplink dropped in between), or
   * came back not settled: the desk applies it itself (a write its journal delivered is carried
   * already), until a read begun after now lands, and serves the last match with it meanwhile.
   * Found by review: the match was served without the delivered goal, which the desk then showed
   * only as the action's optimistic event, and a delete of that one reached nothing (the goal came
   * back).
   */
  private lost(context: DeskContext, write: DeskWrite, eventId: string): Result<SavedEvent, DomainError> {
    // A write journal delivered it: the desk carries that one already (writesChanged).
    const carried = this.carried.some(
      (c) => c.queued.write.kind === write.kind && this.deliveredIdOf(c.queued.journalId) === eventId,
    );
    if (!carried) {
      this.deliveredHere += 1;
      const journalId = `delivered-${this.deliveredHere}`;
      this.deliveredIds.set(journalId, eventId);
      this.carried.push({ queued: { journalId, write, baseline: null }, readsBefore: this.readsBegun });
    }
    setTimeout(() => this.readAfterDeliveries(), 0);
    const current = this.loadedFor(context);
    return current
      ? ok({ eventId, match: this.view(current), delivery: 'delivered' })
      : err(domainError('match_unavailable', 'The match is no longer loaded.'));
  }

  /** The hosted id of the event a delivered write saved or deleted (null while it waits). */
  private deliveredIdOf(journalId: string): string | null {
    return this.deliveredIds.get(journalId) ?? this.channel.deliveredEventId?.(journalId) ?? null;
  }

  private loadedFor(context: DeskContext): HostedMatch | null {
    const loaded = this.loaded;
    if (!loaded) return null;
    return contextKeyOf(context) === contextKeyOf(contextOf(loaded)) ? loaded : null;
  }

  private async reread(context: DeskContext): Promise<HostedMatch | null> {
    const read = await this.read(context);
    if (!read.ok) return null;
    if (!this.loadedFor(context)) return this.view(read.value.match);
    // A read whose match kept changing is not shown: the write is carried until a read lands (lost).
    if (!read.value.settled) return null;
    // A newer read already applied answers instead of this one (found by review).
    this.setLoaded(read.value.match, read.value);
    return this.view(this.loaded ?? read.value.match);
  }

  /**
   * The match as the service now sends it. `read`: the whole read it comes from (null for the
   * loaded match with sections read since or writes delivered since, and for the kept copy). A
   * read begun after a write's delivery holds that write, and whatever was done to its event since:
   * the desk no longer applies it. An earlier read may hold a created event already (the service
   * answered it before the write's answer came): not applied twice.
   */
  private setLoaded(match: HostedMatch, read: WholeRead | null, fromService = true): boolean {
    const readNo = read?.readNo ?? null;
    const current = this.loaded && contextKeyOf(contextOf(this.loaded)) === contextKeyOf(contextOf(match));
    if (!current) {
      this.readApplied = 0;
      this.sectionsApplied = 0;
      this.unsettledReads = 0;
    }
    let follow: 'match' | 'sections' | null = null;
    if (read !== null) {
      if (read.readNo < this.readApplied) return false;
      this.readApplied = read.readNo;
      this.wholeApplies += 1;
      // Sections read since this read began may hold a change it does not: read them again.
      if (current && this.sectionsApplied >= read.readNo) follow = 'sections';
      // A notice of the championship heard while the match loaded, and another match or none was
      // loaded, was not followed for this one (found by review): read it again.
      const c = contextOf(match);
      const noticed = this.championshipNotices.get(`${c.sport}:${c.championshipId}`) ?? 0;
      if (!current && noticed > read.noticesBefore) follow = 'match';
    }
    const changed = match !== this.loaded;
    this.loaded = match;
    this.loadedFromCache = !fromService;
    if (fromService && changed) this.keep(match);
    if (follow) this.scheduleRefresh(follow);
    if (this.carried.length === 0) return true;
    const c = contextOf(match);
    this.carried = this.carried.filter(({ queued, readsBefore }) => {
      const write = queued.write;
      if (write.matchId !== c.matchId || write.championshipId !== c.championshipId) return false;
      if (readNo !== null && readNo > readsBefore) return false;
      const created = write.kind === 'save' && write.eventId === 'new';
      const savedId = this.deliveredIdOf(queued.journalId);
      return !(created && match.source.events.some((e) => e.id === savedId));
    });
    for (const journalId of this.deliveredIds.keys()) {
      if (!this.carried.some((c) => c.queued.journalId === journalId)) this.deliveredIds.delete(journalId);
    }
    return true;
  }

  /** Keeps the match read last in the cache: writes take turns, each with the latest match. */
  private keep(match: HostedMatch): void {
    const cache = this.cache;
    if (!cache) return;
    this.toKeep = match;
    this.keeping = this.keeping.then(async () => {
      const latest = this.toKeep;
      this.toKeep = null;
      if (latest) await cache.write(latest);
    });
  }

  /** The hosted id a write's event id stands for: `journal:<id>` is the event that write created. */
  private hostedIdOf(eventId: string): string {
    const journalId = journalIdOf(eventId);
    if (journalId === null) return eventId;
    return this.deliveredIdOf(journalId) ?? eventId;
  }

  /** The match with the writes the service does not show yet on top: delivered ones, then waiting ones. */
  private view(match: HostedMatch): HostedMatch {
    // Read afresh: a write being sent now carries the baseline that tells it is already there.
    const waiting = this.channel.waitingWrites?.() ?? [];
    if (this.carried.length === 0 && waiting.length === 0) return match;
    const carried = this.carried.map((c) => c.queued);
    return withQueuedWrites(match, [...carried, ...waiting], (id) => this.hostedIdOf(id));
  }

  /**
   * The journal changed: a write delivered from it stays applied here until a read begun after
   * now lands (setLoaded); one that met a conflict is dropped at once (the desk's match is told).
   * The link's state is told either way.
   */
  private writesChanged(): void {
    const waiting = this.channel.waitingWrites?.() ?? [];
    const still = new Set(waiting.map((q) => q.journalId));
    const left = this.waiting.filter((q) => !still.has(q.journalId));
    this.waiting = waiting;
    let dropped = false;
    for (const queued of left) {
      if (this.channel.deliveredEventId?.(queued.journalId)) {
        this.carried.push({ queued, readsBefore: this.readsBegun });
      } else dropped = true;
    }
    if (this.loaded && left.length > 0) this.setLoaded(this.loaded, null, !this.loadedFromCache);
    if (dropped) this.changed();
    if (this.carried.length > 0) setTimeout(() => this.readAfterDeliveries(), 0);
    // A write that found the service unreachable makes the link offline at once, although the
    // notifications have not lapsed yet (found by review: online for 20 s more while writes
    // waited); a delivery that got through shows it answers again. A read that succeeds, or the
    // notifications coming back, also do (observe, start), and then the journal retries at once.
    const channelUp = this.channel.reachable?.();
    if (channelUp === false && waiting.length > 0) this.setReachable(false);
    // A conflict is an answer too (found by review: the link stayed offline after one).
    else if (channelUp === true && left.length > 0) this.setReachable(true);
    this.emit({ type: 'link_changed' });
  }

  /**
   * A read begun after each delivery ends the desk's own applying of it. A write delivered by a
   * replay may have been notified, and the notification's read begun, before its answer came:
   * then one more read is made. A write made online is read again by its own command already.
   */
  private readAfterDeliveries(): void {
    const unread = this.carried.some((c) => c.readsBefore >= this.readsBegun);
    if (unread && this.loaded) this.scheduleRefresh('match');
  }

  /** Reads the match (setLoaded); `settled`: HostedMatchData's. */
  private async read(
    context: DeskContext,
  ): Promise<Result<{ match: HostedMatch; settled: boolean } & WholeRead, DomainError>> {
    this.readsBegun += 1;
    const begun: WholeRead = { readNo: this.readsBegun, noticesBefore: this.noticesHeard };
    const data = await this.observe(this.matches.read(context));
    return data.ok ? ok({ match: hostedMatchOf(data.value), settled: data.value.settled, ...begun }) : data;
  }

  private noticed(notice: HostedNotice): void {
    this.noticesHeard += 1;
    this.championshipNotices.set(`${notice.sport}:${notice.championshipId}`, this.noticesHeard);
    const loaded = this.loaded;
    if (!loaded) return;
    const c = contextOf(loaded);
    if (notice.sport !== c.sport || notice.championshipId !== c.championshipId) return;
    // Another match of the championship changes this one's matchDays and standings only.
    this.scheduleRefresh(notice.matchId === c.matchId ? 'match' : 'sections');
  }

  /** One re-read at a time; changes heard meanwhile are gathered into one more. */
  private scheduleRefresh(scope: 'match' | 'sections'): void {
    if (this.refreshing) {
      this.refreshAgain = this.refreshAgain === 'match' || scope === 'match' ? 'match' : 'sections';
      return;
    }
    this.refreshing = this.refresh(scope).finally(() => {
      this.refreshing = null;
      const again = this.refreshAgain;
      this.refreshAgain = null;
      if (again) this.scheduleRefresh(again);
    });
  }

  private async refresh(scope: 'match' | 'sections'): Promise<void> {
    const loaded = this.loaded;
    if (!loaded) return;
    const context = contextOf(loaded);
    if (scope === 'match') {
      const read = await this.read(context);
      if (!read.ok || !this.loadedFor(context)) return;
      if (read.value.settled) this.unsettledReads = 0;
      else if (!this.readAgainUnsettled()) return;
      if (this.setLoaded(read.value.match, read.value)) this.changed();
      return;
    }
    const begun = this.readsBegun;
    const wholeApplies = this.wholeApplies;
    const s = await this.observe(this.matches.snapshot(snapshotUrlOf(context)));
    const now = this.loadedFor(context);
    if (!s.ok || !now) return;
    if (this.wholeApplies !== wholeApplies) {
      // A whole read begun since holds this notice's change; one begun before may hold newer
      // sections or older ones: read them again.
      if (this.readApplied <= begun) this.scheduleRefresh('sections');
      return;
    }
    // The match itself changed since its events were read: its score goes with its events, both
    // read again (a notice of it follows anyway).
    if (JSON.stringify(s.value.match) !== JSON.stringify(now.sections.match))
      return this.scheduleRefresh('match');
    const sections = {
      match: s.value.match,
      matchDays: s.value.matchDays,
      scorers: s.value.scorers,
      standings: s.value.standings,
    };
    this.sectionsApplied = Math.max(this.sectionsApplied, begun);
    if (this.setLoaded({ source: now.source, sections }, null, !this.loadedFromCache)) this.changed();
  }

  /**
   * A read that was not settled: its parts may pair a score with the events of another moment, so
   * the match is read again at once. True when it is shown all the same: a match written faster
   * than it can be read (found by QA: 30 writes a second) is shown from the third such read in a
   * row on, rather than frozen until the writes pause.
   */
  private readAgainUnsettled(): boolean {
    this.unsettledReads += 1;
    this.scheduleRefresh('match');
    return this.unsettledReads >= UNSETTLED_READS_SHOWN;
  }

  /** The loaded match changed: shown with the writes it does not show yet. */
  private changed(): void {
    if (this.loaded) this.emit({ type: 'match_changed', match: this.view(this.loaded) });
  }

  /** Any answer of the service says it is reachable; `hosted_unreachable` says it is not. */
  private async observe<T>(pending: Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>> {
    const answer = await pending;
    const reachable = answer.ok || answer.error.code !== HOSTED_UNREACHABLE;
    this.setReachable(reachable);
    if (!reachable) this.retryRead();
    return answer;
  }

  /**
   * A read found the service unreachable: the match is read again in a while, and again, until one
   * gets through. Found by review: after a stall shorter than the notifications' liveness window
   * their connection survives, so no reconnection re-reads, and with no write waiting nothing
   * else did: the desk stayed offline (a delivered goal still shown as its own) until a change
   * made elsewhere was notified. While the notifications are down, their reconnection re-reads.
   */
  private retryRead(): void {
    if (this.readRetry || this.closed || (this.feed !== undefined && !this.subscribed)) return;
    this.readRetry = setTimeout(() => {
      this.readRetry = null;
      if (!this.reachable && !this.closed && this.loaded) this.scheduleRefresh('match');
    }, this.readRetryMs);
    this.readRetry.unref?.();
  }

  private setReachable(reachable: boolean): void {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    this.emit({ type: 'link_changed' });
  }

  private emit(change: HostChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}

/** A whole read of the match: its number among those begun, and the notices heard before it began. */
interface WholeRead {
  readonly readNo: number;
  readonly noticesBefore: number;
}

function contextOf(hosted: HostedMatch): DeskContext {
  const m = hosted.source.match;
  return { sport: m.sport, championshipId: m.championshipId, matchId: m.id };
}

function snapshotUrlOf(c: DeskContext): string {
  return snapshotUrl(c.sport, c.championshipId, c.matchId);
}
