import type { LineupEntry, MatchEvent } from '../../../domain/match/MatchEvent';
import { draftOfBody } from '../../../domain/desk/eventBody';
import type { MatchScore } from '../../../domain/match/MatchScore';
import { movedScore, scoreFromEvents, scoreOf } from '../../../domain/match/MatchScore';
import { hasStarted } from '../../../domain/match/Match';
import { scorersOf } from '../../../domain/match/Scorers';
import { applySubstitution, isSubstitution, undoSubstitution } from '../../../domain/match/Substitution';
import type { HostedMatch } from '../../ports/DeskHost';
import type { QueuedWrite } from './DeskWriteChannel';
import { journalEventId } from './journal/journalRefs';
import { reconcileWrite } from './journal/reconcileWrite';

/** The event a body written by the desk describes, under `id`, marked queued. */
function eventOfFields(
  fields: Readonly<Record<string, unknown>>,
  id: string,
  matchId: string,
  sequence: number,
): MatchEvent {
  return { ...draftOfBody(fields, matchId), id, saved: true, queued: true, sequence };
}

/**
 * Issue 12: the hosted match as the desk shows it while writes wait in its journal (the uplink is
 * down): each waiting write of this match applied in journal order on top of what the service
 * last sent. A new event appears under `journal:<journalId>` (the id a later change of it is
 * sent with, once its creation is delivered), marked `queued`; a change replaces the event's
 * fields, a delete removes it. A substitution moves the players, and a deleted or changed one
 * moves them back. The score, the match's entry in matchDays and the scorers follow, computed as
 * the service computes them (a new event's id is not yet a scorer's `eventId` the service knows:
 * it is the journal one). The standings follow once the writes are delivered. Without a waiting
 * write of this match, the match is returned as it is.
 */
export function withQueuedWrites(
  hosted: HostedMatch,
  queued: readonly QueuedWrite[],
  hostedIdOf: (eventId: string) => string = (eventId) => eventId,
): HostedMatch {
  const match = hosted.source.match;
  // A substitution taken back (deleted, or changed): the player who came on goes back to the
  // bench and the one who left returns, as the service does.
  const undone = (entries: LineupEntry[], e: MatchEvent): LineupEntry[] =>
    isSubstitution(match.sport, e.type) ? undoSubstitution(entries, e) : entries;
  const own = queued.filter(
    (q) =>
      q.write.matchId === match.id &&
      q.write.championshipId === match.championshipId &&
      q.write.sport === match.sport,
  );
  if (own.length === 0) return hosted;
  let events = [...hosted.source.events];
  let lineups = [...hosted.source.lineups];
  let sequence = events.reduce((max, e) => Math.max(max, e.sequence), 0);
  const touched = new Set<string>();
  const committed = new Set<string>();
  // The score moves write by write, as the service moves it: an unknown score that a queued goal
  // made known goes back to unknown when a queued delete takes the goal back, unless play began
  // (live or finished: 0-0).
  let score: MatchScore = scoreOf(match);
  let counted = scoreFromEvents(match, events);
  const moveScore = (): void => {
    const now = scoreFromEvents(match, events);
    score = movedScore(score, counted, now, hasStarted(match.status));
    counted = now;
  };
  for (const { journalId, write, baseline } of own) {
    // A change of an event created through the journal names it `journal:<id>`: once that
    // creation is delivered and read back, the event carries its hosted id instead.
    const target = hostedIdOf(write.eventId);
    let at = events.findIndex((e) => e.id === target);
    if (at < 0) at = events.findIndex((e) => e.id === write.eventId);
    // An event still shown under the `journal:<id>` of its delivered creation is that hosted event.
    if (at < 0) at = events.findIndex((e) => hostedIdOf(e.id) === target);
    touched.add(events[at]?.id ?? write.eventId);
    if (write.kind === 'delete') {
      if (at >= 0) lineups = undone(lineups, events.splice(at, 1)[0] as MatchEvent);
      moveScore();
      continue;
    }
    if (write.eventId === 'new') {
      // Sent before, its answer lost, and already in the service's events: not shown twice.
      const found = baseline ? reconcileWrite(write, hosted.source.events, baseline, committed) : null;
      if (found?.kind === 'delivered') {
        committed.add(found.eventId);
        continue;
      }
      sequence += 1;
      const event = eventOfFields(write.fields, journalEventId(journalId), match.id, sequence);
      events = [...events, event];
      if (isSubstitution(match.sport, event.type)) lineups = applySubstitution(lineups, event);
      moveScore();
    } else if (at >= 0) {
      const current = events[at] as MatchEvent;
      const changed = eventOfFields(write.fields, current.id, match.id, current.sequence);
      events[at] = changed;
      lineups = undone(lineups, current);
      if (isSubstitution(match.sport, changed.type)) lineups = applySubstitution(lineups, changed);
      moveScore();
    }
  }
  const sections = hosted.sections;
  // The service's own entries for the events no queued write touched (it names every player of
  // the championship; the desk knows those of the line-ups).
  const served = new Map(sections.scorers.map((s) => [s.eventId, s]));
  const scorers = scorersOf(match, events, hosted.source.players).map((s) =>
    touched.has(s.eventId) ? s : (served.get(s.eventId) ?? s),
  );
  return {
    source: { ...hosted.source, match: { ...match, ...score }, events, lineups },
    sections: {
      ...sections,
      match: { ...sections.match, ...score },
      matchDays: sections.matchDays.map((day) => ({
        ...day,
        matches: day.matches.map((m) => (m.id === match.id ? { ...m, ...score } : m)),
      })),
      scorers,
    },
  };
}
