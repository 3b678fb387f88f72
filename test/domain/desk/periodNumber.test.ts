import { expect } from 'chai';
import { periodNumberOf } from '../../../src/domain/desk/periodNumber';
import type { Sport } from '../../../src/domain/sport/Sport';
import { aFootballDesk, aMatch } from './support/DeskMother';

// The stored match's period is text, written by people and imports ("Q2", "Set 2", "2nd half",
// "OT"); the desk's timer counts periods from 1 (found by QA: "Q2" and "Set 2" loaded as period 1).
const CASES: readonly [Sport, string, number][] = [
  ['football', '2', 2],
  ['football', '2nd half', 2],
  ['football', 'H2', 2],
  ['basketball', 'Q2', 2],
  ['basketball', '4th quarter', 4],
  ['hockey', 'Q3', 3],
  ['hockey', 'P3', 3],
  ['hockey', '3rd period', 3],
  ['tennis', 'Set 2', 2],
  ['tennis', 'set 5', 5],
  ['handball', '2nd half', 2],
  // Overtime and extra time come after the regulation periods of the sport.
  ['basketball', 'OT', 5],
  ['basketball', 'OT2', 6],
  ['basketball', '2OT', 6],
  ['hockey', 'OT', 4],
  ['hockey', 'Overtime', 4],
  ['football', 'ET1', 3],
  ['football', 'Extra time 2', 4],
  ['futsal', 'ET', 3],
  // A shootout comes after the overtime periods of the sport.
  ['hockey', 'SO', 5],
  ['football', 'Penalties', 5],
  ['football', 'PSO', 5],
  // Full time is the last regulation period; what names no period is the first.
  ['football', 'FT', 2],
  ['basketball', 'Full time', 4],
  ['football', '', 1],
  ['football', 'HT', 1],
  ['tennis', 'Tiebreak', 1],
  ['football', '0', 1],
  // Found by review: keywords are whole words, numbers are bounded, words count.
  ['football', 'Other', 1],
  ['football', 'Soon', 1],
  ['football', 'AET', 4],
  ['football', 'After extra time', 4],
  ['football', 'FT (AET)', 4],
  ['football', 'Pens', 5],
  ['football', 'PEN', 5],
  ['football', '1st half ET', 3],
  ['basketball', '2nd OT', 6],
  ['basketball', 'Q4', 4],
  ['tennis', 'set 3 tiebreak', 3],
  ['football', 'Second half', 2],
  ['basketball', 'Third quarter', 3],
  ['football', '9'.repeat(400), 1],
  ['basketball', `OT${'9'.repeat(400)}`, 5],
  ['hockey', 'OT 500', 4],
];

describe('periodNumberOf: the desk period of a stored period text', () => {
  for (const [sport, text, period] of CASES) {
    it(`${sport} "${text}" → ${period}`, () => {
      expect(periodNumberOf(text, sport)).to.equal(period);
    });
  }

  it('loads a basketball match stored in "Q2" into the desk in period 2', () => {
    const desk = aFootballDesk({ match: aMatch({ sport: 'basketball', period: 'Q2' }) });
    expect(desk.timer.period).to.equal(2);
  });
});
