import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ClientNetworkError } from '../../src/client/shared/ClientNetworkError';
import { CommandTimeoutError } from '../../src/client/local/CommandTimeoutError';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/client/local/idempotencyKey';
import { LocalApiError } from '../../src/client/local/LocalApiError';
import { LocalClient } from '../../src/client/local/LocalClient';
import type { LocalState } from '../../src/client/local/localTypes';
import type { ClientDesk } from './support/clientDesk';
import { clientDesk } from './support/clientDesk';
import type { CuttingProxy } from './support/CuttingProxy';
import { cuttingProxy } from './support/CuttingProxy';
import { rejection } from './support/events';
import { mismatches, validatingFetch } from './support/validatingFetch';

function homeFieldPlayer(state: LocalState): string {
  const player = state.players.find((p) => p.teamSide === 'home' && p.role === 'field');
  if (!player) throw new Error('no home player on the field');
  return player.id;
}

describe('LocalClient against the real local host', () => {
  afterEach(() =>
    expect(mismatches.splice(0), 'answers that differ from the OpenAPI document').to.deep.equal([]),
  );
  let desk: ClientDesk;
  let client: LocalClient;

  before(async () => {
    desk = await clientDesk();
  });
  beforeEach(() => {
    client = new LocalClient({ fetch: validatingFetch, baseUrl: desk.url, key: desk.key });
  });
  afterEach(() => desk.gate.release());
  after(() => desk?.close());

  describe('reads', () => {
    it('reads the state with its contextKey and the four sections', async () => {
      const state = await client.state();
      expect(state.contextKey).to.equal(`football:${desk.demo.championshipId}:${desk.demo.live.id}`);
      expect(state.match.id).to.equal(desk.demo.live.id);
      expect(state.matchDays).to.be.an('array').that.is.not.empty;
      expect(state.standings).to.be.an('array').that.is.not.empty;
      expect(state.timer.clock).to.be.a('string');
    });

    it('reads the button listing, one button and its text as plain text', async () => {
      const buttons = await client.buttons();
      expect(buttons.timer?.gestures).to.include('left');
      const timer = await client.button('timer');
      expect(timer).to.deep.equal(buttons.timer);
      expect(await client.buttonText('timer')).to.equal(timer.text);
    });

    it('reads the texts and one text as plain text', async () => {
      const texts = await client.texts();
      expect(texts).to.have.property('score_home');
      expect(await client.text('score_home')).to.equal(texts.score_home);
    });

    it('reads every catalog with the contextKey it belongs to', async () => {
      const { contextKey } = await client.state();
      const actions = await client.actions();
      expect(actions.record_event?.available).to.equal(true);
      const keyed = await Promise.all([
        client.players(),
        client.events(),
        client.eventTypes(),
        client.statistics(),
        client.selections(),
        client.match(),
        client.matchDays(),
        client.scorers(),
        client.standings(),
      ]);
      for (const read of keyed) expect(read.contextKey).to.equal(contextKey);
      const [players, events, eventTypes, statistics, selections, match, matchDays, scorers, standings] =
        keyed;
      expect(players.players.length).to.be.greaterThan(0);
      expect(events.events).to.be.an('array');
      expect(eventTypes.eventTypes.map((t) => t.type)).to.include(1);
      expect(statistics.statistics).to.be.an('array');
      expect(selections.selections).to.have.property('playerId');
      expect(match.match.id).to.equal(desk.demo.live.id);
      expect(matchDays.matchDays.map((d) => d.relation)).to.include('current');
      expect(scorers.scorers).to.be.an('array');
      expect(standings.standings.length).to.be.greaterThan(0);
    });
  });

  describe('commands', () => {
    it('clicks a button with a fresh Idempotency-Key and resolves with the accepted command', async () => {
      const { contextKey } = await client.state();
      const done = await client.click('graphic_scoreboard', { contextKey });
      expect(done).to.include({ state: 'accepted', contextKey, kind: 'click' });
      expect((await client.button('graphic_scoreboard')).on).to.equal(true);
      expect(await client.command(done.id)).to.deep.equal(done);
    });

    it('resolves with the failed command, its code and error, when the gesture is not allowed', async () => {
      const { contextKey } = await client.state();
      const done = await client.click('timer', { contextKey, gesture: 'right' });
      expect(done).to.include({ state: 'failed', code: 'gesture_not_allowed' });
      expect(done.error).to.match(/right/);
    });

    it('records a goal through an action, polling until accepted', async () => {
      const state = await client.state();
      const before = state.score.home as number;
      const done = await client.action('record_event', {
        contextKey: state.contextKey,
        params: { type: 1, playerId: homeFieldPlayer(state), timer: '71' },
      });
      expect(done.state).to.equal('accepted');
      expect(done.result).to.include({ actionId: 'record_event', type: 1 });
      expect((await client.state()).score.home).to.equal(before + 1);
    });

    it('fails an action whose params the match refuses', async () => {
      const { contextKey } = await client.state();
      const done = await client.action('confirm_preparation', { contextKey });
      expect(done.state).to.equal('failed');
      expect(done.code).to.be.a('string').and.not.equal('');
    });

    it('gives each intention its own key: two identical clicks are two commands', async () => {
      const { contextKey } = await client.state();
      const first = await client.click('graphic_scoreboard', { contextKey });
      const second = await client.click('graphic_scoreboard', { contextKey });
      expect(first.id).to.not.equal(second.id);
    });

    it('returns the same command for a retried intention with the same key, running it once', async () => {
      const state = await client.state();
      const params = { type: 1, playerId: homeFieldPlayer(state), timer: '72' };
      const first = await client.action(
        'record_event',
        { contextKey: state.contextKey, params },
        {
          idempotencyKey: 'goal-72-home',
        },
      );
      const again = await client.action(
        'record_event',
        { contextKey: state.contextKey, params },
        {
          idempotencyKey: 'goal-72-home',
        },
      );
      expect(again.id).to.equal(first.id);
      expect(desk.gate.writes.filter((w) => w === 'save 1 72')).to.have.length(1);
    });

    it('refuses a caller key that does not match the spec pattern before sending anything', async () => {
      const { contextKey } = await client.state();
      const error = await rejection(client.click('timer', { contextKey }, { idempotencyKey: 'not a key!' }));
      expect(error).to.be.instanceOf(TypeError);
    });

    it('times out with CommandTimeoutError while the command stays pending, and can wait for it again', async () => {
      const state = await client.state();
      desk.gate.hold();
      const error = await rejection(
        client.action(
          'record_event',
          {
            contextKey: state.contextKey,
            params: { type: 1, playerId: homeFieldPlayer(state), timer: '73' },
          },
          { timeoutMs: 300, pollIntervalMs: 50 },
        ),
      );
      expect(error).to.be.instanceOf(CommandTimeoutError);
      const timedOut = error as CommandTimeoutError;
      expect(timedOut.command.state).to.equal('pending');
      expect(timedOut.timeoutMs).to.equal(300);
      desk.gate.release();
      const done = await client.waitFor(timedOut.command);
      expect(done).to.include({ id: timedOut.command.id, state: 'accepted' });
    });
  });

  describe('in a script of its own', () => {
    it("runs the README's example to its end: a click's poll keeps the process alive until it answers", async () => {
      // Found by review: the poll slept on an unref'ed timer, so a script whose only work was
      // `await desk.click(...)` exited (0, or 13 as a module) before the answer came.
      const script = `
        const { LocalClient } = require(${JSON.stringify(join(process.cwd(), 'dist/src/client'))});
        (async () => {
          const desk = new LocalClient({ baseUrl: process.env.URL, key: process.env.KEY });
          const state = await desk.state();
          const clicked = await desk.click('timer', { contextKey: state.contextKey });
          console.log('clicked', clicked.state);
        })();`;
      const child = spawn(process.execPath, ['-e', script], {
        env: { ...process.env, URL: desk.url, KEY: desk.key },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect({ code, out: out.trim() }).to.deep.equal({ code: 0, out: 'clicked accepted' });
    });
  });

  describe('network failure', () => {
    let proxy: CuttingProxy;
    beforeEach(async () => {
      proxy = await cuttingProxy(desk.port);
    });
    afterEach(() => proxy.close());

    it('retries a POST whose answer was lost with the same key: one command, one goal', async () => {
      const viaProxy = new LocalClient({
        fetch: validatingFetch,
        baseUrl: proxy.url,
        key: desk.key,
        retry: { baseMs: 10 },
      });
      const state = await viaProxy.state();
      const writes = desk.gate.writes.length;
      proxy.cutNextAnswer();
      const done = await viaProxy.action('record_event', {
        contextKey: state.contextKey,
        params: { type: 1, playerId: homeFieldPlayer(state), timer: '74' },
      });
      expect(proxy.cuts).to.equal(1);
      expect(done.state).to.equal('accepted');
      expect(desk.gate.writes.slice(writes)).to.deep.equal(['save 1 74']);
      expect((await client.state()).score.home).to.equal((state.score.home as number) + 1);
    });

    it('gives up after the configured attempts with ClientNetworkError naming the key to retry with', async () => {
      const unreachable = new LocalClient({
        fetch: validatingFetch,
        baseUrl: 'http://127.0.0.1:1',
        key: desk.key,
        retry: { attempts: 2, baseMs: 1 },
      });
      const error = await rejection(unreachable.click('timer', { contextKey: 'football:1:2' }));
      expect(error).to.be.instanceOf(ClientNetworkError);
      expect((error as ClientNetworkError).idempotencyKey).to.match(IDEMPOTENCY_KEY_PATTERN);
    });
  });

  describe('typed errors', () => {
    it('throws LocalApiError 401 key_invalid for a wrong key and 401 key_missing without one', async () => {
      const wrong = await rejection(
        new LocalClient({ fetch: validatingFetch, baseUrl: desk.url, key: 'ab'.repeat(32) }).state(),
      );
      expect(wrong).to.be.instanceOf(LocalApiError);
      expect(wrong).to.include({ status: 401, code: 'key_invalid' });
      const missing = await rejection(new LocalClient({ fetch: validatingFetch, baseUrl: desk.url }).texts());
      expect(missing).to.include({ status: 401, code: 'key_missing' });
      expect((missing as LocalApiError).error)
        .to.be.a('string')
        .and.not.equal('');
    });

    it('throws 404 button_unknown for an unknown button, on reads and on clicks', async () => {
      const { contextKey } = await client.state();
      expect(await rejection(client.button('no_such_button'))).to.include({
        status: 404,
        code: 'button_unknown',
      });
      expect(await rejection(client.click('no_such_button', { contextKey }))).to.include({
        status: 404,
        code: 'button_unknown',
      });
    });

    it('throws 409 context_changed for a stale contextKey, and 400 with errors for malformed params', async () => {
      const stale = await rejection(client.click('timer', { contextKey: 'football:0:0' }));
      expect(stale).to.include({ status: 409, code: 'context_changed' });
      const { contextKey } = await client.state();
      const malformed = await rejection(
        client.action('record_event', { contextKey, params: { type: 'goal' } }),
      );
      expect(malformed).to.be.instanceOf(LocalApiError);
      expect(malformed).to.include({ status: 400, code: 'invalid_params' });
      expect((malformed as LocalApiError).errors).to.have.property('type');
    });

    it('throws 404 command_not_found for a command the host never had', async () => {
      const error = await rejection(client.command('00000000-0000-4000-8000-000000000000'));
      expect(error).to.include({ status: 404, code: 'command_not_found' });
    });
  });
});
