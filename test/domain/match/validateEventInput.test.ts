import { expect } from 'chai';
import type { RawEventBody } from '../../../src/domain/match/EventInput';
import type { Match } from '../../../src/domain/match/Match';
import { validateEventInput } from '../../../src/domain/match/validateEventInput';
import type { Sport } from '../../../src/domain/sport/Sport';
import { AWAY, HOME, aMatch, somePlayers, someTennisPlayers } from '../../support/mothers/matchMother';

function validate(sport: Sport, body: RawEventBody, match: Match = aMatch({ sport })) {
  return validateEventInput(
    { match, players: sport === 'tennis' ? someTennisPlayers() : somePlayers() },
    body,
  );
}

/** The field-level details of a refusal; fails the test when the write was accepted. */
function refusal(sport: Sport, body: RawEventBody): Record<string, string> {
  const result = validate(sport, body);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  expect(result.error.code).to.equal('validation_failed');
  return { ...result.error.details };
}

describe('event validation per sport (spec 4.2 rule 3)', () => {
  describe('accepted writes', () => {
    it('accepts a football goal with club, player and timer', () => {
      const result = validate('football', {
        type: 1,
        club_id: HOME,
        player_id: '101',
        timer: '45:30',
        additional_timer: 2,
        note: 'header',
      });
      expect(result).to.deep.equal({
        ok: true,
        value: {
          type: 1,
          clubId: HOME,
          playerId: '101',
          playerInId: '',
          timer: '45:30',
          additionalTimer: 2,
          value: null,
          setNumber: null,
          note: 'header',
        },
      });
    });

    it('accepts numeric ids and a numeric timer, written as strings', () => {
      const result = validate('football', { type: 1, club_id: 11, player_id: 101, timer: 45 });
      expect(result.ok && result.value).to.include({ clubId: '11', playerId: '101', timer: '45' });
    });

    it('treats null and empty fields as absent', () => {
      const result = validate('football', {
        type: 3,
        club_id: AWAY,
        player_id: null,
        player_id_in: '',
        value: null,
      });
      expect(result.ok && result.value).to.include({ type: 3, playerId: '', playerInId: '', value: null });
    });

    it('accepts a basketball three-pointer', () => {
      const result = validate('basketball', { type: 1, club_id: HOME, player_id: '102', value: 3 });
      expect(result.ok && result.value.value).to.equal(3);
    });

    it('gives a basketball field goal without value the default of 2', () => {
      const result = validate('basketball', { type: 1, club_id: HOME });
      expect(result.ok && result.value.value).to.equal(2);
    });

    it('accepts a substitution of two players of the same club', () => {
      const result = validate('handball', { type: 5, club_id: HOME, player_id: '101', player_id_in: '103' });
      expect(result.ok && result.value).to.include({ playerId: '101', playerInId: '103' });
    });

    it('accepts a tennis game with a set number and a note', () => {
      const result = validate('tennis', { type: 1, club_id: AWAY, set_number: 3, note: 'break' });
      expect(result.ok && result.value).to.include({ type: 1, clubId: AWAY, setNumber: 3, note: 'break' });
    });
  });

  describe('refused writes', () => {
    it('refuses a type unknown to the sport', () => {
      expect(refusal('football', { type: 12, club_id: HOME })).to.have.keys('type');
      expect(refusal('tennis', { type: 8, club_id: HOME })).to.have.property(
        'type',
        'Event type 8 does not exist at tennis.',
      );
    });

    it('refuses a type that is not a whole number', () => {
      expect(refusal('football', { type: '1', club_id: HOME })).to.have.keys('type');
      expect(refusal('football', { club_id: HOME })).to.have.keys('type');
    });

    it('refuses a missing club', () => {
      expect(refusal('football', { type: 1 })).to.deep.equal({
        club_id: 'club_id is required for Goal (type 1).',
      });
    });

    it('refuses a club that is not one of the two teams', () => {
      expect(refusal('football', { type: 1, club_id: '13' })).to.have.keys('club_id');
    });

    it('refuses a player of the other club', () => {
      expect(refusal('football', { type: 1, club_id: HOME, player_id: '201' })).to.deep.equal({
        player_id: 'player_id 201 is not a player of club 11.',
      });
    });

    it('refuses an unknown player', () => {
      expect(refusal('football', { type: 1, club_id: HOME, player_id: '999' })).to.have.keys('player_id');
    });

    it('refuses player_id_in on anything but a substitution', () => {
      expect(
        refusal('football', { type: 1, club_id: HOME, player_id: '101', player_id_in: '103' }),
      ).to.have.keys('player_id_in');
    });

    it('refuses a substitution without the entering player', () => {
      expect(refusal('football', { type: 5, club_id: HOME, player_id: '101' })).to.have.keys('player_id_in');
    });

    it('refuses an entering player of the other club', () => {
      expect(
        refusal('football', { type: 5, club_id: HOME, player_id: '101', player_id_in: '202' }),
      ).to.have.keys('player_id_in');
    });

    it('refuses a player replacing himself', () => {
      expect(
        refusal('football', { type: 5, club_id: HOME, player_id: '101', player_id_in: '101' }),
      ).to.have.keys('player_id_in');
    });

    it('refuses a badly written timer', () => {
      for (const timer of ['45+2', 'half time', '45:75', -3, 12.5, true]) {
        expect(refusal('football', { type: 1, club_id: HOME, timer })).to.have.keys('timer');
      }
    });

    it('refuses an additional timer that is negative or not whole', () => {
      for (const additional_timer of [-1, 1.5, '2']) {
        expect(refusal('football', { type: 1, club_id: HOME, additional_timer })).to.have.keys(
          'additional_timer',
        );
      }
    });

    it('refuses a value at football', () => {
      expect(refusal('football', { type: 1, club_id: HOME, value: 2 })).to.have.keys('value');
    });

    it('refuses a basketball field goal worth 1 or 4', () => {
      for (const value of [1, 4, 2.5]) {
        expect(refusal('basketball', { type: 1, club_id: HOME, value })).to.have.keys('value');
      }
    });

    it('refuses a value on a basketball free throw', () => {
      expect(refusal('basketball', { type: 2, club_id: HOME, value: 2 })).to.have.keys('value');
    });

    it('refuses a set number at team sports', () => {
      expect(refusal('hockey', { type: 1, club_id: HOME, set_number: 1 })).to.have.keys('set_number');
    });

    it('refuses a tennis game without a set number', () => {
      expect(refusal('tennis', { type: 1, club_id: HOME })).to.have.keys('set_number');
    });

    it('refuses a set number outside 1 to 5', () => {
      for (const set_number of [0, 6, 1.5, '2']) {
        expect(refusal('tennis', { type: 1, club_id: HOME, set_number })).to.have.keys('set_number');
      }
    });

    it('refuses team-sport fields at tennis', () => {
      expect(
        refusal('tennis', {
          type: 1,
          club_id: HOME,
          set_number: 1,
          player_id: '101',
          timer: '12',
          additional_timer: 0,
        }),
      ).to.have.keys('player_id', 'timer', 'additional_timer');
    });

    it('refuses a note that is not a string', () => {
      expect(refusal('football', { type: 3, club_id: HOME, note: 42 })).to.have.keys('note');
    });

    it('names every bad field at once with a sentence each', () => {
      const details = refusal('football', {
        type: 5,
        club_id: '13',
        player_id: '101',
        timer: 'x',
        additional_timer: -1,
      });
      expect(details).to.have.keys('club_id', 'player_id_in', 'timer', 'additional_timer');
      for (const sentence of Object.values(details)) expect(sentence).to.match(/^[a-z_]+ .+\.$/);
    });
  });
});
