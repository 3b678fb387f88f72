import { expect } from 'chai';
import type { TestWebHost } from '../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../support/webHost';
import { refusedStatus, wsUrl } from '../../../support/webSocketClient';

// Behind a load balancer that ends TLS, the browser's origin is https://<public name>: the
// notifications upgrade must judge it as the HTTP routes do (X-Forwarded-* only when trusted).
describe('web notifications behind a proxy', () => {
  const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'desk.example' };

  describe('with --trust-proxy', () => {
    let host: TestWebHost;
    before(async () => {
      host = await startTestWebHost(sqliteWebBackend, { trustProxy: true });
    });
    after(() => host?.close());

    it('accepts the public https origin the proxy names, and refuses another one', async () => {
      const cookie = await host.sessionCookie(host.world.users.memberA);
      const url = wsUrl(host.url, '/api/notifications');
      expect(
        await refusedStatus(url, { Cookie: cookie, Origin: 'https://desk.example', ...proxied }),
      ).to.equal(101);
      expect(
        await refusedStatus(url, { Cookie: cookie, Origin: 'https://evil.example', ...proxied }),
      ).to.equal(403);
    });
  });

  describe('without it', () => {
    let host: TestWebHost;
    before(async () => {
      host = await startTestWebHost(sqliteWebBackend, {});
    });
    after(() => host?.close());

    it('ignores X-Forwarded-* headers a client could forge', async () => {
      const cookie = await host.sessionCookie(host.world.users.memberA);
      const url = wsUrl(host.url, '/api/notifications');
      expect(
        await refusedStatus(url, { Cookie: cookie, Origin: 'https://desk.example', ...proxied }),
      ).to.equal(403);
      expect(await refusedStatus(url, { Cookie: cookie, Origin: host.url, ...proxied })).to.equal(101);
    });
  });
});
