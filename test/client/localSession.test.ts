import { expect } from 'chai';
import { FATAL_CLOSE_CODES } from '../../src/adapters/ws/local/closeCodes';
import { CommandTimeoutError } from '../../src/client/local/CommandTimeoutError';
import { LocalClient } from '../../src/client/local/LocalClient';
import type { LocalCommand, LocalState } from '../../src/client/local/localTypes';
import { LOCAL_WS_FATAL_CLOSE_CODES } from '../../src/client/local/session/closeCodes';
import type {
  LocalSessionOptions,
  ReadyInfo,
  StateUpdate,
} from '../../src/client/local/session/LocalSession';
import { LocalSession } from '../../src/client/local/session/LocalSession';
import { LocalSessionError } from '../../src/client/local/session/LocalSessionError';
import type { Disconnection } from '../../src/client/shared/ReconnectingSocket';
import type { ClientDesk } from './support/clientDesk';
import { freePort } from '../adapters/http/local/support/localHost';
import { clientDesk } from './support/clientDesk';
import { cuttingProxy } from './support/CuttingProxy';
import { nextEvent, pause, rejection } from './support/events';
import { mismatches, validatingFetch } from './support/validatingFetch';

function homeFieldPlayer(state: LocalState): string {
  const player = state.players.find((p) => p.teamSide === 'home' && p.role === 'field');
  if (!player) throw new Error('no home player on the field');
  return player.id;
}

describe('LocalSession against the real local host', () => {
  afterEach(() =>
    expect(mismatches.splice(0), 'answers that differ from the OpenAPI document').to.deep.equal([]),
  );
  let desk: ClientDesk;
  const sessions: LocalSession[] = [];

  before(async () => {
    desk = await clientDesk({ ws: { heartbeatMs: 200, authTimeoutMs: 400 } });
  });
  afterEach(async () => {
    desk.gate.release();
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });
  after(() => desk?.close());

  function session(options: Partial<LocalSessionOptions> = {}): LocalSession {
    const s = new LocalSession({
      fetch: validatingFetch,
      baseUrl: desk.url,
      key: desk.key,
      reconnect: { baseMs: 20, maxMs: 200 },
      ...options,
    });
    sessions.push(s);
    return s;
  }

  async function withState(s: LocalSession): Promise<LocalState> {
    if (s.state) return s.state;
    return (await nextEvent<StateUpdate>((l) => s.on('state', l))).state;
  }

  describe('authentication and state', () => {
    it('authenticates with the Bearer header, then keeps the latest state of the loaded match', async () => {
      const s = session();
      const states: StateUpdate[] = [];
      s.on('state', (u) => states.push(u));
      const ready = await s.start();
      const contextKey = `football:${desk.demo.championshipId}:${desk.demo.live.id}`;
      expect(ready).to.deep.include({ protocol: 1, contextKey, reconnected: false });
      const state = await withState(s);
      expect(state.contextKey).to.equal(contextKey);
      expect(s.contextKey).to.equal(contextKey);
      expect(s.rev).to.equal(states.at(-1)?.rev);
      expect(state.match.id).to.equal(desk.demo.live.id);
    });

    it('authenticates with an auth frame when asked to', async () => {
      const s = session({ auth: 'frame' });
      expect((await s.start()).contextKey).to.be.a('string');
      expect((await withState(s)).contextKey).to.equal(s.contextKey);
    });

    it('follows the state as commands change it, with increasing revs', async () => {
      const s = session();
      await s.start();
      const before = await withState(s);
      const revBefore = s.rev as number;
      const changed = nextEvent<StateUpdate>(
        (l) => s.on('state', l),
        (u) => u.state.timer.running !== before.timer.running,
      );
      await s.click('timer', { contextKey: before.contextKey });
      const update = await changed;
      expect(update.rev).to.be.greaterThan(revBefore);
      expect(s.state?.timer.running).to.equal(!before.timer.running);
    });

    it('answers a ping', async () => {
      const s = session();
      await s.start();
      expect(await s.ping())
        .to.be.a('number')
        .and.at.least(0);
    });
  });

  describe('commands over the socket', () => {
    it('resolves a click with its accepted command, acknowledged then reported', async () => {
      const s = session();
      await s.start();
      const { contextKey } = await withState(s);
      const done = await s.click('graphic_scoreboard', { contextKey });
      expect(done).to.include({ state: 'accepted', kind: 'click', contextKey });
      expect(
        (await new LocalClient({ fetch: validatingFetch, baseUrl: desk.url, key: desk.key }).command(done.id))
          .state,
      ).to.equal('accepted');
    });

    it('resolves an action recording a goal, and a failed click with its code', async () => {
      const s = session();
      await s.start();
      const state = await withState(s);
      const goal = await s.action('record_event', {
        contextKey: state.contextKey,
        params: { type: 1, playerId: homeFieldPlayer(state), timer: '80' },
      });
      expect(goal.state).to.equal('accepted');
      expect(goal.result).to.include({ actionId: 'record_event' });
      const refused = await s.click('timer', { contextKey: state.contextKey, gesture: 'right' });
      expect(refused).to.include({ state: 'failed', code: 'gesture_not_allowed' });
    });

    it('rejects with LocalSessionError when the host refuses the command (stale contextKey: 409)', async () => {
      const s = session();
      await s.start();
      const error = await rejection(s.click('timer', { contextKey: 'football:0:0' }));
      expect(error).to.be.instanceOf(LocalSessionError);
      expect(error).to.include({ code: 'context_changed', status: 409 });
    });

    it('rejects with CommandTimeoutError while the command stays pending', async () => {
      const s = session();
      await s.start();
      const state = await withState(s);
      desk.gate.hold();
      const error = await rejection(
        s.action(
          'record_event',
          {
            contextKey: state.contextKey,
            params: { type: 1, playerId: homeFieldPlayer(state), timer: '81' },
          },
          { timeoutMs: 300 },
        ),
      );
      expect(error).to.be.instanceOf(CommandTimeoutError);
      expect((error as CommandTimeoutError).command.state).to.equal('pending');
    });

    it('refuses to send before ready', async () => {
      const s = session();
      expect(await rejection(s.click('timer', { contextKey: 'x' }))).to.have.property(
        'name',
        'ClientNetworkError',
      );
    });
  });

  describe('spec 6.1: unavailable', () => {
    it('drops the previous match data on unavailable, and takes the next state when a match is loaded', async () => {
      const s = session();
      await s.start();
      const before = await withState(s);
      const gone = nextEvent<{ reason: string; contextKey: string | null }>((l) => s.on('unavailable', l));
      desk.host.services.desk.unload();
      expect(await gone).to.deep.equal({ reason: 'match_unloaded', contextKey: before.contextKey });
      expect(s.state).to.equal(null);
      expect(s.rev).to.equal(null);
      expect(s.contextKey).to.equal(null);
      const back = nextEvent<StateUpdate>((l) => s.on('state', l));
      await desk.host.services.desk.load(desk.demo.live.id);
      expect((await back).contextKey).to.equal(before.contextKey);
      expect(s.state?.contextKey).to.equal(before.contextKey);
    });
  });

  describe('reconnection', () => {
    it('reconnects after the host restarts on the same port, waiting with the injected jitter, and gets the state again', async () => {
      const draws: number[] = [];
      const s = session({ reconnect: { baseMs: 40, maxMs: 400, random: () => (draws.push(0.5), 0.5) } });
      await s.start();
      await withState(s);
      const drops: Disconnection[] = [];
      s.on('disconnected', (d) => drops.push(d));
      const back = nextEvent<ReadyInfo>(
        (l) => s.on('ready', l),
        () => true,
        10_000,
      );
      await desk.restart();
      const ready = await back;
      expect(ready.reconnected).to.equal(true);
      expect(drops[0]).to.deep.include({ code: 1001, fatal: false, retryInMs: 20 });
      // While the port was closed each try waited longer: 20, 40, 80… (half of each ceiling).
      expect(drops.map((d) => d.retryInMs)).to.deep.equal(
        drops.map((_, i) => Math.floor(0.5 * Math.min(400, 40 * 2 ** i))),
      );
      expect(draws.length).to.equal(drops.length);
      const state = await withState(s);
      expect(state.contextKey).to.equal(ready.contextKey);
      const done = await s.click('graphic_scoreboard', { contextKey: state.contextKey });
      expect(done.state).to.equal('accepted');
    });

    it('finishes a command acknowledged before the connection broke, reading its status once back', async () => {
      const proxy = await cuttingProxy(desk.port);
      try {
        const s = session({ baseUrl: proxy.url, reconnect: { baseMs: 300, random: () => 0.99 } });
        await s.start();
        const state = await withState(s);
        desk.gate.hold();
        const acked = nextEvent<{ requestId: string; command: LocalCommand }>((l) => s.on('ack', l));
        const finished = s.action('record_event', {
          contextKey: state.contextKey,
          params: { type: 1, playerId: homeFieldPlayer(state), timer: '82' },
        });
        const { command } = await acked;
        expect(command.state).to.equal('pending');
        const dropped = nextEvent<Disconnection>((l) => s.on('disconnected', l));
        proxy.dropConnections();
        expect((await dropped).retryInMs).to.equal(Math.floor(0.99 * 300));
        desk.gate.release();
        await desk.host.services.desk.idle(); // accepted while the session is away: its message is missed
        const done = await finished;
        expect(done).to.include({ id: command.id, state: 'accepted' });
        expect(s.ready).to.equal(true);
      } finally {
        await proxy.close();
      }
    });

    it('never reconnects after 4401: a wrong key in the auth frame', async () => {
      const s = session({ auth: 'frame', key: 'ab'.repeat(32) });
      const drops: Disconnection[] = [];
      s.on('disconnected', (d) => drops.push(d));
      const closed = nextEvent<Disconnection>((l) => s.on('close', l));
      const error = await rejection(s.start());
      expect(error).to.be.instanceOf(Error);
      expect(await closed).to.deep.include({ code: 4401, fatal: true, retryInMs: null });
      await pause(200);
      expect(drops).to.have.length(1);
    });

    it('never reconnects after the upgrade is refused with 401: a wrong key in the header', async () => {
      const s = session({ key: 'ab'.repeat(32) });
      const drops: Disconnection[] = [];
      s.on('disconnected', (d) => drops.push(d));
      await rejection(s.start());
      await pause(200);
      expect(drops).to.have.length(1);
      expect(drops[0]).to.deep.include({ status: 401, fatal: true, retryInMs: null });
    });

    it('never reconnects after 4408: no authentication in time', async () => {
      const s = session({ auth: 'frame', key: undefined });
      const closed = nextEvent<Disconnection>((l) => s.on('close', l));
      await rejection(s.start());
      expect(await closed).to.deep.include({ code: 4408, fatal: true });
    });

    it('stops for good when the operator rotates the key (4401 at the next heartbeat)', async () => {
      const s = session();
      await s.start();
      const closed = nextEvent<Disconnection>((l) => s.on('close', l));
      await desk.host.rotateKeys();
      expect(await closed).to.deep.include({ code: 4401, fatal: true, retryInMs: null });
      expect(s.ready).to.equal(false);
    });

    it('stops for good when closed between two tries, and start() rejects', async () => {
      const s = session({
        baseUrl: `http://127.0.0.1:${await freePort()}`,
        reconnect: { baseMs: 5000, random: () => 0.99 },
      });
      const first = nextEvent<Disconnection>((l) => s.on('disconnected', l));
      const started = rejection(s.start());
      expect((await first).retryInMs).to.be.a('number');
      const closed = nextEvent<Disconnection>((l) => s.on('close', l));
      await s.close();
      expect(await closed).to.deep.include({ fatal: false, retryInMs: null });
      expect(await started).to.be.instanceOf(Error);
    });

    it('waits at least the Retry-After of a 429 upgrade (too many sessions) before trying again', async () => {
      const crowded = await clientDesk({ ws: { maxConnections: 1 } });
      try {
        const first = session({ baseUrl: crowded.url, key: crowded.key });
        await first.start();
        const second = session({
          baseUrl: crowded.url,
          key: crowded.key,
          reconnect: { baseMs: 10, random: () => 0 },
        });
        const refused = nextEvent<Disconnection>((l) => second.on('disconnected', l));
        void second.start().catch(() => undefined);
        const drop = await refused;
        expect(drop).to.deep.include({ status: 429, fatal: false });
        expect(drop.retryInMs).to.equal(5000); // the host's Retry-After: 5
      } finally {
        await Promise.all(sessions.splice(0).map((s) => s.close()));
        await crowded.close();
      }
    });

    it('pauses at least 1 s after 4429 (messages faster than the limit), then comes back', async () => {
      const s = session({ reconnect: { baseMs: 10, random: () => 0 } });
      await s.start();
      const dropped = nextEvent<Disconnection>((l) => s.on('disconnected', l));
      const pings = Array.from({ length: 150 }, () => s.ping().catch(() => undefined));
      expect(await dropped).to.deep.include({ code: 4429, fatal: false, retryInMs: 1000 });
      await Promise.all(pings);
      expect((await nextEvent<ReadyInfo>((l) => s.on('ready', l))).reconnected).to.equal(true);
    });

    it('publishes the same fatal close codes as the host', () => {
      expect([...LOCAL_WS_FATAL_CLOSE_CODES].sort()).to.deep.equal([...FATAL_CLOSE_CODES].sort());
    });
  });
});
