import { expect } from 'chai';
import type { Match } from '../../../src/domain/match/Match';
import { matchDayIds, toMatchDays } from '../../../src/domain/match/MatchDays';
import { AWAY, HOME, aMatch, someDays, somePlayers, someTeams } from '../../support/mothers/matchMother';

// Days of the mother: id 30 is Matchday 1, 10 is Matchday 2, 20 is Matchday 3, 40 is Matchday 4.
const matches: Match[] = [
  aMatch({ id: '501', dayId: '30', homeTeamId: '13', awayTeamId: '14' }),
  aMatch({ id: '502', dayId: '10' }),
  aMatch({ id: '503', dayId: '10', homeTeamId: '13', awayTeamId: '14' }),
  aMatch({ id: '504', dayId: '20', homeTeamId: AWAY, awayTeamId: HOME }),
  aMatch({ id: '505', dayId: '40' }),
];

const everyone = (): boolean => true;

function daysAround(currentDayId: string, isVisible: (m: Match) => boolean = everyone) {
  return toMatchDays({
    days: someDays(),
    currentDayId,
    matches,
    teams: someTeams(),
    players: somePlayers(),
    isVisible,
  });
}

describe('match days: previous, current and next (spec 2.7)', () => {
  it('gives previous, current and next in championship order, not id order', () => {
    const days = daysAround('10');
    expect(days.map((d) => [d.id, d.relation])).to.deep.equal([
      ['30', 'previous'],
      ['10', 'current'],
      ['20', 'next'],
    ]);
  });

  it('takes labels from the day records, never from their ids', () => {
    expect(daysAround('10').map((d) => d.label)).to.deep.equal(['Matchday 1', 'Matchday 2', 'Matchday 3']);
    expect(daysAround('10')[0]?.matches[0]?.dayLabel).to.equal('Matchday 1');
  });

  it('leaves out the previous day on the first day', () => {
    expect(daysAround('30').map((d) => d.relation)).to.deep.equal(['current', 'next']);
  });

  it('leaves out the next day on the last day', () => {
    expect(daysAround('40').map((d) => d.relation)).to.deep.equal(['previous', 'current']);
  });

  it('is empty when the current day is unknown', () => {
    expect(daysAround('')).to.deep.equal([]);
  });

  it('lists each day with its own matches as summaries', () => {
    const current = daysAround('10')[1];
    expect(current?.matches.map((m) => m.id)).to.deep.equal(['502', '503']);
    expect(current?.matches[0]).to.include({ homeTeam: 'Olympique Lyonnais', dayId: '10' });
  });

  it('keeps only the matches the caller may see', () => {
    const onlyLyon = (m: Match) => m.homeTeamId === HOME || m.awayTeamId === HOME;
    const days = daysAround('10', onlyLyon);
    expect(days.map((d) => d.matches.map((m) => m.id))).to.deep.equal([[], ['502'], ['504']]);
  });

  it('leaves out matches of another championship', () => {
    const days = toMatchDays({
      days: someDays(),
      currentDayId: '10',
      matches: [...matches, aMatch({ id: '900', dayId: '10', championshipId: '2' })],
      teams: someTeams(),
      players: somePlayers(),
      isVisible: everyone,
    });
    expect(days[1]?.matches.map((m) => m.id)).to.deep.equal(['502', '503']);
  });

  it('names the three day ids a store has to load', () => {
    expect(matchDayIds(someDays(), '20')).to.deep.equal(['10', '20', '40']);
    expect(matchDayIds(someDays(), '30')).to.deep.equal(['30', '10']);
  });
});
