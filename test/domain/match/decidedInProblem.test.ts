import { expect } from 'chai';
import { decidedInProblem } from '../../../src/domain/match/Outcome';

describe('decidedInProblem: how a match was decided, against its score (found by QA)', () => {
  const score = (homeScore: number | null, awayScore: number | null) => ({ homeScore, awayScore });

  it('takes regulation at any score, overtime with a winner and a shootout after a level score', () => {
    expect(decidedInProblem(score(2, 2), 'regulation')).to.equal(null);
    expect(decidedInProblem(score(3, 2), 'regulation')).to.equal(null);
    expect(decidedInProblem(score(3, 2), 'overtime')).to.equal(null);
    expect(decidedInProblem(score(2, 2), 'shootout')).to.equal(null);
  });

  it('refuses overtime on a level score and a shootout after a lead', () => {
    expect(decidedInProblem(score(2, 2), 'overtime')).to.equal(
      'a match decided in overtime has a winner, but the score is level (2-2).',
    );
    expect(decidedInProblem(score(4, 2), 'shootout')).to.equal(
      'a shootout follows a level score, but the score is 4-2.',
    );
  });

  it('says nothing while the score is not known', () => {
    expect(decidedInProblem(score(null, null), 'overtime')).to.equal(null);
    expect(decidedInProblem(score(null, 1), 'shootout')).to.equal(null);
  });
});
