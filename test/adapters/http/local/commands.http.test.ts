import { expect } from 'chai';
import type { LocalServer } from './support/localServer';
import { localServer } from './support/localServer';

describe('local API commands (spec 2.3, 3.1, 4.1 rules 1-3)', () => {
  let server: LocalServer;
  beforeEach(async () => {
    server = await localServer();
  });
  afterEach(() => server.close());

  const click = (buttonId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.call(`/api/v1/buttons/${buttonId}/click`, { json: body, headers });
  const action = (actionId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.call(`/api/v1/actions/${actionId}`, { json: body, headers });

  it('answers a click with 202 and a pending Command whose statusUrl polls to accepted', async () => {
    const res = await click('timer', { contextKey: server.world.contextKey() });
    expect(res.status).to.equal(202);
    expect(res.body).to.include({ state: 'pending', contextKey: server.world.contextKey(), kind: 'click' });
    expect(res.body.id).to.match(/^[0-9a-f-]{36}$/);
    expect(res.body.statusUrl).to.equal(`/api/v1/commands/${res.body.id}`);
    expect(res.headers.get('location')).to.equal(res.body.statusUrl);
    await server.world.desk.idle();
    const polled = await server.call(res.body.statusUrl);
    expect(polled.status).to.equal(200);
    expect(polled.body).to.include({ id: res.body.id, state: 'accepted' });
    const button = await server.call('/api/v1/buttons/timer');
    expect(button.body.on).to.be.a('boolean');
    const state = await server.call('/api/v1/state');
    expect(state.body.timer.running).to.be.true;
  });

  it('takes a gesture (default left) and fails a gesture the button does not allow', async () => {
    const res = await click('timer', { contextKey: server.world.contextKey(), gesture: 'right' });
    expect(res.status).to.equal(202);
    await server.world.desk.idle();
    const polled = await server.call(res.body.statusUrl);
    expect(polled.body).to.include({ state: 'failed', code: 'gesture_not_allowed' });
    expect(polled.body.error).to.be.a('string').and.match(/right/);
  });

  it('runs a graphic button: accepted means handed to the graphic handler', async () => {
    const res = await click('graphic_scoreboard', { contextKey: server.world.contextKey() });
    await server.world.desk.idle();
    expect((await server.call(res.body.statusUrl)).body.state).to.equal('accepted');
    expect((await server.call('/api/v1/buttons/graphic_scoreboard')).body.on).to.be.true;
  });

  it('records a goal through an action, then shows the new score', async () => {
    const scorer = server.world.fieldPlayer('home');
    const res = await action('record_event', {
      contextKey: server.world.contextKey(),
      params: { type: 1, playerId: scorer.id, timer: '70' },
    });
    expect(res.status).to.equal(202);
    await server.world.desk.idle();
    const done = await server.call(res.body.statusUrl);
    expect(done.body.state).to.equal('accepted');
    expect(done.body.result).to.include({ actionId: 'record_event', type: 1 });
    const texts = await server.call('/api/v1/texts');
    expect(texts.body).to.include({ score_home: '1', score_away: '1' });
  });

  it('answers 404 once a finished command is 60 s old, never while it is pending', async () => {
    const res = await click('timer', { contextKey: server.world.contextKey() });
    await server.world.desk.idle();
    server.world.clock.advance(60_000);
    expect((await server.call(res.body.statusUrl)).status).to.equal(200);
    server.world.clock.advance(1);
    const gone = await server.call(res.body.statusUrl);
    expect(gone.status).to.equal(404);
    expect(gone.body).to.include({ code: 'command_not_found' });
  });

  it('answers 404 for a command it never had', async () => {
    expect((await server.call('/api/v1/commands/00000000-0000-4000-8000-999999999999')).status).to.equal(404);
  });

  it('keeps commands readable after the match is unloaded', async () => {
    const res = await click('timer', { contextKey: server.world.contextKey() });
    await server.world.desk.idle();
    server.world.desk.unload();
    expect((await server.call(res.body.statusUrl)).body.state).to.equal('accepted');
  });

  describe('Idempotency-Key', () => {
    it('returns the same command for the same key and content, and runs it once', async () => {
      const body = {
        contextKey: server.world.contextKey(),
        params: { type: 1, playerId: server.world.fieldPlayer('home').id },
      };
      const first = await action('record_event', body, { 'Idempotency-Key': 'goal-70' });
      await server.world.desk.idle();
      // The same content with another layout is the same content.
      const again = await server.call('/api/v1/actions/record_event', {
        raw: JSON.stringify({ params: body.params, contextKey: body.contextKey }, null, 2),
        headers: { 'Idempotency-Key': 'goal-70' },
      });
      expect(again.status).to.equal(202);
      expect(again.body.id).to.equal(first.body.id);
      expect(again.body.state).to.equal('accepted');
      await server.world.desk.idle();
      expect(server.world.host.writes).to.have.length(1);
    });

    it('binds the key to the path: the same key on another action is a reuse', async () => {
      const key = server.world.contextKey();
      await click('timer', { contextKey: key }, { 'Idempotency-Key': 'k1' });
      const other = await click('period', { contextKey: key }, { 'Idempotency-Key': 'k1' });
      expect(other.status).to.equal(422);
      expect(other.body).to.include({ code: 'idempotency_key_reused' });
    });
  });
});
