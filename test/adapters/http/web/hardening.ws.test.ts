import { expect } from 'chai';
import Koa from 'koa';
import { HttpHost } from '../../../../src/adapters/http/HttpHost';
import { silentLogger } from '../../../../src/adapters/http/Logger';
import {
  CLOSE_SLOW_CONSUMER,
  NotificationsSocket,
} from '../../../../src/adapters/http/web/NotificationsSocket';
import { InProcessNotifications } from '../../../../src/adapters/notifications/InProcessNotifications';
import { PROTOCOL_BREACHES, writeRaw } from '../../../support/rawFrames';
import { rawStatus, upgradeHead } from '../../../support/rawHttp';
import { liveMatch } from '../../../support/webChampionships';
import type { TestWebHost } from '../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../support/webHost';
import type { OpenedSocket } from '../../../support/webSocketClient';
import { openSocket, refusedStatus, wsUrl } from '../../../support/webSocketClient';
import { aNotification } from '../../notifications/support/notificationMother';

/** Issue 13 findings 2, 6, 7 and 8 on the web host. */
describe('web host hardening (issue 13)', () => {
  let host: TestWebHost;
  const sockets: OpenedSocket[] = [];
  before(async () => {
    host = await startTestWebHost(sqliteWebBackend, { maxWsSessions: 2 });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.socket.terminate();
  });
  after(() => host?.close());

  const url = () => wsUrl(host.url, '/api/notifications');
  async function subscribe(socketUrl = url()): Promise<OpenedSocket> {
    const opened = await openSocket(socketUrl, {
      Cookie: await host.sessionCookie(host.world.users.memberA),
    });
    sockets.push(opened);
    await opened.next((m) => m.type === 'ready');
    return opened;
  }

  it('answers a notifications frame holding "__proto__", "constructor" or "prototype" with an error naming it', async () => {
    const subscriber = await subscribe();
    subscriber.socket.send('{"type":"ping","__proto__":{"polluted":true}}');
    const top = await subscriber.next((m) => m.type === 'error');
    expect(top).to.include({ code: 'invalid_parameters' });
    expect(top.errors).to.have.property('__proto__');
    subscriber.socket.send('{"type":"ping","a":[{"constructor":1}]}');
    const deep = await subscriber.next((m) => m.type === 'error' && m !== top);
    expect(deep.errors).to.have.property('a[0].constructor');
    expect(subscriber.messages.filter((m) => m.type === 'pong')).to.have.length(0);
    subscriber.socket.send('{"type":"ping"}');
    await subscriber.next((m) => m.type === 'pong');
  });

  for (const [what, bytes, code] of PROTOCOL_BREACHES) {
    it(`closes the notifications socket on ${what} with ${code}, as the AsyncAPI lists it`, async () => {
      const subscriber = await subscribe();
      writeRaw(subscriber.socket, bytes());
      expect(await subscriber.closed(5000)).to.equal(code);
    });
  }

  it('routes an upgrade whose target is in absolute form by its path, as an HTTP request is', async () => {
    const { host: name } = new URL(host.url);
    const cookie = (await host.sessionCookie(host.world.users.memberA)).replace(/^Cookie: /i, '');
    const head = (target: string) => upgradeHead(target, [`Host: ${name}`, `Cookie: ${cookie}`]);
    expect((await rawStatus(host.url, head(`http://${name}/api/notifications`))).status).to.equal(101);
    expect((await rawStatus(host.url, head(`http://${name}/api/nowhere`))).status).to.equal(404);
    // A fragment is no part of the target, on an upgrade as on an HTTP request (found by the fuzz).
    expect((await rawStatus(host.url, head('/api/notifications#fragment'))).status).to.equal(101);
    const http = await rawStatus(host.url, `GET /api/health#fragment HTTP/1.1\nHost: ${name}\n`);
    expect(http.status).to.equal(200);
  });

  it('refuses two Host headers with 400 on HTTP and on the notifications upgrade', async () => {
    const { host: name } = new URL(host.url);
    const hosts = [`Host: ${name}`, 'Host: evil.example'];
    // Before anything else is answered: an API path's OPTIONS, its wrong method, an unknown sport.
    for (const line of [
      'GET /api/health',
      'OPTIONS /api/football/get_match_snapshot',
      'DELETE /api/football/get_match_snapshot',
      'GET /api/curling/get_match_snapshot',
    ]) {
      const http = await rawStatus(host.url, `${line} HTTP/1.1\n${hosts.join('\n')}\n`);
      expect(http.status, line).to.equal(400);
      expect(JSON.parse(http.body), line).to.include({ code: 'invalid_host' });
    }
    const cookie = `Cookie: ${await host.sessionCookie(host.world.users.memberA)}`;
    const upgrade = await rawStatus(host.url, upgradeHead('/api/notifications', [...hosts, cookie]));
    expect(upgrade.status).to.equal(400);
    expect(JSON.parse(upgrade.body)).to.include({ code: 'invalid_host' });
    expect(
      (await rawStatus(host.url, upgradeHead('/api/notifications', [hosts[0] as string, cookie]))).status,
    ).to.equal(101);
  });

  it('takes a notifications session cap (--max-ws-sessions): the upgrade past it is 429', async () => {
    await subscribe();
    await subscribe();
    const cookie = await host.sessionCookie(host.world.users.memberA);
    expect(await refusedStatus(url(), { Cookie: cookie })).to.equal(429);
    for (const s of sockets.splice(0)) s.socket.terminate();
    await new Promise((r) => setTimeout(r, 50));
    await subscribe();
  });

  it('closes with 4008 a client that reads nothing for longer than the slow-client time, under the byte cap', async () => {
    const bus = new InProcessNotifications();
    const socket = new NotificationsSocket({
      notifications: bus,
      guards: host.host.services.guards,
      authentication: host.host.services.authentication,
      logger: silentLogger,
      slowClientMs: 400,
      maxBufferedBytes: 1024 * 1024 * 1024,
      closeGraceMs: 5_000,
    });
    const own = new HttpHost(new Koa(), { host: '127.0.0.1', port: 0, upgrades: [socket.upgrade] });
    const address = await own.start();
    try {
      const subscriber = await subscribe(wsUrl(address.url, '/api/notifications'));
      subscriber.socket.pause();
      const seeded = host.world.championships.football;
      const match = liveMatch(seeded);
      const audience = {
        companyId: host.world.companyA.id,
        sport: 'football' as const,
        homeTeamId: match.homeTeamId,
        awayTeamId: match.awayTeamId,
      };
      // Until the loopback buffers are full and bytes wait in the host, well under the byte cap.
      const waiting = () => socket.bufferedBytes()[0] ?? 0;
      for (let burst = 0; burst < 400 && waiting() === 0; burst += 1) {
        for (let i = 0; i < 500; i += 1) void bus.publish(aNotification({ audience }));
        await new Promise((r) => setImmediate(r));
      }
      expect(waiting(), 'bytes wait for the paused client').to.be.above(0);
      expect(waiting()).to.be.below(1024 * 1024 * 1024);
      const started = Date.now();
      for (let i = 0; i < 100 && socket.bufferedBytes().length > 0; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(socket.bufferedBytes(), 'closing').to.deep.equal([]);
      expect(Date.now() - started).to.be.below(2_000);
      subscriber.socket.resume();
      expect(await subscriber.closed(10_000)).to.equal(CLOSE_SLOW_CONSUMER);
    } finally {
      await socket.close();
      await own.close();
    }
  });
});
