import { expect } from 'chai';
import { deskPlayers } from '../../../src/domain/desk/deskPlayers';
import { withEditing } from '../../../src/domain/desk/deskUpdates';
import { preparedView } from '../../../src/domain/desk/views/preparedView';
import { aFootballDesk, AWAY, HOME, T0 } from './support/DeskMother';
import { act, refused } from './support/act';

const roleOf = (desk: ReturnType<typeof aFootballDesk>, id: string): string | undefined =>
  deskPlayers(desk).find((p) => p.id === id)?.role;

describe('prepare_event and confirm_preparation (spec 2.1 prepared, 4.1 rule 4)', () => {
  it('notes a prepared event with the moment it was prepared, and records nothing yet', () => {
    const out = act(aFootballDesk(), 'prepare_event', { type: 1, side: 'home' }, T0 + 1_000);
    expect(out.desk.events).to.deep.equal([]);
    expect(preparedView(out.desk)).to.include({
      kind: 'event',
      type: 1,
      side: 'home',
      timer: '1',
      preparedAt: new Date(T0 + 1_000).toISOString(),
    });
    expect(out.effects[0]).to.include({ type: 'preparation_changed' });
  });

  it('confirms the preparation with the scorer chosen later, and clears it', () => {
    const prepared = act(aFootballDesk(), 'prepare_event', { type: 1, side: 'home' }).desk;
    const out = act(prepared, 'confirm_preparation', { playerId: '8' }, T0, 'cmd-2');
    expect(out.desk.prepared).to.be.null;
    expect(out.desk.events.at(-1)).to.include({ id: 'pending-cmd-2', type: 1, clubId: HOME, playerId: '8' });
    expect(out.effects.map((e) => e.type)).to.deep.equal(['event_recorded', 'preparation_changed']);
  });

  it('keeps the prepared moment, not the time of the confirmation', () => {
    const prepared = act(aFootballDesk(), 'prepare_event', { type: 1, side: 'home', timer: '30' }).desk;
    expect(act(prepared, 'confirm_preparation', {}).desk.events.at(-1)?.timer).to.equal('30');
  });

  it('refuses to confirm when nothing is prepared (nothing_prepared)', () => {
    expect(refused(aFootballDesk(), 'confirm_preparation').code).to.equal('nothing_prepared');
  });

  it('refuses to confirm an incomplete preparation and keeps it', () => {
    const prepared = act(aFootballDesk(), 'prepare_event', { type: 3 }).desk;
    expect(refused(prepared, 'confirm_preparation').code).to.equal('invalid_params');
    expect(prepared.prepared).to.not.be.null;
  });

  it('refuses to prepare with an unknown player', () => {
    expect(refused(aFootballDesk(), 'prepare_event', { type: 1, playerId: '404' }).details).to.have.property(
      'playerId',
    );
  });

  it('replaces an earlier preparation', () => {
    const first = act(aFootballDesk(), 'prepare_event', { type: 1, side: 'home' }).desk;
    const second = act(first, 'prepare_event', { type: 3, side: 'away' }).desk;
    expect(preparedView(second)).to.include({ type: 3, side: 'away' });
  });
});

describe('cancel_preparation', () => {
  it('drops the preparation', () => {
    const prepared = act(aFootballDesk(), 'prepare_event', { type: 1, side: 'home' }).desk;
    const out = act(prepared, 'cancel_preparation');
    expect(out.desk.prepared).to.be.null;
    expect(out.effects).to.deep.equal([{ type: 'preparation_changed', prepared: null }]);
  });

  it('may cancel in edit mode, since it writes nothing', () => {
    const prepared = act(aFootballDesk(), 'prepare_event', { type: 1, side: 'home' }).desk;
    expect(act(withEditing(prepared, true), 'cancel_preparation').desk.prepared).to.be.null;
  });

  it('refuses to cancel when nothing is prepared (nothing_prepared)', () => {
    expect(refused(aFootballDesk(), 'cancel_preparation').code).to.equal('nothing_prepared');
  });
});

describe('prepare_substitution (team sports)', () => {
  it('prepares who leaves, then confirms who enters and swaps field and bench on the desk', () => {
    const prepared = act(aFootballDesk(), 'prepare_substitution', { playerId: '8' }).desk;
    expect(preparedView(prepared)).to.include({ kind: 'substitution', type: 5, side: 'home', playerId: '8' });
    const out = act(prepared, 'confirm_preparation', { playerInId: '9' });
    expect(out.desk.events.at(-1)).to.include({ type: 5, clubId: HOME, playerId: '8', playerInId: '9' });
    expect(roleOf(out.desk, '8')).to.equal('bench');
    expect(roleOf(out.desk, '9')).to.equal('field');
  });

  it('records a complete substitution through record_event too', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 5, playerId: '21', playerInId: '22' });
    expect(out.desk.events.at(-1)).to.include({ clubId: AWAY, playerInId: '22' });
    expect(roleOf(out.desk, '22')).to.equal('field');
  });

  it('refuses a leaving player who is on the bench', () => {
    expect(refused(aFootballDesk(), 'prepare_substitution', { playerId: '9' }).details?.playerId).to.match(
      /bench/,
    );
  });

  it('refuses an entering player who is already on the field', () => {
    const e = refused(aFootballDesk(), 'record_event', { type: 5, playerId: '7', playerInId: '8' });
    expect(e.details?.playerInId).to.match(/already on the field/);
  });

  it('refuses an entering player of the other club, by the sport rules', () => {
    const e = refused(aFootballDesk(), 'record_event', { type: 5, playerId: '7', playerInId: '22' });
    expect(e.details).to.have.property('playerInId');
  });

  it('refuses to confirm a substitution without the entering player', () => {
    const prepared = act(aFootballDesk(), 'prepare_substitution', { playerId: '8' }).desk;
    expect(refused(prepared, 'confirm_preparation').details).to.have.property('playerInId');
  });
});
