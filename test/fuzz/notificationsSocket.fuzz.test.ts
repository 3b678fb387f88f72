// Issue 13, "Fuzzing in CI": client frames of the web host's notifications WebSocket
// (/api/notifications), built from the AsyncAPI document's client message (ping), valid and
// hostile (test/fuzz/support/frameCases.ts). Invariants on every frame: every message and close
// code valid against the document, nothing logged as an error, nothing stored changes, and an
// error names the field at fault.
import { expect } from 'chai';
import { messageFaults, REALTIME_DOCUMENT } from '../support/asyncapiValidation';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';
import { connect, wsUrl } from '../support/wsClient';
import { FrameDriver, fuzzFrames, pingThrough } from './support/frameAnswers';
import { frameCase } from './support/frameCases';
import type { Budget } from './support/fuzzRun';
import { mochaTimeoutOf } from './support/fuzzRun';

const BUDGET: Budget = { runs: 1000, seconds: 5 };
const WAIT_MS = 15_000;

describe('fuzz: web notifications WebSocket frames (issue 13)', function () {
  this.timeout(mochaTimeoutOf(BUDGET));
  let host: TestWebHost;
  let cookie: string;

  before(async () => {
    host = await startTestWebHost(sqliteWebBackend);
    cookie = await host.sessionCookie(host.world.users.adminA);
  });
  after(() => host?.close());

  /** Every championship's version (a write bumps it) and the tokens: a frame must change none. */
  async function stored(): Promise<string> {
    const { world, backend } = host;
    const ids = [...Object.values(world.championships), world.archived, world.foreign].map(
      (c) => c.championship.id,
    );
    const versions = await Promise.all(ids.map((id) => backend.stores.championships.version(id)));
    const tokens = await backend.tokens.listByCompany(world.companyA.id);
    return JSON.stringify({ versions, tokens: tokens.map((t) => ({ ...t, lastUsedAt: null })) });
  }

  const open = async () => {
    const client = await connect(wsUrl(host.url, '/api/notifications'), { headers: { Cookie: cookie } });
    await client.nextOf('ready', 0, WAIT_MS);
    return client;
  };

  it('answers every valid and hostile frame within the document, names every fault, and changes nothing', async function () {
    const driver = new FrameDriver({
      channel: 'webNotifications',
      open,
      roundTrip: (client) => pingThrough(client, { type: 'ping' }, (m) => m.type === 'pong', WAIT_MS),
      state: stored,
      settle: async () => undefined,
      namesFault: () => true,
    });
    const frames = frameCase({
      channel: 'webNotifications',
      maxFrameBytes: REALTIME_DOCUMENT.channels.webNotifications['x-limits'].maxFrameBytes as number,
      faultsOf: (frame) => messageFaults('webNotifications', 'toServer', frame),
    });
    await fuzzFrames(this.test?.fullTitle() ?? '', frames, driver, host.logger, BUDGET);
    // No crash: a new session still gets its pong.
    const client = await open();
    await pingThrough(client, { type: 'ping' }, (m) => m.type === 'pong', WAIT_MS);
    client.close();
    expect(client.isClosed || client.messages.some((m) => m.type === 'pong')).to.equal(true);
  });
});
