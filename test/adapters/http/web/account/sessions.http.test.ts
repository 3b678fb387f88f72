import { expect } from 'chai';
import { FakeClock } from '../../../../application/access/support/FakeClock';
import { call } from '../../../../support/webClient';
import { describeEachWebBackend } from '../../../../support/webHost';
import type { AccountHost } from './support/accountHost';
import { cookieAttributes, sessionCookieOf, setCookies, startAccountHost } from './support/accountHost';

const UNLIMITED_LOGINS = { name: 'login', capacity: 1000, refillPerSecond: 1000 };

describeEachWebBackend('sessions over HTTP', (factory) => {
  let host: AccountHost;

  before(async () => {
    // Many logins from one address here; the login limit has its own suite below.
    host = await startAccountHost(factory, { accounts: { loginPolicy: UNLIMITED_LOGINS } });
    const { adminA, memberA, disabledCreator } = host.world.users;
    await host.setPassword(adminA);
    await host.setPassword(memberA);
    await host.setPassword(disabledCreator);
  });
  after(() => host?.close());

  describe('POST /api/session', () => {
    it('logs in with email and password: an HttpOnly, SameSite=Strict cookie, the user and the memberships', async () => {
      const res = await host.login('Admin@Alpha.test');
      expect(res.status, res.text).to.equal(200);
      const [line] = setCookies(res);
      expect(line).to.match(/^md_session=[A-Za-z0-9_-]{16,}/);
      const attributes = cookieAttributes(line as string);
      expect(attributes).to.include.members(['httponly', 'samesite=strict', 'path=/']);
      expect(attributes, 'not Secure over plain HTTP').not.to.include('secure');
      const { adminA } = host.world.users;
      const { companyA, companyB } = host.world;
      expect(res.body).to.deep.equal({
        success: true,
        data: {
          user: { id: adminA.id, email: 'admin@alpha.test', displayName: 'admin' },
          memberships: [
            {
              companyId: companyA.id,
              companyName: 'Alpha Sports',
              role: 'administrator',
              teamIds: [],
              licenceValid: true,
            },
            {
              companyId: companyB.id,
              companyName: 'Beta Media',
              role: 'administrator',
              teamIds: [],
              licenceValid: true,
            },
          ],
        },
      });
    });

    it('refuses a wrong password with 401 and sets no cookie', async () => {
      const res = await host.login('admin@alpha.test', 'not the password at all');
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('invalid_credentials');
      expect(res.headers.get('www-authenticate')).to.equal('Session realm="match-desk"');
      expect(setCookies(res)).to.deep.equal([]);
    });

    it('refuses an unknown email with the same 401 as a wrong password', async () => {
      const unknown = await host.login('nobody@alpha.test');
      const wrong = await host.login('admin@alpha.test', 'not the password at all');
      expect(unknown.status).to.equal(401);
      expect(unknown.body.error).to.equal(wrong.body.error);
    });

    it('refuses a disabled account with 401 account_inactive', async () => {
      const res = await host.login('disabled@alpha.test');
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('account_inactive');
      expect(res.headers.get('www-authenticate')).to.equal('Session realm="match-desk"');
    });

    it('answers 400 naming each missing or unknown field', async () => {
      const res = await call(host.url, '/api/session', {
        origin: host.url,
        json: { email: 'admin@alpha.test', remember: true },
      });
      expect(res.status).to.equal(400);
      expect(res.body.code).to.equal('invalid_parameters');
      expect(Object.keys(res.body.errors).sort()).to.deep.equal(['password', 'remember']);
    });

    it('tells a missing field from one of the wrong type (found by review: a list was "required")', async () => {
      const res = await call(host.url, '/api/session', {
        origin: host.url,
        json: { email: ['admin@alpha.test'], password: null },
      });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({
        email: 'email must be a string',
        password: 'password is required',
      });
    });

    it('answers 415 to a form post and 400 to malformed JSON', async () => {
      const form = await call(host.url, '/api/session', {
        origin: host.url,
        raw: 'email=admin%40alpha.test&password=x',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(form.status).to.equal(415);
      const broken = await call(host.url, '/api/session', { origin: host.url, raw: '{"email": ' });
      expect(broken.status).to.equal(400);
      expect(broken.body.code).to.equal('invalid_json');
    });

    it('refuses a login posted from another site with 403', async () => {
      const res = await call(host.url, '/api/session', {
        origin: 'https://evil.example',
        json: { email: 'admin@alpha.test', password: 'correct horse battery staple' },
      });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('origin_forbidden');
    });

    it('ends the browser’s previous session when it logs in again', async () => {
      const first = sessionCookieOf(await host.login('member@alpha.test'));
      const second = await call(host.url, '/api/session', {
        origin: host.url,
        cookie: first,
        json: { email: 'member@alpha.test', password: 'correct horse battery staple' },
      });
      expect(second.status).to.equal(200);
      expect((await call(host.url, '/api/session', { cookie: first })).status).to.equal(428);
      expect((await call(host.url, '/api/session', { cookie: sessionCookieOf(second) })).status).to.equal(
        200,
      );
    });
  });

  describe('GET /api/session', () => {
    it('says who is logged in', async () => {
      const cookie = sessionCookieOf(await host.login('member@alpha.test'));
      const res = await call(host.url, '/api/session', { cookie });
      expect(res.status).to.equal(200);
      expect(res.body.data.user.email).to.equal('member@alpha.test');
      expect(res.body.data.memberships.map((m: { role: string }) => m.role)).to.deep.equal(['member']);
    });

    it('answers 428 without a session and with an unknown session id', async () => {
      expect((await call(host.url, '/api/session')).status).to.equal(428);
      const forged = await call(host.url, '/api/session', { cookie: 'md_session=AAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(forged.status).to.equal(428);
      expect(forged.body.code).to.equal('authentication_required');
    });

    it('answers 401 when the session’s account has been disabled since', async () => {
      const cookie = await host.sessionCookie(host.world.users.disabledCreator);
      const res = await call(host.url, '/api/session', { cookie });
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('account_inactive');
    });

    it('refuses an integration token with 403: a token is not a session', async () => {
      const { secret } = await host.world.token({});
      const res = await call(host.url, '/api/session', { token: secret });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('session_required');
    });
  });

  describe('DELETE /api/session', () => {
    it('ends the session with 204 and an empty body, and clears the cookie', async () => {
      const cookie = sessionCookieOf(await host.login('admin@alpha.test'));
      const res = await call(host.url, '/api/session', { method: 'DELETE', cookie, origin: host.url });
      expect(res.status).to.equal(204);
      expect(res.text).to.equal('');
      const [cleared] = setCookies(res);
      expect(cleared).to.match(/^md_session=;/);
      expect(cookieAttributes(cleared as string)).to.include.members(['httponly', 'samesite=strict']);
      expect((await call(host.url, '/api/session', { cookie })).status).to.equal(428);
    });

    it('refuses to end a session from another site or without an Origin (403), and the session stays', async () => {
      const cookie = sessionCookieOf(await host.login('admin@alpha.test'));
      const foreign = await call(host.url, '/api/session', {
        method: 'DELETE',
        cookie,
        origin: 'https://evil.example',
      });
      expect(foreign.status).to.equal(403);
      const noOrigin = await call(host.url, '/api/session', { method: 'DELETE', cookie });
      expect(noOrigin.status).to.equal(403);
      expect((await call(host.url, '/api/session', { cookie })).status).to.equal(200);
    });

    it('answers 204 when no session is open', async () => {
      const res = await call(host.url, '/api/session', { method: 'DELETE' });
      expect(res.status).to.equal(204);
    });
  });

  it('answers 405 with Allow to another method', async () => {
    const res = await call(host.url, '/api/session', { method: 'PUT', origin: host.url, json: {} });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.equal('GET, HEAD, POST, DELETE');
  });
});

describeEachWebBackend('session cookies behind an HTTPS proxy', (factory) => {
  let host: AccountHost;

  before(async () => {
    host = await startAccountHost(factory, { trustProxy: true });
    await host.setPassword(host.world.users.adminA);
  });
  after(() => host?.close());

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const res = await call(host.url, '/api/session', {
      headers: { 'X-Forwarded-Proto': 'https' },
      origin: host.url.replace('http:', 'https:'),
      json: { email: 'admin@alpha.test', password: 'correct horse battery staple' },
    });
    expect(res.status, res.text).to.equal(200);
    expect(cookieAttributes(setCookies(res)[0] as string)).to.include('secure');
  });
});

describeEachWebBackend('login attempts over HTTP', (factory) => {
  let host: AccountHost;

  before(async () => {
    // A still clock: the bucket must not refill while the test runs.
    host = await startAccountHost(factory, { clock: new FakeClock(new Date()) });
  });
  after(() => host?.close());

  it('limits logins to 10 a minute per address: the 11th gets 429 with Retry-After and RateLimit', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await host.login('nobody@alpha.test')).status).to.equal(401);
    }
    const limited = await host.login('nobody@alpha.test');
    expect(limited.status).to.equal(429);
    expect(limited.body.code).to.equal('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    expect(limited.headers.get('ratelimit-policy')).to.equal('"login";q=10;w=60');
    expect(limited.headers.get('ratelimit')).to.match(/^"login";r=0;t=\d+$/);
  });
});
