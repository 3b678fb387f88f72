import { expect } from 'chai';
import { EMPTY_MATCH_INFO } from '../../../src/domain/match/Match';
import { toMatchDetails } from '../../../src/domain/match/MatchDetailsMapper';
import { toMatchSummary } from '../../../src/domain/match/MatchSummaryMapper';
import {
  aChampionship,
  aMatch,
  someDays,
  somePlayers,
  someTeams,
  someTennisPlayers,
  someTennisTeams,
} from '../../support/mothers/matchMother';

const sources = { days: someDays(), teams: someTeams(), players: somePlayers() };

describe('match summary and details mappers (spec 2.5, 2.6)', () => {
  it('names both teams from their team records', () => {
    expect(toMatchSummary(aMatch(), sources)).to.include({
      homeTeam: 'Olympique Lyonnais',
      awayTeam: 'Paris Saint-Germain',
      homeName: 'Olympique Lyonnais',
      awayName: 'Paris Saint-Germain',
      homeShortName: 'OL',
      awayShortName: 'PSG',
    });
  });

  it('names tennis doubles sides with the partners and gives sets won as scores', () => {
    const match = aMatch({ sport: 'tennis', homeScore: 2, awayScore: 1 });
    const summary = toMatchSummary(match, {
      days: someDays(),
      teams: someTennisTeams(),
      players: someTennisPlayers(),
    });
    expect(summary).to.include({
      homeTeam: 'Pair 1',
      homeName: 'Mektić / Pavić',
      awayName: 'Ram / Salisbury',
      homeScore: 2,
      awayScore: 1,
    });
  });

  it('takes competition and season from the championship', () => {
    const details = toMatchDetails(aMatch(), aChampionship(), sources);
    expect(details).to.include({ competition: 'Ligue 1', season: '2023/24' });
  });

  it('copies the match info: venue, officials, commentators and weather', () => {
    const match = aMatch({
      info: {
        city: 'Décines-Charpieu',
        stadium: 'Groupama Stadium',
        venue: 'Parc OL',
        officials: [{ role: 'referee', name: 'Clément Turpin' }],
        commentators: [{ role: 'play-by-play', name: 'Grégoire Margotton' }],
        weather: { sky: 'clear', temperature: '12 °C', humidity: '60 %', wind: '10 km/h' },
      },
    });
    const details = toMatchDetails(match, aChampionship(), sources);
    expect(details).to.deep.include({
      city: 'Décines-Charpieu',
      stadium: 'Groupama Stadium',
      venue: 'Parc OL',
      officials: [{ role: 'referee', name: 'Clément Turpin' }],
      commentators: [{ role: 'play-by-play', name: 'Grégoire Margotton' }],
      weather: { sky: 'clear', temperature: '12 °C', humidity: '60 %', wind: '10 km/h' },
    });
  });

  it('writes absent match info as empty texts and empty lists', () => {
    const details = toMatchDetails(
      aMatch({ info: EMPTY_MATCH_INFO }),
      aChampionship({ season: '' }),
      sources,
    );
    expect(details).to.deep.include({
      season: '',
      city: '',
      officials: [],
      weather: { sky: '', temperature: '', humidity: '', wind: '' },
    });
  });

  it('does not carry extra properties of an official record into the published shape', () => {
    const official = { role: 'referee', name: 'Clément Turpin', licence: 'secret' };
    const details = toMatchDetails(
      aMatch({ info: { ...EMPTY_MATCH_INFO, officials: [official] } }),
      aChampionship(),
      sources,
    );
    expect(details.officials).to.deep.equal([{ role: 'referee', name: 'Clément Turpin' }]);
  });
});
