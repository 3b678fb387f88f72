import { expect } from 'chai';
import type { CommandView } from '../../../src/application/desk/CommandView';
import type { DeskWorld } from './support/DeskWorld';
import { deskWorld } from './support/DeskWorld';
import { Submissions } from './support/submissions';

function submitted(world: DeskWorld, submission: Parameters<DeskWorld['desk']['submit']>[0]): CommandView {
  const result = world.desk.submit(submission);
  if (!result.ok) throw new Error(`submission refused: ${result.error.code}`);
  return result.value.command;
}

function read(world: DeskWorld, id: string): CommandView {
  const result = world.desk.command(id);
  if (!result.ok) throw new Error(`command ${id}: ${result.error.code}`);
  return result.value;
}

describe('DeskService: commands (spec 3.1, 4.1 rules 1-3)', () => {
  let world: DeskWorld;
  beforeEach(async () => {
    world = await deskWorld();
  });
  afterEach(() => {
    expect(world.errors).to.deep.equal([]);
  });

  it('returns a pending command with its statusUrl, then runs it to accepted', async () => {
    const command = submitted(world, Submissions.click(world.contextKey(), 'timer'));
    expect(command).to.include({
      state: 'pending',
      statusUrl: `/api/v1/commands/${command.id}`,
      kind: 'click',
    });
    await world.desk.idle();
    expect(read(world, command.id).state).to.equal('accepted');
    const state = world.desk.reads.state();
    expect(state.ok && state.value.timer.running).to.be.true;
  });

  it('records a goal through the web write rules: stored, scored, in scorers and standings', async () => {
    const scorer = world.fieldPlayer('home');
    const command = submitted(world, Submissions.goal(world.contextKey(), scorer.id, '70'));
    await world.desk.idle();
    const done = read(world, command.id);
    expect(done.state).to.equal('accepted');
    const eventId = String(done.result?.eventId);
    const stored = await world.stores.matches.event(eventId);
    expect(stored).to.include({ type: 1, playerId: scorer.id, timer: '70', saved: true });
    expect(await world.stores.matches.byId(world.demo.live.id)).to.include({ homeScore: 1, awayScore: 1 });
    const state = world.desk.reads.state();
    if (!state.ok) throw new Error('state should read');
    expect(state.value.score).to.deep.equal({ home: 1, away: 1 });
    expect(state.value.match).to.include({ homeScore: 1, awayScore: 1 });
    expect(state.value.scorers.map((s) => s.eventId)).to.include(eventId);
    expect(state.value.events.find((e) => e.id === eventId)).to.include({ saved: true, optimistic: false });
  });

  it('shows the goal as optimistic while the store write runs', async () => {
    world.host.hold();
    const scorer = world.fieldPlayer('home');
    const command = submitted(world, Submissions.goal(world.contextKey(), scorer.id));
    await new Promise((resolve) => setImmediate(resolve));
    const during = world.desk.reads.events();
    expect(during.ok && during.value.events.find((e) => e.id === `pending-${command.id}`)).to.include({
      optimistic: true,
    });
    world.host.release();
    await world.desk.idle();
    const after = world.desk.reads.events();
    expect(after.ok && after.value.events.some((e) => e.optimistic)).to.be.false;
  });

  it('fails a command the desk refuses and changes nothing: a forbidden gesture', async () => {
    const before = world.desk.reads.state();
    const command = submitted(world, Submissions.click(world.contextKey(), 'timer', 'middle'));
    await world.desk.idle();
    expect(read(world, command.id)).to.include({ state: 'failed', code: 'gesture_not_allowed' });
    expect(read(world, command.id).error).to.match(/middle/);
    expect(world.desk.reads.state()).to.deep.equal(before);
  });

  it('fails an action whose params name an unknown player', async () => {
    const command = submitted(world, Submissions.goal(world.contextKey(), '999999'));
    await world.desk.idle();
    expect(read(world, command.id)).to.include({ state: 'failed', code: 'invalid_params' });
    expect(read(world, command.id).errors).to.have.property('playerId');
  });

  it('fails an action unavailable in edit mode, and runs select_player all the same', async () => {
    world.desk.setEditing(true);
    const goal = submitted(world, Submissions.goal(world.contextKey(), world.fieldPlayer('home').id));
    const select = submitted(
      world,
      Submissions.action(world.contextKey(), 'select_player', { playerId: world.fieldPlayer('away').id }),
    );
    await world.desk.idle();
    expect(read(world, goal.id)).to.include({ state: 'failed', code: 'action_unavailable' });
    expect(read(world, select.id).state).to.equal('accepted');
  });

  it('fails the write the sport rules refuse and leaves desk and store as they were', async () => {
    const eventsBefore = await world.stores.matches.events(world.demo.live.id);
    const stateBefore = world.desk.reads.state();
    // The player moved to another club in the store after the desk loaded the match.
    const scorer = world.fieldPlayer('home');
    const [stored] = await world.stores.championships
      .players([scorer.teamId])
      .then((ps) => ps.filter((p) => p.id === scorer.id));
    if (!stored) throw new Error('the scorer should be stored');
    await world.stores.championships.updatePlayer({
      ...stored,
      teamId:
        world.demo.finished.awayTeamId === scorer.teamId
          ? world.demo.finished.homeTeamId
          : world.demo.finished.awayTeamId,
    });
    const command = submitted(world, Submissions.goal(world.contextKey(), scorer.id));
    await world.desk.idle();
    const done = read(world, command.id);
    expect(done).to.include({ state: 'failed', code: 'validation_failed' });
    expect(await world.stores.matches.events(world.demo.live.id)).to.deep.equal(eventsBefore);
    expect(world.desk.reads.state()).to.deep.equal(stateBefore);
  });

  it('deletes a saved goal and recomputes the score', async () => {
    const goal = submitted(world, Submissions.goal(world.contextKey(), world.fieldPlayer('home').id));
    await world.desk.idle();
    const eventId = String(read(world, goal.id).result?.eventId);
    const deletion = submitted(world, Submissions.action(world.contextKey(), 'delete_event', { eventId }));
    await world.desk.idle();
    expect(read(world, deletion.id).state).to.equal('accepted');
    expect(await world.stores.matches.event(eventId)).to.equal(null);
    expect(await world.stores.matches.byId(world.demo.live.id)).to.include({ homeScore: 0, awayScore: 1 });
  });

  it('executes commands one at a time in submission order', async () => {
    world.host.hold();
    const key = world.contextKey();
    const player = world.fieldPlayer('home').id;
    const ids = ['71', '72', '73'].map((timer) => submitted(world, Submissions.goal(key, player, timer)).id);
    await new Promise((resolve) => setImmediate(resolve));
    expect(world.host.writes).to.deep.equal(['save 1 71']);
    world.host.release();
    await world.desk.idle();
    expect(world.host.writes).to.deep.equal(['save 1 71', 'save 1 72', 'save 1 73']);
    const saved = await Promise.all(
      ids.map((id) => world.stores.matches.event(String(read(world, id).result?.eventId))),
    );
    const sequences = saved.map((e) => e?.sequence ?? -1);
    expect(sequences).to.deep.equal([...sequences].sort((a, b) => a - b));
  });

  it('reports each command as created and finished, and each state change', async () => {
    world.changes.length = 0;
    const command = submitted(world, Submissions.click(world.contextKey(), 'timer'));
    await world.desk.idle();
    const updates = world.changes.filter((c) => c.type === 'command_updated');
    expect(updates.map((c) => c.type === 'command_updated' && c.command.state)).to.deep.equal([
      'pending',
      'accepted',
    ]);
    expect(updates.every((c) => c.type === 'command_updated' && c.command.id === command.id)).to.be.true;
    expect(world.changes.some((c) => c.type === 'state_changed')).to.be.true;
  });

  describe('refusals that register nothing', () => {
    it('refuses a stale contextKey with context_changed', () => {
      const result = world.desk.submit(Submissions.click('football:1:2', 'timer'));
      expect(!result.ok && result.error.code).to.equal('context_changed');
      expect(world.desk.pendingCount()).to.equal(0);
    });

    it('refuses an unknown button and an unknown action', () => {
      const button = world.desk.submit(Submissions.click(world.contextKey(), 'nope'));
      const action = world.desk.submit(Submissions.action(world.contextKey(), 'nope'));
      expect(!button.ok && button.error.code).to.equal('button_unknown');
      expect(!action.ok && action.error.code).to.equal('action_unknown');
    });

    it('refuses params of the wrong shape with their details', () => {
      const result = world.desk.submit(
        Submissions.action(world.contextKey(), 'record_event', { type: 'goal', extra: 1 }),
      );
      expect(!result.ok && result.error.code).to.equal('invalid_params');
      expect(!result.ok && result.error.details).to.have.keys(['type', 'extra']);
    });

    it('refuses a malformed Idempotency-Key', () => {
      const result = world.desk.submit(
        Submissions.withKey(Submissions.click(world.contextKey(), 'timer'), 'a b'),
      );
      expect(!result.ok && result.error.code).to.equal('invalid_idempotency_key');
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the existing command for the same key and content, and runs it once', async () => {
      const goal = Submissions.withKey(
        Submissions.goal(world.contextKey(), world.fieldPlayer('home').id),
        'k-1',
      );
      const first = submitted(world, goal);
      await world.desk.idle();
      const again = world.desk.submit(goal);
      expect(again.ok && again.value.replayed).to.be.true;
      expect(again.ok && again.value.command).to.deep.equal(read(world, first.id));
      await world.desk.idle();
      expect(world.host.writes).to.have.length(1);
    });

    it('refuses the same key with other content with idempotency_key_reused', () => {
      const key = world.contextKey();
      submitted(world, Submissions.withKey(Submissions.click(key, 'timer'), 'k-2', 'hash-a'));
      const other = world.desk.submit(Submissions.withKey(Submissions.click(key, 'timer'), 'k-2', 'hash-b'));
      expect(!other.ok && other.error.code).to.equal('idempotency_key_reused');
    });

    it('frees the key once its command is removed', async () => {
      const click = Submissions.withKey(Submissions.click(world.contextKey(), 'timer'), 'k-3');
      const first = submitted(world, click);
      await world.desk.idle();
      world.clock.advance(60_001);
      const second = submitted(world, click);
      expect(second.id).to.not.equal(first.id);
    });
  });

  describe('retention (60 s after creation)', () => {
    it('keeps a finished command 60 s after its creation, then answers command_not_found', async () => {
      const command = submitted(world, Submissions.click(world.contextKey(), 'timer'));
      await world.desk.idle();
      world.clock.advance(60_000);
      expect(read(world, command.id).state).to.equal('accepted');
      world.clock.advance(1);
      const gone = world.desk.command(command.id);
      expect(!gone.ok && gone.error.code).to.equal('command_not_found');
    });

    it('keeps a pending command readable past the retention', async () => {
      world.host.hold();
      const command = submitted(world, Submissions.goal(world.contextKey(), world.fieldPlayer('home').id));
      world.clock.advance(120_000);
      world.desk.purgeExpired();
      expect(read(world, command.id).state).to.equal('pending');
      world.host.release();
      await world.desk.idle();
      world.desk.purgeExpired();
      expect(world.desk.command(command.id).ok).to.be.false;
    });

    it('takes a shorter retention for tests', async () => {
      const short = await deskWorld({ retentionMs: 10 });
      const command = short.desk.submit(Submissions.click(short.contextKey(), 'timer'));
      if (!command.ok) throw new Error('refused');
      await short.desk.idle();
      short.clock.advance(11);
      expect(short.desk.command(command.value.command.id).ok).to.be.false;
    });
  });

  describe('pending limit (16)', () => {
    it('refuses the 17th pending command, then accepts again once the queue moved', async () => {
      world.host.hold();
      const key = world.contextKey();
      const player = world.fieldPlayer('home').id;
      for (let i = 0; i < 16; i += 1) submitted(world, Submissions.goal(key, player, String(60 + i)));
      const refused = world.desk.submit(Submissions.click(key, 'timer'));
      expect(!refused.ok && refused.error.code).to.equal('too_many_pending_commands');
      expect(world.desk.pendingCount()).to.equal(16);
      world.host.release();
      await world.desk.idle();
      expect(world.desk.pendingCount()).to.equal(0);
      expect(world.desk.submit(Submissions.click(key, 'timer')).ok).to.be.true;
    });
  });

  describe('the match changes while commands wait', () => {
    it('fails a pending command with context_changed once another match is loaded', async () => {
      world.host.hold();
      const key = world.contextKey();
      const first = submitted(world, Submissions.goal(key, world.fieldPlayer('home').id));
      const second = submitted(world, Submissions.click(key, 'timer'));
      await world.desk.load(world.demo.finished.id);
      world.host.release();
      await world.desk.idle();
      expect(read(world, first.id).state).to.equal('accepted');
      expect(read(world, second.id)).to.include({ state: 'failed', code: 'context_changed' });
    });

    it('fails a pending command with match_unavailable once the match is unloaded', async () => {
      world.host.hold();
      const key = world.contextKey();
      submitted(world, Submissions.goal(key, world.fieldPlayer('home').id));
      const second = submitted(world, Submissions.click(key, 'timer'));
      world.desk.unload();
      world.host.release();
      await world.desk.idle();
      expect(read(world, second.id)).to.include({ state: 'failed', code: 'match_unavailable' });
    });

    it('fails the commands still pending at shutdown', () => {
      world.host.hold();
      const command = submitted(world, Submissions.goal(world.contextKey(), world.fieldPlayer('home').id));
      world.desk.failPending();
      expect(read(world, command.id)).to.include({ state: 'failed', code: 'shutting_down' });
      world.host.release();
    });
  });

  it('records without the right to edit: action_unavailable', async () => {
    const readOnly = await deskWorld({ canEdit: false });
    const command = readOnly.desk.submit(
      Submissions.goal(readOnly.contextKey(), readOnly.fieldPlayer('home').id),
    );
    if (!command.ok) throw new Error('refused');
    await readOnly.desk.idle();
    const done = readOnly.desk.command(command.value.command.id);
    expect(done.ok && done.value).to.include({ state: 'failed', code: 'action_unavailable' });
  });
});
