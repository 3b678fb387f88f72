import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { WebNotificationFeed } from '../../../src/adapters/hosted/WebNotificationFeed';

/** Polls `check` every 5 ms for at most 3 s. */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 3000) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Issue 12: the hosted desk's notifications across a renewed session (a new `local login`). */
describe('WebNotificationFeed: a renewed session', () => {
  let server: WebSocketServer;
  let cookies: string[];
  let feed: WebNotificationFeed;
  let cookie: string;
  let connected: number;
  let refused: number;

  beforeEach(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    cookies = [];
    server.on('connection', (socket, request) => {
      cookies.push(String(request.headers.cookie));
      socket.send(JSON.stringify({ type: 'ready', protocol: 1, heartbeatMs: 10_000 }));
    });
    cookie = 'md_session=old';
    connected = 0;
    refused = 0;
    feed = new WebNotificationFeed({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      cookie: () => cookie,
      reconnect: { baseMs: 10, maxMs: 20 },
      onSessionRefused: () => (refused += 1),
    });
    feed.start({ connected: () => (connected += 1), disconnected: () => undefined, notice: () => undefined });
    await until(() => connected === 1);
  });
  afterEach(async () => {
    await feed.close();
    await new Promise((r) => server.close(r));
  });

  const endSession = () => {
    for (const client of server.clients) client.close(4401, 'session ended');
  };

  it('refused for good (4401), it connects again with the new cookie once renewed', async () => {
    endSession();
    await until(() => refused === 1);
    cookie = 'md_session=new';
    feed.renew();
    await until(() => connected === 2);
    expect(cookies).to.deep.equal(['md_session=old', 'md_session=new']);
  });

  it('renewed while it runs (a new login, maybe as another user), it reconnects at once with the new cookie (found by QA)', async () => {
    cookie = 'md_session=new';
    feed.renew();
    await until(() => connected === 2);
    expect(cookies).to.deep.equal(['md_session=old', 'md_session=new']);
    expect(refused).to.equal(0);
    // The same cookie again: nothing to do.
    feed.renew();
    await new Promise((r) => setTimeout(r, 50));
    expect(cookies).to.have.length(2);
  });

  it('renewed before it was started, it connects only at its start (read-through: it connected early)', async () => {
    const idle = new WebNotificationFeed({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      cookie: () => 'md_session=idle',
      reconnect: { baseMs: 10, maxMs: 20 },
    });
    idle.renew();
    await new Promise((r) => setTimeout(r, 50));
    expect(cookies).to.deep.equal(['md_session=old']);
    await idle.close();
  });

  it('renewed between two tries, it connects at once with the new cookie', async () => {
    server.removeAllListeners('connection');
    server.on('connection', (socket, request) => {
      cookies.push(String(request.headers.cookie));
      socket.close(1001, 'going away');
    });
    for (const client of server.clients) client.close(1001, 'going away');
    await until(() => cookies.length >= 2);
    cookie = 'md_session=new';
    server.removeAllListeners('connection');
    server.on('connection', (socket, request) => {
      cookies.push(String(request.headers.cookie));
      socket.send(JSON.stringify({ type: 'ready', protocol: 1, heartbeatMs: 10_000 }));
    });
    feed.renew();
    await until(() => connected === 2);
    expect(cookies.at(-1)).to.equal('md_session=new');
    expect(refused).to.equal(0);
  });
});
