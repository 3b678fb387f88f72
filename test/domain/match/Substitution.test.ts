import { expect } from 'chai';
import type { LineupEntry } from '../../../src/domain/match/MatchEvent';
import { applySubstitution, substitutionProblems } from '../../../src/domain/match/Substitution';
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

describe('whether a substitution can be made on a line-up (substitutionProblems)', () => {
  const move = (playerId: string, playerInId: string) => ({
    matchId: '500',
    clubId: HOME,
    playerId,
    playerInId,
  });

  it('accepts a player of the field leaving for one of the bench, and players the line-up does not hold', () => {
    expect(substitutionProblems(lineup, move('101', '103'))).to.deep.equal({});
    expect(substitutionProblems(lineup, move('109', '110'))).to.deep.equal({});
    expect(substitutionProblems([], move('101', '103'))).to.deep.equal({});
  });

  it('refuses a leaving player on the bench and an entering player already on the field, naming each field', () => {
    expect(substitutionProblems(lineup, move('103', '102'))).to.deep.equal({
      player_id: 'Player 103 is on the bench and cannot leave the field.',
      player_id_in: 'Player 102 is already on the field.',
    });
  });

  it("reads the club's own line-up only (a player of the other team is not on this club's field)", () => {
    expect(substitutionProblems(lineup, { ...move('101', '201') })).to.deep.equal({});
  });
});
