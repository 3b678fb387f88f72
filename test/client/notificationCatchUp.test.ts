import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import type { NotifiedSnapshot } from '../../src/client/web/NotificationSubscriber';
import { CATCH_UP_READS_AT_ONCE, NotificationSubscriber } from '../../src/client/web/NotificationSubscriber';
import type { WebClient } from '../../src/client/web/WebClient';
import type { MatchRef } from '../../src/client/web/webTypes';
import { nextEvent } from './support/events';

// The catch-up after a reconnection against a scripted notifications socket and a client whose
// get_match takes READ_MS: how much it reads, and what waits for it (found by review: every
// reconnection queued a read of each followed match, live snapshots waited behind them all, and
// close() waited for every one).

const READ_MS = 40;
const FOLLOWED = 40;

/** A get_match that takes READ_MS and answers version 1; snapshots answer at once. */
class SlowClient {
  reads = 0;
  getMatch(ref: MatchRef): Promise<{ version: number }> {
    this.reads += 1;
    void ref;
    return new Promise((resolve) => setTimeout(() => resolve({ version: 1 }), READ_MS));
  }
  readSnapshotUrl(url: string): Promise<{ url: string }> {
    return Promise.resolve({ url });
  }
}

describe('NotificationSubscriber: the catch-up after a reconnection (found by review)', () => {
  let server: WebSocketServer;
  let url: string;
  let sockets: WebSocket[] = [];
  let subscriber: NotificationSubscriber;
  let client: SlowClient;

  beforeEach(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket) => {
      sockets.push(socket);
      socket.send(JSON.stringify({ type: 'ready', protocol: 1, heartbeatMs: 10_000 }));
    });
    client = new SlowClient();
    subscriber = new NotificationSubscriber({
      baseUrl: url,
      cookie: 'md_session=test',
      client: client as unknown as WebClient,
      reconnect: { baseMs: 5, maxMs: 10 },
    });
    for (let i = 1; i <= FOLLOWED; i += 1) {
      subscriber.trackVersion(String(i), 1, { sport: 'football', championshipId: '1' });
    }
    await subscriber.start();
  });
  afterEach(async () => {
    await subscriber.close();
    await new Promise((resolve) => server.close(resolve));
    sockets = [];
  });

  /** Drops the connection; resolves at the `ready` of the next one. */
  async function reconnect(): Promise<void> {
    const back = nextEvent<{ reconnected: boolean }>((l) => subscriber.on('ready', l));
    sockets.splice(0).forEach((s) => s.terminate());
    await back;
  }

  const notify = (matchId: string, version: number) =>
    sockets.at(-1)?.send(
      JSON.stringify({
        type: 'match_data',
        sport: 'football',
        championshipId: '1',
        matchId,
        snapshotUrl: `/api/football/get_match_snapshot?championship_id=1&match_id=${matchId}`,
        version,
        at: new Date().toISOString(),
      }),
    );

  it('hands over a live notification’s snapshot without waiting for the catch-up’s reads', async () => {
    await reconnect();
    const live = nextEvent<NotifiedSnapshot>((l) => subscriber.on('snapshot', l));
    notify('999', 7);
    const { notification, caughtUp } = await live;
    expect([notification.matchId, caughtUp]).to.deep.equal(['999', false]);
    // Reads go a few at a time: far from all of them were made when the live snapshot came.
    expect(client.reads).to.be.below(FOLLOWED / 2);
  });

  it('ends a catch-up when the socket reconnects again: the reads do not pile up', async () => {
    for (let i = 0; i < 4; i += 1) await reconnect();
    await new Promise((resolve) => setTimeout(resolve, (FOLLOWED / CATCH_UP_READS_AT_ONCE + 3) * READ_MS));
    // The last catch-up reads every followed match once; each earlier one stopped after its
    // reads in flight.
    expect(client.reads).to.be.at.least(FOLLOWED);
    expect(client.reads).to.be.at.most(FOLLOWED + 3 * 2 * CATCH_UP_READS_AT_ONCE);
  });

  it('reads no further once closed: close() waits only for the reads in flight', async () => {
    await reconnect();
    const started = Date.now();
    await subscriber.close();
    expect(Date.now() - started).to.be.below(FOLLOWED * READ_MS);
    const atClose = client.reads;
    await new Promise((resolve) => setTimeout(resolve, 4 * READ_MS));
    expect(client.reads).to.equal(atClose);
    expect(atClose).to.be.below(FOLLOWED);
  });
});
