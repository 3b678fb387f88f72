import { expect } from 'chai';
import * as sinon from 'sinon';
import { LAST_USE_REFRESH_MS } from '../../../../src/domain/token/lastUse';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';
import { freshSecret } from '../../../support/webWorld';

/** One character of the random part changed: the checksum no longer matches. */
function withTypo(secret: string): string {
  return secret.slice(0, 20) + (secret[20] === 'A' ? 'B' : 'A') + secret.slice(21);
}

/** Spies on every method of the stores authentication could read. */
function spyOnAccountStores(host: TestWebHost): sinon.SinonSpy[] {
  const spies: sinon.SinonSpy[] = [];
  for (const store of [host.backend.accounts, host.backend.tokens, host.backend.stores.companies]) {
    const prototype = Object.getPrototypeOf(store) as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name !== 'constructor' && typeof prototype[name] === 'function') {
        spies.push(sinon.spy(store as unknown as Record<string, () => unknown>, name));
      }
    }
  }
  return spies;
}

describeEachWebBackend('web API authentication over HTTP', (factory) => {
  let host: TestWebHost;
  let reader: string;
  let query: Record<string, string>;

  before(async () => {
    host = await startTestWebHost(factory);
    reader = (await host.world.token({ permission: 'read' })).secret;
    const football = host.world.championships.football;
    query = { championship_id: football.championship.id, match_id: liveMatch(football).id };
  });
  after(() => host?.close());
  afterEach(() => sinon.restore());

  const getMatch = (headers: Record<string, string>, extra: Record<string, string> = {}) =>
    call(host.url, apiPath('football', 'get_match', { ...query, ...extra }), { headers });

  const malformed: readonly [string, string][] = [
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer without a token', 'Bearer'],
    ['a token without the svc_api_ prefix', 'Bearer ghp_0123456789abcdefghijklmnopqrstuvwxyzAB'],
    ['a truncated token', 'Bearer svc_api_0123456789'],
    ['a token whose checksum is wrong', `Bearer ${freshSecret().slice(0, -1)}!`],
    ['a token with one character changed (a typo)', `Bearer ${withTypo(freshSecret())}`],
  ];

  for (const [what, header] of malformed) {
    it(`refuses ${what} with 401 without reading any store`, async () => {
      const spies = spyOnAccountStores(host);
      const res = await getMatch({ Authorization: header });
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('token_invalid');
      expect(res.headers.get('www-authenticate')).to.equal('Bearer realm="match-desk"');
      expect(spies.filter((s) => s.called).map((s) => s.toString())).to.deep.equal([]);
      expect(spies.length).to.be.greaterThan(5);
    });
  }

  it('refuses a token in the query string with 400, even a valid one, and never logs it', async () => {
    const extras: Record<string, string>[] = [
      { access_token: reader },
      { token: 'anything' },
      { api_key: reader },
    ];
    for (const extra of extras) {
      const res = await getMatch({}, extra);
      expect(res.status).to.equal(400);
      expect(res.body.code).to.equal('query_string_not_allowed');
    }
    const res = await call(host.url, `${apiPath('football', 'get_match', query)}&x=${reader}`, {
      token: reader,
    });
    expect(res.status).to.equal(400);
    expect(JSON.stringify(host.logger.entries)).to.not.contain(reader.slice(8));
  });

  it('authenticates the session cookie when no bearer is sent', async () => {
    const res = await getMatch({ Cookie: await host.sessionCookie(host.world.users.memberA) });
    expect(res.status).to.equal(200);
    expect(res.body.data.permissions).to.deep.equal({ read: true, writeEvents: false });
  });

  it('answers 428 for an unknown or ended session', async () => {
    expect((await getMatch({ Cookie: 'md_session=unknownsessionidentifier' })).status).to.equal(428);
    const cookie = await host.sessionCookie(host.world.users.memberA);
    await host.host.services.sessions.destroy(cookie.slice('md_session='.length));
    expect((await getMatch({ Cookie: cookie })).status).to.equal(428);
  });

  it('answers 401 account_inactive for the session of a user disabled since login', async () => {
    const user = await host.backend.accounts.createUser({
      email: 'soon-disabled@alpha.test',
      displayName: 'Soon disabled',
      status: 'active',
      passwordHash: 'unused',
    });
    await host.backend.accounts.addMembership({
      userId: user.id,
      companyId: host.world.companyA.id,
      role: 'member',
      teamIds: [],
    });
    const cookie = await host.sessionCookie(user);
    expect((await getMatch({ Cookie: cookie })).status).to.equal(200);
    await host.backend.accounts.updateUser({ ...user, status: 'disabled' });
    const res = await getMatch({ Cookie: cookie });
    expect([res.status, res.body.code]).to.deep.equal([401, 'account_inactive']);
    expect(res.headers.get('www-authenticate')).to.equal('Session realm="match-desk"');
  });

  it('prefers the bearer token over a session cookie', async () => {
    const res = await getMatch({
      Authorization: `Bearer ${reader}`,
      Cookie: await host.sessionCookie(host.world.users.adminA),
    });
    expect(res.body.data.permissions.writeEvents).to.equal(false);
  });

  it('logs one line per request with method, path, status and duration, and never a secret', async () => {
    const before = host.logger.entries.length;
    await getMatch({ Authorization: `Bearer ${reader}` });
    await getMatch({ Authorization: 'Bearer svc_api_broken' });
    const lines = host.logger.entries.slice(before).filter((e) => e.msg === 'request');
    expect(lines).to.have.length(2);
    expect(lines.map((l) => (l.obj as { status: number }).status)).to.deep.equal([200, 401]);
    for (const line of lines) {
      expect(line.obj).to.have.keys('method', 'path', 'status', 'durationMs');
      expect((line.obj as { path: string }).path).to.equal('/api/football/get_match');
    }
    expect(JSON.stringify(host.logger.entries)).to.not.contain(reader.slice(8));
  });

  it('answers GET /api/health without authentication', async () => {
    const res = await call(host.url, '/api/health');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok', database: 'ok' });
  });
});

describeEachWebBackend('token last use over HTTP', (factory) => {
  let host: TestWebHost;
  let now: Date;

  before(async () => {
    now = new Date();
    host = await startTestWebHost(factory, { clock: { now: () => new Date(now) } });
  });
  after(() => host?.close());

  it('writes the last use at most once every 5 minutes of calls', async () => {
    const { secret, token } = await host.world.token({ permission: 'read' });
    const path = apiPath('football', 'get_all_championship');
    const lastUse = async () => (await host.backend.tokens.byId(token.id))?.lastUsedAt?.getTime() ?? null;
    const first = now.getTime();
    expect((await call(host.url, path, { token: secret })).status).to.equal(200);
    expect(await lastUse()).to.equal(first);
    for (const minutes of [1, 2, 4.9]) {
      now = new Date(first + minutes * 60_000);
      await call(host.url, path, { token: secret });
      expect(await lastUse()).to.equal(first);
    }
    now = new Date(first + LAST_USE_REFRESH_MS + 1000);
    await call(host.url, path, { token: secret });
    expect(await lastUse()).to.equal(now.getTime());
  });

  it('records only authorized authentications, not a refused sport', async () => {
    const { secret, token } = await host.world.token({ permission: 'read', sports: ['tennis'] });
    const res = await call(host.url, apiPath('football', 'get_all_championship'), { token: secret });
    expect(res.status).to.equal(403);
    // The token itself authenticated: spec 5.2.8 records the authentication, not business success.
    expect((await host.backend.tokens.byId(token.id))?.lastUsedAt).to.not.equal(null);
  });
});
