import { expect } from 'chai';
import { rawRequest as rawHttp } from '../../../support/rawRequest';
import { LOCAL_RATE_LIMIT } from '../../../../src/adapters/http/local/guards/LocalGuards';
import { sameSecret } from '../../../../src/adapters/http/local/guards/localKey';
import type { LocalServer } from './support/localServer';
import { deskSnapshot, KEY, localServer, rawRequest } from './support/localServer';

describe('local API guards (CONTRACT-NOTES network guard, spec 5.1)', () => {
  let server: LocalServer;
  const running: LocalServer[] = [];
  const start = async (options: Parameters<typeof localServer>[0] = {}) => {
    server = await localServer(options);
    running.push(server);
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.close()));
  });

  describe('Host', () => {
    beforeEach(async () => {
      await start({ hosts: ['desk.studio.lan'] });
    });

    it('refuses a foreign Host with 403 and changes nothing', async () => {
      const before = await deskSnapshot(server.world);
      const body = JSON.stringify({ contextKey: server.world.contextKey() });
      const res = await rawRequest(
        server.url,
        '/api/v1/buttons/timer/click',
        { Host: 'evil.example:18800', Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
        'POST',
        body,
      );
      expect(res.status).to.equal(403);
      expect(JSON.parse(res.body)).to.include({ success: false, code: 'host_forbidden' });
      await server.world.desk.idle();
      expect(await deskSnapshot(server.world)).to.deep.equal(before);
    });

    for (const host of [
      'localhost:18800',
      '127.0.0.1',
      '[::1]:18800',
      'desk.studio.lan:18800',
      'DESK.studio.lan.',
    ]) {
      it(`accepts the Host ${host}`, async () => {
        const res = await rawRequest(server.url, '/api/v1/texts', {
          Host: host,
          Authorization: `Bearer ${KEY}`,
        });
        expect(res.status).to.equal(200);
      });
    }

    it('refuses a request without a Host with 400 invalid_host', async () => {
      const res = await rawRequest(server.url, '/api/v1/texts', { Authorization: `Bearer ${KEY}` });
      expect(res.status).to.equal(400);
      expect(JSON.parse(res.body)).to.include({ code: 'invalid_host' });
    });

    it('refuses two Content-Type headers with 400 naming it, and runs nothing (found by review: the first was taken)', async () => {
      const before = await deskSnapshot(server.world);
      const answer = await rawHttp(server.url, {
        method: 'POST',
        target: '/api/v1/buttons/timer/click',
        headers: [
          ['Host', new URL(server.url).host],
          ['Authorization', `Bearer ${KEY}`],
          ['Content-Type', 'application/json'],
          ['Content-Type', 'text/plain'],
        ],
        body: Buffer.from(JSON.stringify({ contextKey: server.world.contextKey() })),
      });
      expect(answer.status).to.equal(400);
      expect(JSON.parse(answer.text).errors).to.deep.equal({ 'Content-Type': 'sent more than once' });
      expect(await deskSnapshot(server.world)).to.deep.equal(before);
    });

    it('refuses an HTTP/1.0 request without a Host with 400 invalid_host too, not 403', async () => {
      // Found by review: HTTP/1.0 may leave Host out; it got 403 host_forbidden.
      const answer = await rawHttp(server.url, {
        method: 'GET',
        target: '/api/v1/texts',
        version: '1.0',
        headers: [['Authorization', `Bearer ${KEY}`]],
      });
      expect(answer.status).to.equal(400);
      expect(JSON.parse(answer.text)).to.include({ code: 'invalid_host' });
    });
  });

  describe('Origin', () => {
    beforeEach(async () => {
      await start({ origins: ['http://overlay.local:8080'] });
    });

    it('refuses a foreign browser Origin with 403, without CORS headers, and changes nothing', async () => {
      const before = await deskSnapshot(server.world);
      const res = await server.call('/api/v1/buttons/timer/click', {
        origin: 'https://evil.example',
        json: { contextKey: server.world.contextKey() },
      });
      expect(res.status).to.equal(403);
      expect(res.body).to.include({ code: 'origin_forbidden' });
      expect(res.headers.get('access-control-allow-origin')).to.equal(null);
      expect(await deskSnapshot(server.world)).to.deep.equal(before);
    });

    it('refuses the opaque Origin "null"', async () => {
      const res = await server.call('/api/v1/state', { origin: 'null' });
      expect(res.status).to.equal(403);
    });

    it('lets an allowed Origin through and names it, never *', async () => {
      const res = await server.call('/api/v1/texts', { origin: 'http://overlay.local:8080' });
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal('http://overlay.local:8080');
      expect(res.headers.get('vary')).to.match(/origin/i);
    });

    it('answers the preflight of an allowed Origin before the key check', async () => {
      const res = await server.call('/api/v1/actions/record_event', {
        method: 'OPTIONS',
        token: undefined,
        headers: {
          Origin: 'http://overlay.local:8080',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
        },
      });
      expect(res.status).to.equal(204);
      expect(res.headers.get('access-control-allow-headers')).to.include('Idempotency-Key');
      expect(res.headers.get('access-control-allow-methods')).to.include('POST');
    });

    it('lets native clients without an Origin through', async () => {
      expect((await server.call('/api/v1/texts')).status).to.equal(200);
    });
  });

  describe('the local key', () => {
    beforeEach(async () => {
      await start();
    });

    it('refuses a missing key with 401 key_missing and a Bearer challenge', async () => {
      const res = await server.call('/api/v1/state', { token: undefined });
      expect(res.status).to.equal(401);
      expect(res.body).to.include({ code: 'key_missing' });
      expect(res.headers.get('www-authenticate')).to.match(/^Bearer/);
    });

    it('refuses a wrong key with 401 key_invalid, and the command changes nothing', async () => {
      const before = await deskSnapshot(server.world);
      const res = await server.call('/api/v1/buttons/timer/click', {
        token: 'f'.repeat(64),
        json: { contextKey: server.world.contextKey() },
      });
      expect(res.status).to.equal(401);
      expect(res.body).to.include({ code: 'key_invalid' });
      expect(res.text).to.not.include('f'.repeat(64));
      expect(await deskSnapshot(server.world)).to.deep.equal(before);
    });

    it('takes a rotated key at once and refuses the old one', async () => {
      server.setAccess({ localKey: 'd'.repeat(64) });
      expect((await server.call('/api/v1/texts')).status).to.equal(401);
      expect((await server.call('/api/v1/texts', { token: 'd'.repeat(64) })).status).to.equal(200);
    });

    it('compares keys as digests, whatever their length', () => {
      expect(sameSecret(KEY, KEY)).to.be.true;
      expect(sameSecret(KEY.slice(1), KEY)).to.be.false;
      expect(sameSecret('', KEY)).to.be.false;
    });
  });

  describe('unprotected mode (Require API key off, spec 5.1.2)', () => {
    it('reads and commands without a key', async () => {
      await start({ requireKey: false });
      expect((await server.call('/api/v1/state', { token: undefined })).status).to.equal(200);
      const res = await server.call('/api/v1/buttons/timer/click', {
        token: undefined,
        json: { contextKey: server.world.contextKey() },
      });
      expect(res.status).to.equal(202);
      await server.world.desk.idle();
      const done = await server.call(res.body.statusUrl, { token: undefined });
      expect(done.body.state).to.equal('accepted');
    });

    it('still applies the match rights: a user who may not edit records nothing', async () => {
      await start({ requireKey: false, canEdit: false });
      const res = await server.call('/api/v1/actions/record_event', {
        token: undefined,
        json: {
          contextKey: server.world.contextKey(),
          params: { type: 1, playerId: server.world.fieldPlayer('home').id },
        },
      });
      await server.world.desk.idle();
      const done = await server.call(res.body.statusUrl, { token: undefined });
      expect(done.body).to.include({ state: 'failed', code: 'action_unavailable' });
    });

    it('still applies the Host guard', async () => {
      await start({ requireKey: false });
      const res = await rawRequest(server.url, '/api/v1/state', { Host: 'rebind.example' });
      expect(res.status).to.equal(403);
    });
  });

  describe('rate limit (50/s, burst 100, per client)', () => {
    it('publishes its policy', () => {
      expect(LOCAL_RATE_LIMIT).to.deep.equal({ name: 'local', capacity: 100, refillPerSecond: 50 });
    });

    it('answers the 101st request of a burst with 429, Retry-After and RateLimit headers, then refills 50 per second', async () => {
      await start();
      for (let i = 0; i < 100; i += 1) {
        const ok = await server.call('/api/v1/texts');
        expect(ok.status, `request ${i + 1}`).to.equal(200);
      }
      const before = await deskSnapshot(server.world);
      const refused = await server.call('/api/v1/buttons/timer/click', {
        json: { contextKey: server.world.contextKey() },
      });
      expect(refused.status).to.equal(429);
      expect(refused.body).to.include({ code: 'rate_limited' });
      expect(refused.headers.get('retry-after')).to.equal('1');
      expect(refused.headers.get('ratelimit-policy')).to.equal('"local";q=100;w=2');
      expect(refused.headers.get('ratelimit')).to.match(/^"local";r=0;t=1$/);
      expect(await deskSnapshot(server.world)).to.deep.equal(before);
      server.world.clock.advance(1000);
      for (let i = 0; i < 50; i += 1) expect((await server.call('/api/v1/texts')).status).to.equal(200);
      expect((await server.call('/api/v1/texts')).status).to.equal(429);
    });
  });
});
