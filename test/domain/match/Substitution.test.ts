import { expect } from 'chai';
import type { LineupEntry } from '../../../src/domain/match/MatchEvent';
import { applySubstitution } from '../../../src/domain/match/Substitution';
import { AWAY, HOME } from '../../support/mothers/matchMother';

const entry = (teamId: string, playerId: string, role: LineupEntry['role'], number: string): LineupEntry => ({
  matchId: '500',
  teamId,
  playerId,
  role,
  number,
});

const lineup: LineupEntry[] = [
  entry(HOME, '101', 'field', '10'),
  entry(HOME, '102', 'field', '8'),
  entry(HOME, '103', 'bench', '18'),
  entry(AWAY, '201', 'field', '5'),
];

describe('substitution', () => {
  it('moves the leaving player to the bench and the entering player to the field', () => {
    const next = applySubstitution(lineup, {
      matchId: '500',
      clubId: HOME,
      playerId: '101',
      playerInId: '103',
    });
    expect(next).to.deep.equal([
      entry(HOME, '101', 'bench', '10'),
      entry(HOME, '102', 'field', '8'),
      entry(HOME, '103', 'field', '18'),
      entry(AWAY, '201', 'field', '5'),
    ]);
  });

  it('does not change the given line-up', () => {
    applySubstitution(lineup, { matchId: '500', clubId: HOME, playerId: '101', playerInId: '103' });
    expect(lineup[0]?.role).to.equal('field');
  });

  it('adds an entering player missing from the line-up, with an unknown number', () => {
    const next = applySubstitution(lineup, {
      matchId: '500',
      clubId: AWAY,
      playerId: '201',
      playerInId: '202',
    });
    expect(next.slice(3)).to.deep.equal([entry(AWAY, '201', 'bench', '5'), entry(AWAY, '202', 'field', '')]);
  });

  it('only moves players of the substituting club', () => {
    const next = applySubstitution(lineup, {
      matchId: '500',
      clubId: AWAY,
      playerId: '201',
      playerInId: '103',
    });
    expect(next[2]).to.deep.equal(entry(HOME, '103', 'bench', '18'));
    expect(next.at(-1)).to.deep.equal(entry(AWAY, '103', 'field', ''));
  });
});
