import { expect } from 'chai';
import type { EventDraft } from '../../../src/domain/desk/DeskEffect';
import { eventBodyOf } from '../../../src/domain/desk/eventBody';
import type { Desk } from '../../../src/domain/desk/Desk';
import { validateEventInput } from '../../../src/domain/match/validateEventInput';
import { aDeskOf, aFootballDesk } from './support/DeskMother';
import { act } from './support/act';

function recorded(desk: Desk, params: Record<string, unknown>): EventDraft {
  const effect = act(desk, 'record_event', params).effects[0];
  if (effect?.type !== 'event_recorded') throw new Error('expected an event_recorded effect');
  return effect.draft;
}

describe('eventBodyOf: a recorded event goes to the web write unchanged (issue 4)', () => {
  for (const [sport, params] of [
    ['football', { type: 5, playerId: '8', playerInId: '9', timer: '60' }],
    ['basketball', { type: 1, playerId: '7' }],
    ['tennis', { type: 1, side: 'away', setNumber: 3 }],
  ] as const) {
    it(`passes the web write's validation again with the same fields at ${sport}`, () => {
      const desk = sport === 'football' ? aFootballDesk() : aDeskOf(sport);
      const draft = recorded(desk, params);
      const again = validateEventInput({ match: desk.match, players: desk.roster }, eventBodyOf(draft));
      expect(again.ok).to.be.true;
      if (!again.ok) return;
      const { matchId: _matchId, ...fields } = draft;
      expect(again.value).to.deep.equal(fields);
    });
  }
});
