import type { MatchEvent } from '../../../../domain/match/MatchEvent';
import type { DomainError } from '../../../../domain/shared/DomainError';
import type { DeskWrite } from '../DeskWriteChannel';
import { eventBodyOf } from '../../../../domain/desk/eventBody';
import { journalIdOf } from './journalRefs';
import { eventChangedElsewhere, eventDeletedElsewhere, maybeWrittenAndChanged } from './writeConflicts';

/** What to do with a write once the hosted events were re-read (spec 4.2 rule 4). */
export type Reconciled =
  | { readonly kind: 'delivered'; readonly eventId: string }
  | { readonly kind: 'conflict'; readonly error: DomainError }
  | { readonly kind: 'send' };

type Fields = Readonly<Record<string, unknown>>;

const absent = (v: unknown) => v === undefined || v === null || v === '';

/** A body field (spec 4.2 rule 3 names) against the stored value, as the web write stores it. */
function sameField(wanted: unknown, actual: string | number | null): boolean {
  if (absent(wanted)) return true;
  if (typeof actual === 'number') return Number(wanted) === actual;
  return String(wanted) === actual;
}

/**
 * Whether a hosted event holds the written body fields. Fields the desk left out (absent, null or
 * "") are not compared: the hosted write may fill them (a sport's default value).
 */
export function holdsFields(event: MatchEvent, fields: Fields): boolean {
  return (
    Number(fields.type) === event.type &&
    sameField(fields.club_id, event.clubId) &&
    sameField(fields.player_id, event.playerId) &&
    sameField(fields.player_id_in, event.playerInId) &&
    sameField(fields.timer, event.timer) &&
    sameField(fields.additional_timer, event.additionalTimer) &&
    sameField(fields.value, event.value) &&
    sameField(fields.set_number, event.setNumber) &&
    sameField(fields.note, event.note)
  );
}

/**
 * Whether the hosted event is still the one the desk saw. An event the desk only knew from its own
 * journal (`journal:` id) is compared on the fields the desk wrote.
 */
function unchanged(event: MatchEvent, base: MatchEvent): boolean {
  if (journalIdOf(base.id) !== null) return holdsFields(event, eventBodyOf(base));
  return (
    event.type === base.type &&
    event.clubId === base.clubId &&
    event.playerId === base.playerId &&
    event.playerInId === base.playerInId &&
    event.timer === base.timer &&
    event.additionalTimer === base.additionalTimer &&
    event.value === base.value &&
    event.setNumber === base.setNumber &&
    event.note === base.note
  );
}

/**
 * Decides a write against the hosted events read just now. `baseline` is the event ids the match
 * had before an earlier attempt whose answer never came (null when none was made); `claimed` are
 * ids other journal entries were already delivered as. A new event matching the write that is
 * not in the baseline means that attempt committed: the write is delivered, not sent again.
 */
export function reconcileWrite(
  write: DeskWrite,
  events: readonly MatchEvent[],
  baseline: readonly string[] | null,
  claimed: ReadonlySet<string>,
): Reconciled {
  if (write.kind === 'save' && write.eventId === 'new') {
    if (!baseline) return { kind: 'send' };
    const before = new Set(baseline);
    const fresh = events.filter((e) => !before.has(e.id) && !claimed.has(e.id));
    const committed = fresh.find((e) => holdsFields(e, write.fields));
    if (committed) return { kind: 'delivered', eventId: committed.id };
    // Found by review: the lost write committed and was then changed elsewhere (its minute, say)
    // before the re-read; sending it again counted the goal twice. A new event of the same kind
    // (type, club, and player when the write names one) is not taken for a different one: the
    // operator is told instead. A write committed and then deleted elsewhere leaves no trace in
    // the events, and is sent again (docs/local-api.md, "Delivery states").
    const sameKind = fresh.find(
      (e) =>
        Number(write.fields.type) === e.type &&
        sameField(write.fields.club_id, e.clubId) &&
        sameField(write.fields.player_id, e.playerId),
    );
    if (sameKind) return { kind: 'conflict', error: maybeWrittenAndChanged(sameKind.id) };
    return { kind: 'send' };
  }
  const current = events.find((e) => e.id === write.eventId);
  if (write.kind === 'delete') {
    if (!current) {
      return baseline
        ? { kind: 'delivered', eventId: write.eventId }
        : { kind: 'conflict', error: eventDeletedElsewhere(write.eventId) };
    }
    return unchanged(current, write.base)
      ? { kind: 'send' }
      : { kind: 'conflict', error: eventChangedElsewhere(write.eventId) };
  }
  if (!current) return { kind: 'conflict', error: eventDeletedElsewhere(write.eventId) };
  if (holdsFields(current, write.fields)) return { kind: 'delivered', eventId: current.id };
  if (write.base && !unchanged(current, write.base)) {
    return { kind: 'conflict', error: eventChangedElsewhere(write.eventId) };
  }
  return { kind: 'send' };
}
