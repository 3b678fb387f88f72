import { expect } from 'chai';
import { EMPTY_TALLY, outcomeOfTally, tallyAfterChange } from '../../../../src/domain/match/EventTally';
import type { EventTally } from '../../../../src/domain/match/EventTally';
import type { Match } from '../../../../src/domain/match/Match';
import type { MatchEvent } from '../../../../src/domain/match/MatchEvent';
import { outcomeFromEvents } from '../../../../src/domain/match/Outcome';

/** A match whose outcome fields are those given (a regulation score left out is removed). */
function withOutcome(match: Match, outcome: ReturnType<typeof outcomeFromEvents>): Match {
  const { regulationScore: _before, ...rest } = match;
  return { ...rest, ...outcome };
}

/**
 * Writes the events one by one, then (with `andBack`) deletes them last first, and checks after
 * each write that the tally gives the outcome the events give. Returns the match and the tally.
 */
export function walkTheTally(
  start: Match,
  events: readonly MatchEvent[],
  andBack = false,
): { match: Match; tally: EventTally } {
  let match = start;
  let tally = EMPTY_TALLY;
  const saved: MatchEvent[] = [];
  for (const e of events) {
    tally = tallyAfterChange(match, tally, null, e);
    saved.push(e);
    const fromTally = outcomeOfTally(match, tally);
    expect(fromTally).to.deep.equal(outcomeFromEvents(match, saved));
    match = withOutcome(match, fromTally as ReturnType<typeof outcomeFromEvents>);
  }
  if (!andBack) return { match, tally };
  for (const e of [...saved].reverse()) {
    tally = tallyAfterChange(match, tally, e, null);
    saved.pop();
    const fromTally = outcomeOfTally(match, tally, e);
    expect(fromTally).to.deep.equal(outcomeFromEvents(match, saved, e));
    match = withOutcome(match, fromTally as ReturnType<typeof outcomeFromEvents>);
  }
  return { match, tally };
}
