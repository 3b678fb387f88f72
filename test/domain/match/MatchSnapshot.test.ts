import { expect } from 'chai';
import { assembleMatchSnapshot } from '../../../src/domain/match/MatchSnapshot';
import { fieldList, keysOf } from '../../support/keyList';
import {
  AWAY,
  HOME,
  aChampionship,
  aMatch,
  aStanding,
  eventsOf,
  someDays,
  somePlayers,
  someTeams,
} from '../../support/mothers/matchMother';

// The field lists are copied from the spec, part 2.
const SUMMARY = [
  'id',
  'sport',
  'championshipId',
  'dayId',
  'dayLabel',
  'date',
  'time',
  'status',
  'timer',
  'period',
  'homeTeamId',
  'awayTeamId',
  'homeTeam',
  'awayTeam',
  'homeName',
  'awayName',
  'homeShortName',
  'awayShortName',
  'homeScore',
  'awayScore',
  'homeShootoutScore',
  'awayShootoutScore',
];
const DETAILS = [
  ...SUMMARY,
  'competition',
  'season',
  'city',
  'stadium',
  'venue',
  'officials',
  'commentators',
  'weather',
];
const PERSON = ['role', 'name'];
const WEATHER = ['sky', 'temperature', 'humidity', 'wind'];
const MATCH_DAY = ['id', 'label', 'relation', 'matches'];
const SCORER = [
  'eventId',
  'playerId',
  'playerName',
  'label',
  'side',
  'type',
  'timer',
  'additionalTimer',
  'points',
  'ownGoal',
];
const STANDING = [
  'entityId',
  'name',
  'dayId',
  'phaseId',
  'groupId',
  'groupName',
  'rank',
  'previousRank',
  'rankMovement',
  'played',
  'wins',
  'draws',
  'losses',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
];
const SNAPSHOT = ['contextKey', 'context', 'match', 'matchDays', 'scorers', 'standings'];
const CONTEXT = ['sport', 'championshipId', 'matchId'];

function aSnapshot() {
  const match = aMatch({
    id: '502',
    dayId: '10',
    info: {
      city: 'Lyon',
      stadium: 'Groupama Stadium',
      venue: '',
      officials: [{ role: 'referee', name: 'Clément Turpin' }],
      commentators: [{ role: 'analyst', name: 'Bixente Lizarazu' }],
      weather: { sky: 'clear', temperature: '12', humidity: '60', wind: '5' },
    },
  });
  // Rows as a store might hand them over, with an internal field that must not be published.
  const standings = [{ ...aStanding(), internalNote: 'recomputed at 03:00' }];
  return assembleMatchSnapshot({
    championship: aChampionship(),
    match,
    days: someDays(),
    teams: someTeams(),
    players: somePlayers(),
    events: eventsOf(match.id, [
      { type: 1, clubId: HOME, playerId: '101', timer: '12' },
      { type: 6, clubId: AWAY, playerId: '201', timer: '55' },
      { type: 1, clubId: AWAY, playerId: '202', timer: '80' },
    ]),
    dayMatches: [
      aMatch({ id: '501', dayId: '30', homeTeamId: '13', awayTeamId: '14' }),
      match,
      aMatch({ id: '504', dayId: '20', homeTeamId: AWAY, awayTeamId: HOME }),
    ],
    standings,
    isVisible: () => true,
  });
}

describe('match snapshot (spec 2.10)', () => {
  it('has exactly contextKey, context, match, matchDays, scorers and standings', () => {
    const snapshot = aSnapshot();
    expect(keysOf(snapshot)).to.deep.equal(fieldList(...SNAPSHOT));
    expect(keysOf(snapshot.context)).to.deep.equal(fieldList(...CONTEXT));
  });

  it('publishes MatchDetails with exactly the spec fields, officials and weather included', () => {
    const { match } = aSnapshot();
    expect(keysOf(match)).to.deep.equal(fieldList(...DETAILS));
    expect(match.officials).to.have.length(1);
    for (const person of [...match.officials, ...match.commentators]) {
      expect(keysOf(person)).to.deep.equal(fieldList(...PERSON));
    }
    expect(keysOf(match.weather)).to.deep.equal(fieldList(...WEATHER));
  });

  it('publishes MatchDay and MatchSummary with exactly the spec fields', () => {
    const { matchDays } = aSnapshot();
    expect(matchDays).to.have.length(3);
    for (const day of matchDays) {
      expect(keysOf(day)).to.deep.equal(fieldList(...MATCH_DAY));
      expect(day.matches).to.have.length(1);
      for (const summary of day.matches) expect(keysOf(summary)).to.deep.equal(fieldList(...SUMMARY));
    }
  });

  it('publishes Scorer and Standing with exactly the spec fields', () => {
    const { scorers, standings } = aSnapshot();
    expect(scorers).to.have.length(3);
    for (const scorer of scorers) expect(keysOf(scorer)).to.deep.equal(fieldList(...SCORER));
    expect(standings).to.have.length(1);
    for (const row of standings) expect(keysOf(row)).to.deep.equal(fieldList(...STANDING));
  });

  it('keys the context as sport:championshipId:matchId', () => {
    const snapshot = aSnapshot();
    expect(snapshot.contextKey).to.equal('football:1:502');
    expect(snapshot.context).to.deep.equal({ sport: 'football', championshipId: '1', matchId: '502' });
  });

  it('gathers the match, its scorers in order and the stored standing values', () => {
    const snapshot = aSnapshot();
    expect(snapshot.match).to.include({ id: '502', dayLabel: 'Matchday 2', competition: 'Ligue 1' });
    expect(snapshot.scorers.map((s) => [s.playerName, s.side])).to.deep.equal([
      ['Alexandre Lacazette', 'home'],
      ['Marquinhos', 'home'],
      ['Kylian Mbappé', 'away'],
    ]);
    expect(snapshot.standings[0]).to.include({ entityId: HOME, points: 6 });
  });

  it('refuses a match of another championship as a broken invariant', () => {
    expect(() =>
      assembleMatchSnapshot({
        championship: aChampionship({ id: '2' }),
        match: aMatch(),
        days: [],
        teams: [],
        players: [],
        events: [],
        dayMatches: [],
        standings: [],
        isVisible: () => true,
      }),
    ).to.throw(/does not belong/);
  });
});
