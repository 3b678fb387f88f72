import { expect } from 'chai';
import { actionsView, actionsWithoutMatch } from '../../../src/domain/desk/actions/actionCatalog';
import { withEditing } from '../../../src/domain/desk/deskUpdates';
import { aDeskOf, aFootballDesk } from './support/DeskMother';
import { refused } from './support/act';

const ALL = [
  'select_player',
  'prepare_event',
  'record_event',
  'prepare_substitution',
  'confirm_preparation',
  'cancel_preparation',
  'adjust_statistic',
  'delete_event',
  'set_decided_in',
  'set_retired',
  'set_walkover',
];

type Schema = { required: string[]; properties: Record<string, { type: string; enum?: unknown[] }> };
const schemaOf = (view: ReturnType<typeof actionsView>, id: string): Schema =>
  view[id]?.params as unknown as Schema;

describe('Action catalog (spec 4.1 rule 4)', () => {
  it('announces the eleven actions of the desk', () => {
    expect(Object.keys(actionsView(aFootballDesk()))).to.deep.equal(ALL);
  });

  it('announces set_decided_in with regulation, overtime or shootout, unavailable at tennis (issue 14)', () => {
    const view = actionsView(aFootballDesk());
    expect(schemaOf(view, 'set_decided_in').properties.decidedIn?.enum).to.deep.equal([
      'regulation',
      'overtime',
      'shootout',
    ]);
    expect(actionsView(aDeskOf('tennis')).set_decided_in).to.include({ available: false });
  });

  it('announces set_decided_in unavailable, with the reason, on a host that cannot save it (a hosted desk)', () => {
    expect(actionsView({ ...aFootballDesk(), savesDecidedIn: false }).set_decided_in).to.deep.include({
      available: false,
      reason: 'this desk cannot save how a match was decided: the hosted web API has no such write.',
    });
  });

  it('announces set_walkover everywhere and set_retired at tennis only, each with the side (issue 14)', () => {
    for (const id of ['set_walkover', 'set_retired']) {
      const schema = schemaOf(actionsView(aDeskOf('tennis')), id);
      expect(schema.required, id).to.deep.equal(['side']);
      expect(schema.properties.side?.enum, id).to.deep.equal(['home', 'away']);
    }
    expect(actionsView(aFootballDesk()).set_walkover).to.include({ available: true });
    expect(actionsView(aFootballDesk()).set_retired).to.include({
      available: false,
      reason: 'the football catalogue has no retirement event.',
    });
  });

  it('announces record_event params as a JSON schema with type, playerId and timer', () => {
    const schema = schemaOf(actionsView(aFootballDesk()), 'record_event');
    expect(schema.required).to.deep.equal(['type']);
    expect(schema.properties.type).to.deep.include({
      type: 'integer',
      enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(schema.properties.playerId?.type).to.equal('string');
    expect(schema.properties.timer?.type).to.equal('string');
    expect(schema.properties.side?.enum).to.deep.equal(['home', 'away']);
  });

  it('announces setNumber and no timer at tennis, value at basketball', () => {
    const tennis = schemaOf(actionsView(aDeskOf('tennis')), 'record_event');
    expect(tennis.properties).to.have.property('setNumber');
    expect(tennis.properties).to.not.have.property('timer');
    const basketball = schemaOf(actionsView(aDeskOf('basketball')), 'record_event');
    expect(basketball.properties.value?.enum).to.deep.equal([2, 3]);
    expect(schemaOf(actionsView(aFootballDesk()), 'record_event').properties).to.not.have.property('value');
  });

  it('requires playerId for prepare_substitution and statistic and side for adjust_statistic', () => {
    const view = actionsView(aFootballDesk());
    expect(schemaOf(view, 'prepare_substitution').required).to.deep.equal(['playerId']);
    expect(schemaOf(view, 'adjust_statistic').required).to.deep.equal(['statistic', 'side']);
    expect(schemaOf(view, 'delete_event').required).to.deep.equal(['eventId']);
  });

  it('marks every action but set_retired (tennis only) available on an editable football match outside edit mode', () => {
    const view = actionsView(aFootballDesk());
    expect(ALL.filter((id) => !view[id]?.available)).to.deep.equal(['set_retired']);
  });

  it('is a read: building the catalog changes nothing', () => {
    const desk = aFootballDesk();
    const before = JSON.stringify(desk);
    actionsView(desk);
    expect(JSON.stringify(desk)).to.equal(before);
  });

  it('asks to open a match when none is loaded (spec 4.1 rule 5)', () => {
    expect(actionsWithoutMatch()).to.include({ available: false });
    expect(actionsWithoutMatch().message).to.match(/open a match/i);
  });
});

describe('Action availability: sport, rights and edit mode (spec 4.1 rule 4)', () => {
  it('sport: offers no substitution at tennis', () => {
    const view = actionsView(aDeskOf('tennis'));
    expect(view.prepare_substitution).to.include({ available: false });
    expect(view.prepare_substitution?.reason).to.match(/no line-ups/);
    expect(refused(aDeskOf('tennis'), 'prepare_substitution', { playerId: '7' }).code).to.equal(
      'action_unavailable',
    );
  });

  it('rights: without the right to edit only select_player stays available', () => {
    const view = actionsView(aFootballDesk({ canEdit: false }));
    expect(ALL.filter((id) => view[id]?.available)).to.deep.equal(['select_player']);
    expect(
      refused(aFootballDesk({ canEdit: false }), 'record_event', { type: 1, side: 'home' }).code,
    ).to.equal('action_unavailable');
  });

  it('edit mode: remote writes wait while the sheet is edited; choosing and cancelling stay', () => {
    const view = actionsView(withEditing(aFootballDesk(), true));
    expect(ALL.filter((id) => view[id]?.available)).to.deep.equal(['select_player', 'cancel_preparation']);
    expect(view.record_event?.reason).to.match(/edit mode/);
  });
});
