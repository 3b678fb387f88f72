import { expect } from 'chai';
import { toMatchSummary } from '../../../src/domain/match/MatchSummaryMapper';
import { aMatch, someDays, somePlayers, someTeams } from '../../support/mothers/matchMother';

const sources = { days: someDays(), teams: someTeams(), players: somePlayers() };

describe('published match conventions (spec part 2)', () => {
  it('writes an unknown text as the empty string', () => {
    const summary = toMatchSummary(aMatch({ date: '', time: '', timer: '', period: '', dayId: '' }), sources);
    expect(summary).to.include({ date: '', time: '', timer: '', period: '', dayId: '', dayLabel: '' });
  });

  it('writes the names of an unknown team as empty strings', () => {
    const summary = toMatchSummary(aMatch({ awayTeamId: '77' }), sources);
    expect(summary).to.include({ awayTeamId: '77', awayTeam: '', awayName: '', awayShortName: '' });
  });

  it('writes an unknown score as null', () => {
    const summary = toMatchSummary(
      aMatch({ homeScore: null, awayScore: null, status: 'scheduled' }),
      sources,
    );
    expect(summary.homeScore).to.equal(null);
    expect(summary.awayScore).to.equal(null);
    expect(summary.homeShootoutScore).to.equal(null);
    expect(summary.awayShootoutScore).to.equal(null);
  });

  it('writes a zero score as 0, not null', () => {
    const summary = toMatchSummary(
      aMatch({ homeScore: 0, awayScore: 0, homeShootoutScore: 0, awayShootoutScore: 0 }),
      sources,
    );
    expect([
      summary.homeScore,
      summary.awayScore,
      summary.homeShootoutScore,
      summary.awayShootoutScore,
    ]).to.deep.equal([0, 0, 0, 0]);
  });

  it('takes the day label from the day record, never from its id', () => {
    expect(toMatchSummary(aMatch({ dayId: '10' }), sources).dayLabel).to.equal('Matchday 2');
  });
});
