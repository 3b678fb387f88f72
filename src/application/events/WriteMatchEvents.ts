import type { Championship } from '../../domain/championship/Championship';
import type { RawEventBody, ValidEventInput } from '../../domain/match/EventInput';
import type { Match } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import { idempotencyKeyReused } from '../../domain/command/commandErrors';
import { stoppageOf, stoppedMatchProblem } from '../../domain/match/Outcome';
import { isSubstitution, substitutionProblems, undoSubstitution } from '../../domain/match/Substitution';
import { tennisSetsAfterChange, tennisWriteProblem } from '../../domain/match/TennisSets';
import { validateEventInput } from '../../domain/match/validateEventInput';
import { eventType, rulesOf } from '../../domain/sport/SportRules';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import type { Clock } from '../ports/Clock';
import type { MatchDataStores, Transactions } from '../ports/MatchData';
import type { KeptWrite } from '../ports/WriteKeys';
import { keptSince } from '../ports/WriteKeys';
import type { MatchNotification, Notifications, NotificationType } from '../ports/Notifications';
import { RecomputeStandings } from '../standings/RecomputeStandings';
import type { ResultChange } from '../standings/RecomputeStandings';
import type { EventWriteOutcome } from '../web/applyEventWrite';
import { applyEventWrite } from '../web/applyEventWrite';
import { matchNotifications, notificationsOf } from '../web/eventNotifications';
import { KeyedQueue } from '../web/KeyedQueue';
import { recomputeStandingsInTransaction } from '../web/recomputeStandingsInTransaction';
import { WebErrors } from '../web/WebErrors';
import { bumpVersions } from './bumpVersions';
import { deleteEventWrite } from './deleteEventWrite';

/**
 * Recomputes and stores the standings of a championship with the stores of an open transaction;
 * with `changed` (one match before and after the write), only as far as its result changed them.
 */
export type StandingsRecomputation = (
  stores: MatchDataStores,
  championship: Championship,
  changed?: ResultChange,
) => Promise<void>;

/** The refusal of an event id that is not an event of the match (each host words its own). */
export type UnknownEventRefusal = (eventId: string, matchId: string) => DomainError;

/** The match a write goes to, found and access-checked by the caller. */
export interface EventWriteTarget {
  readonly championship: Championship;
  readonly match: Match;
  /** Default: WebErrors.eventNotOfMatch (validation_failed, field `id`). */
  readonly unknownEvent?: UnknownEventRefusal;
}

export interface SaveEventCommand extends EventWriteTarget {
  /** "new" creates an event; otherwise the id of an event of the same match, which is modified. */
  readonly eventId: string;
  /** The sport's event fields, unchecked (spec 4.2 rule 3). */
  readonly fields: RawEventBody;
}

/** A change of the match's own fields that count in the standings (e.g. how it was decided). */
export interface MatchChangeCommand {
  readonly championship: Championship;
  readonly match: Match;
  /**
   * The match as it should be stored, from the current one read under the lock (keep `version`),
   * or why it cannot change: then nothing is written.
   */
  readonly change: (current: Match) => Result<Match, DomainError>;
}

export interface DeleteEventCommand extends EventWriteTarget {
  /** The id of an event of the match. */
  readonly eventId: string;
}

/**
 * A web write sent with an Idempotency-Key: kept under it with its answer in the write's own
 * transaction (WriteKeys), so that the same write sent again is answered with the kept answer
 * instead of being run again, and another write under the same key is refused.
 */
export interface WriteOnce {
  /** Whose key it is (`token:{id}`, `user:{id}`). */
  readonly scope: string;
  readonly key: string;
  /** What the write is: the same key with another fingerprint is refused (422). */
  readonly fingerprint: string;
  /** The answer's `data` that a replay returns, from what the write did (JSON text). */
  answer(outcome: EventWriteOutcome): string;
}

/** A write's outcome, or the answer kept for the same write sent before under its key. */
export type OnceOutcome = { readonly written: EventWriteOutcome } | { readonly replayed: string };

/** The kept answer of the same write, or the refusal of another write under the same key. */
function replayOf(kept: KeptWrite, once: WriteOnce): Result<OnceOutcome, DomainError> {
  return kept.fingerprint === once.fingerprint ? ok({ replayed: kept.answer }) : err(idempotencyKeyReused());
}

/** The outcome of a write sent without a key (never a replay). */
function writtenOf(outcome: Result<OnceOutcome, DomainError>): Result<EventWriteOutcome, DomainError> {
  if (!outcome.ok) return outcome;
  if (!('written' in outcome.value)) throw new Error('a write without an Idempotency-Key was replayed');
  return ok(outcome.value.written);
}

/** A match a batch changed, as it stored it (before the version bump), and what changed in it. */
export interface MatchChange {
  readonly match: Match;
  readonly types: readonly NotificationType[];
}

/**
 * A batch of result writes in one unit of work (the import): `prepare` writes what the lock
 * needs (the championship itself), `write` writes the matches and events once it is locked.
 */
export interface EventWriteBatch<S, T> {
  prepare(stores: MatchDataStores): Promise<{ readonly championship: Championship; readonly state: S }>;
  write(
    stores: MatchDataStores,
    state: S,
  ): Promise<{ readonly changes: readonly MatchChange[]; readonly value: T }>;
}

export interface BatchOutcome<T> {
  readonly value: T;
  readonly championship: Championship;
  /** The standings tables stored for the championship. */
  readonly tables: readonly StandingsTable[];
  /** The changed matches after their version bump. */
  readonly changed: readonly Match[];
}

export interface WriteMatchEventsDependencies {
  readonly transactions: Transactions;
  /** Where notifications go after commit; without it, none is published (nobody listens). */
  readonly notifications?: Notifications;
  /** The `at` of notifications; default the system time. */
  readonly clock?: Clock;
  /** Default recomputeStandingsInTransaction. */
  readonly recomputeStandings?: StandingsRecomputation;
  /** Delivery is best effort: a failed publish never undoes nor fails a committed write. */
  readonly onNotificationFailure?: (error: unknown) => void;
}

const systemClock: Clock = { now: () => new Date() };

/** Expired Idempotency-Keys are purged at most this often per process, this many at a time. */
const KEY_PURGE_EVERY_MS = 60_000;
const KEY_PURGE_BATCH = 1000;

/**
 * The one event-write unit of work (issue 13, "One place per concern" 4), used by the web write
 * (update_match_event, delete_match_event), the desk's save and delete, and the import.
 *
 * Each write validates, then in one transaction with the championship locked: writes the event,
 * recomputes the score (tennis: sets), moves field and bench on a substitution (applyEventWrite,
 * deleteEventWrite), bumps the versions (bumpVersions) and recomputes the standings; nothing is
 * half-saved. After commit it publishes the spec 6.3 notifications.
 */
export class WriteMatchEvents {
  /**
   * Writes of one championship take turns in this process: each recomputes the score and the
   * standings from what is committed, so two concurrent writes never miss each other's event
   * (PostgreSQL runs transactions at READ COMMITTED). Across processes, the row lock of
   * lockForWrite does the same.
   */
  private readonly writes = new KeyedQueue();
  private readonly transactions: Transactions;
  private readonly notifications: Notifications | null;
  private readonly clock: Clock;
  private readonly recomputeStandings: StandingsRecomputation;
  private readonly onNotificationFailure: (error: unknown) => void;
  /** When expired Idempotency-Keys were last purged (epoch ms; never at first). */
  private keysPurgedAt = Number.NEGATIVE_INFINITY;

  constructor(dependencies: WriteMatchEventsDependencies) {
    this.transactions = dependencies.transactions;
    this.notifications = dependencies.notifications ?? null;
    this.clock = dependencies.clock ?? systemClock;
    this.recomputeStandings = dependencies.recomputeStandings ?? recomputeStandingsInTransaction;
    this.onNotificationFailure = dependencies.onNotificationFailure ?? (() => undefined);
  }

  /** Creates (eventId "new") or modifies an event of the match. */
  async save(command: SaveEventCommand): Promise<Result<EventWriteOutcome, DomainError>> {
    return writtenOf(await this.saveOnce(command, null));
  }

  /** save, kept under an Idempotency-Key when `once` is given (a replay runs nothing). */
  async saveOnce(
    command: SaveEventCommand,
    once: WriteOnce | null,
  ): Promise<Result<OnceOutcome, DomainError>> {
    const { match } = command;
    return this.eventWrite(command, once, async (stores) => {
      let existing: MatchEvent | null = null;
      if (command.eventId !== 'new') {
        const known = await knownEvent(stores, command);
        if (!known.ok) return known;
        existing = known.value;
      }
      const checked = await checkedInput(stores, match, command.fields);
      if (!checked.ok) return checked;
      if (existing) {
        const undoable = await substitutionUndoable(stores, match, existing, checked.value);
        if (!undoable.ok) return undoable;
      }
      const possible = await substitutionPossible(stores, match, existing, checked.value);
      if (!possible.ok) return possible;
      const going = await notStopped(stores, match, existing, checked.value);
      if (!going.ok) return going;
      const inPlay = await setInPlay(stores, match, existing, checked.value);
      if (!inPlay.ok) return inPlay;
      return ok(await applyEventWrite(stores, match.id, command.eventId, checked.value));
    });
  }

  /** Deletes an event of the match. */
  async delete(command: DeleteEventCommand): Promise<Result<EventWriteOutcome, DomainError>> {
    return writtenOf(await this.deleteOnce(command, null));
  }

  /** delete, kept under an Idempotency-Key when `once` is given (a replay runs nothing). */
  async deleteOnce(
    command: DeleteEventCommand,
    once: WriteOnce | null,
  ): Promise<Result<OnceOutcome, DomainError>> {
    return this.eventWrite(command, once, async (stores) => {
      const known = await knownEvent(stores, command);
      if (!known.ok) return known;
      const undoable = await substitutionUndoable(stores, command.match, known.value, null);
      if (!undoable.ok) return undoable;
      return ok(await deleteEventWrite(stores, command.match.id, command.eventId));
    });
  }

  /**
   * Changes the match's own fields (no event), in the same unit of work: locked, stored, its
   * version bumped, the standings recomputed, then `match_data` published. Returns the match after.
   */
  async updateMatch(command: MatchChangeCommand): Promise<Result<Match, DomainError>> {
    const { championship } = command;
    const after = await this.writes.run(championship.id, () =>
      this.transactions.run(async (stores): Promise<Result<Match, DomainError>> => {
        await stores.championships.lockForWrite(championship.id);
        const current = (await stores.matches.byId(command.match.id)) ?? command.match;
        const change = command.change(current);
        if (!change.ok) return change;
        const changed = { ...change.value, id: current.id, version: current.version };
        await stores.matches.update(changed);
        const [bumped] = await bumpVersions(stores, championship, [changed]);
        await this.recomputeStandings(stores, championship);
        return ok(bumped as Match);
      }),
    );
    if (after.ok)
      await this.publish(matchNotifications(championship, after.value, ['match_data'], this.at()));
    return after;
  }

  /**
   * Runs a batch (the import) as one unit of work: the same lock, version bump and notifications
   * as an event write, and all the championship's standings recomputed (a batch may change any
   * day). No in-process queue: the championship is known only inside the transaction, and its
   * row lock orders the batch against every other write.
   */
  async batch<S, T>(batch: EventWriteBatch<S, T>): Promise<BatchOutcome<T>> {
    const { outcome, changes } = await this.transactions.run(async (stores) => {
      const { championship, state } = await batch.prepare(stores);
      await stores.championships.lockForWrite(championship.id);
      const written = await batch.write(stores, state);
      const changed = await bumpVersions(
        stores,
        championship,
        written.changes.map((c) => c.match),
      );
      const tables = await new RecomputeStandings(stores).run(championship.id);
      if (!tables.ok) throw new Error(`standings not recomputed: ${tables.error.message}`);
      return {
        outcome: { value: written.value, championship, tables: tables.value, changed },
        changes: written.changes,
      };
    });
    const at = this.at();
    await this.publish(
      outcome.changed.flatMap((match, i) =>
        matchNotifications(outcome.championship, match, changes[i]?.types ?? [], at),
      ),
    );
    return outcome;
  }

  /**
   * The unit of work of one event write: queue, transaction, lock, write, versions, standings,
   * and the write's Idempotency-Key when it has one (found under the lock: a write already kept
   * under it is answered from what was kept, and nothing runs).
   */
  private async eventWrite(
    target: EventWriteTarget,
    once: WriteOnce | null,
    write: (stores: MatchDataStores) => Promise<Result<EventWriteOutcome, DomainError>>,
  ): Promise<Result<OnceOutcome, DomainError>> {
    const { championship } = target;
    let outcome: Result<OnceOutcome, DomainError>;
    try {
      outcome = await this.writes.run(championship.id, () =>
        this.transactions.run(async (stores): Promise<Result<OnceOutcome, DomainError>> => {
          await stores.championships.lockForWrite(championship.id);
          const kept = once ? await this.kept(stores, once) : null;
          if (once && kept) return replayOf(kept, once);
          const written = await write(stores);
          if (!written.ok) return written;
          const [after] = await bumpVersions(stores, championship, [written.value.after]);
          await this.recomputeStandings(stores, championship, written.value);
          const done = { ...written.value, after: after as Match };
          if (once) await this.keep(stores, once, done);
          return ok({ written: done });
        }),
      );
    } catch (error) {
      // The same key was kept meanwhile by a write this lock did not order (another championship,
      // on another instance): its key's row refused this one, whose transaction rolled back.
      // Any other failure (or one of this read) is the write's own error.
      const kept = once
        ? await this.transactions.run((stores) => this.kept(stores, once)).catch(() => null)
        : null;
      if (!once || !kept) throw error;
      return replayOf(kept, once);
    }
    if (!outcome.ok || !('written' in outcome.value)) return outcome;
    await this.publish(notificationsOf(championship, outcome.value.written, this.at()));
    if (once) await this.purgeExpiredKeys();
    return outcome;
  }

  /**
   * Forgets expired kept writes, at most once a minute and a bounded batch at a time, in a
   * transaction of its own after a keyed write committed (never inside a write's, where it would
   * make writes of other championships wait on each other). Best effort: a failure is retried a
   * minute later, and expired keys are never found meanwhile.
   */
  private async purgeExpiredKeys(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.keysPurgedAt < KEY_PURGE_EVERY_MS) return;
    this.keysPurgedAt = now.getTime();
    await this.transactions
      .run((stores) => stores.writeKeys.purge(keptSince(now), KEY_PURGE_BATCH))
      .catch(() => undefined);
  }

  private kept(stores: MatchDataStores, once: WriteOnce): Promise<KeptWrite | null> {
    return stores.writeKeys.find(once.scope, once.key, keptSince(this.clock.now()));
  }

  private keep(stores: MatchDataStores, once: WriteOnce, outcome: EventWriteOutcome): Promise<void> {
    const writtenAt = this.clock.now();
    const write = {
      scope: once.scope,
      key: once.key,
      fingerprint: once.fingerprint,
      answer: once.answer(outcome),
      writtenAt,
    };
    return stores.writeKeys.keep(write, keptSince(writtenAt));
  }

  private at(): string {
    return this.clock.now().toISOString();
  }

  private async publish(notifications: readonly MatchNotification[]): Promise<void> {
    const bus = this.notifications;
    if (!bus) return;
    // A bus that throws instead of rejecting fails no committed write either (found by QA: the
    // caller got a 500 for a write that was saved, and a retry wrote it twice).
    const published = (n: MatchNotification): Promise<void> => {
      try {
        return bus.publish(n).catch(this.onNotificationFailure);
      } catch (error) {
        this.onNotificationFailure(error);
        return Promise.resolve();
      }
    };
    await Promise.all(notifications.map(published));
  }
}

async function checkedInput(
  stores: MatchDataStores,
  match: Match,
  fields: RawEventBody,
): Promise<Result<ValidEventInput, DomainError>> {
  const players = await stores.championships.players(
    [match.homeTeamId, match.awayTeamId].filter((id) => id !== ''),
  );
  return validateEventInput({ match, players }, fields);
}

/**
 * A substitution is moved back (or moved again) on the stored line-up when it is deleted or
 * changed: exact only while no later substitution of the same club moves one of its players (the
 * ones it had, and the ones a change gives it). Otherwise the line-up would no longer be the one
 * the events give, so the write is refused (409) until the later substitution is undone first.
 * The match's events are read only when a substitution is concerned.
 */
async function substitutionUndoable(
  stores: MatchDataStores,
  match: Pick<Match, 'id' | 'sport'>,
  event: MatchEvent,
  change: Pick<ValidEventInput, 'type' | 'clubId' | 'playerId' | 'playerInId'> | null,
): Promise<Result<true, DomainError>> {
  const movesPlayers = (e: Pick<MatchEvent, 'type'>) => isSubstitution(match.sport, e.type);
  const moved = [event, ...(change ? [change] : [])].filter(movesPlayers);
  if (moved.length === 0) return ok(true);
  const players = new Set(moved.flatMap((e) => [e.playerId, e.playerInId]).filter((p) => p !== ''));
  const clubs = new Set(moved.map((e) => e.clubId));
  const later = (await stores.matches.events(match.id)).find(
    (e) =>
      e.sequence > event.sequence &&
      movesPlayers(e) &&
      clubs.has(e.clubId) &&
      (players.has(e.playerId) || players.has(e.playerInId)),
  );
  return later ? err(WebErrors.substitutionSuperseded(event.id, later.id)) : ok(true);
}

/**
 * A tennis game or tie-break point written (created, or an event changed into one) must count in
 * the set in play (tennisWriteProblem), on the stored sets with the changed event's own count
 * taken back first. Refused with 422 validation_failed naming set_number; nothing is written.
 * A delete is never refused: corrections take events away one by one.
 */
async function setInPlay(
  stores: MatchDataStores,
  match: Match,
  previous: MatchEvent | null,
  input: ValidEventInput,
): Promise<Result<true, DomainError>> {
  if (!rulesOf(match.sport).hasSets || input.setNumber === null) return ok(true);
  const effect = eventType(match.sport, input.type)?.effect;
  if (effect !== 'game' && effect !== 'tie_break_point') return ok(true);
  // A change that leaves the event counting where it did (its note, say) moves no set (found by
  // review: a change of the losing side's game in a set won was refused).
  const countedAlready =
    previous !== null &&
    eventType(match.sport, previous.type)?.effect === effect &&
    previous.setNumber === input.setNumber &&
    previous.clubId === input.clubId;
  if (countedAlready) return ok(true);
  const stored = await stores.matches.sets(match.id);
  const sets = previous ? tennisSetsAfterChange(match, stored, previous, null) : stored;
  const problem = tennisWriteProblem(sets, input.setNumber, {
    effect,
    finished: match.status === 'finished',
  });
  return problem === null ? ok(true) : err(WebErrors.setNotInPlay(problem));
}

/**
 * A match stops once (stoppedMatchProblem): a retirement or walkover written while a saved one
 * stands, or a tennis game or tie-break point after one, is refused with 422 validation_failed
 * naming `type`. The match's events are read under the lock only for those types.
 */
async function notStopped(
  stores: MatchDataStores,
  match: Match,
  previous: MatchEvent | null,
  input: ValidEventInput,
): Promise<Result<true, DomainError>> {
  const effect = eventType(match.sport, input.type)?.effect;
  const scoresAGame = effect === 'game' || effect === 'tie_break_point';
  if (stoppageOf(match.sport, input.type) === null && !scoresAGame) return ok(true);
  const problem = stoppedMatchProblem(match, await stores.matches.events(match.id), previous, input.type);
  return problem === null ? ok(true) : err(WebErrors.matchStopped(problem));
}

/**
 * A substitution written (created, or an event changed into one) must be one the line-up allows
 * (spec 4.2 rule 3, "sport business validations"): the leaving player not on the bench, the
 * entering one not already on the field, on the stored line-up with the changed event's own move
 * taken back first (substitutionProblems, the desk's rule). Refused with 422 validation_failed
 * naming player_id or player_id_in; nothing is written.
 */
async function substitutionPossible(
  stores: MatchDataStores,
  match: Pick<Match, 'id' | 'sport'>,
  previous: MatchEvent | null,
  input: ValidEventInput,
): Promise<Result<true, DomainError>> {
  if (!isSubstitution(match.sport, input.type)) return ok(true);
  let entries = await stores.matches.lineups(match.id);
  if (previous && isSubstitution(match.sport, previous.type)) {
    entries = undoSubstitution(entries, { ...previous, matchId: match.id });
  }
  const problems = substitutionProblems(entries, { matchId: match.id, ...input });
  return Object.keys(problems).length === 0 ? ok(true) : err(WebErrors.substitutionImpossible(problems));
}

/** Checked under the lock: the event named by id is an event of the match; gives it. */
async function knownEvent(
  stores: MatchDataStores,
  command: EventWriteTarget & { readonly eventId: string },
): Promise<Result<MatchEvent, DomainError>> {
  const existing = await stores.matches.event(command.eventId);
  if (existing?.matchId === command.match.id) return ok(existing);
  const refuse = command.unknownEvent ?? WebErrors.eventNotOfMatch;
  return err(refuse(command.eventId, command.match.id));
}
