import { expect } from 'chai';
import { parseTokenSecret } from '../../../../../src/domain/token/TokenSecret';
import { apiPath, call } from '../../../../support/webClient';
import { describeEachWebBackend } from '../../../../support/webHost';
import type { AccountHost } from './support/accountHost';
import { FakeClock } from '../../../../application/access/support/FakeClock';
import { startAccountHost } from './support/accountHost';
import { FOOTBALL_READER, GENEROUS_LIMIT, manage, TOKEN_VIEW_KEYS, TOKENS } from './support/management';

const DAY_MS = 86_400_000;

describeEachWebBackend('token management over HTTP', (factory) => {
  let host: AccountHost;
  /** Administrator of Alpha (A) and of Beta (B). */
  let adminA: string;
  /** Administrator of Beta only. */
  let adminB: string;
  let memberA: string;
  let companyA: string;

  before(async () => {
    host = await startAccountHost(factory, { accounts: { managementPolicy: GENEROUS_LIMIT } });
    adminA = await host.sessionCookie(host.world.users.adminA);
    adminB = await host.sessionCookie(host.world.users.adminB);
    memberA = await host.sessionCookie(host.world.users.memberA);
    companyA = host.world.companyA.id;
  });
  after(() => host?.close());

  async function created(settings: object = FOOTBALL_READER, cookie = adminA) {
    const res = await manage(host, cookie, TOKENS, { json: { companyId: companyA, ...settings } });
    expect(res.status, res.text).to.equal(201);
    return res.body.data as { secret: string; token: { id: string; expiresAt: string; prefix: string } };
  }

  const readChampionships = (secret: string) =>
    call(host.url, apiPath('football', 'get_all_championship'), { token: secret });

  describe('POST /api/account/tokens', () => {
    it('creates a token with 201 and returns its secret once, with the listed fields and a Location', async () => {
      const before = Date.now();
      const res = await manage(host, adminA, TOKENS, { json: { companyId: companyA, ...FOOTBALL_READER } });
      expect(res.status, res.text).to.equal(201);
      const { secret, token } = res.body.data;
      expect(parseTokenSecret(secret).ok).to.equal(true);
      expect(Object.keys(token).sort()).to.deep.equal(TOKEN_VIEW_KEYS);
      expect(token).to.include({
        name: 'Scoreboard feed',
        prefix: secret.slice(0, 12),
        permission: 'read',
        lastUsedAt: null,
        status: 'active',
      });
      expect(token.sports).to.deep.equal(['football']);
      expect(token.creator).to.deep.equal({ id: host.world.users.adminA.id, name: 'admin' });
      expect(token.company).to.deep.equal({ id: companyA, name: 'Alpha Sports' });
      const expires = Date.parse(token.expiresAt);
      expect(expires).to.be.within(before + 30 * DAY_MS - 1000, Date.now() + 30 * DAY_MS + 1000);
      expect(res.headers.get('location')).to.equal(`${TOKENS}/${token.id}`);
      expect(res.headers.get('cache-control')).to.equal('no-store');
    });

    it('makes a secret that the web API accepts at once, for its sports only', async () => {
      const { secret } = await created();
      expect((await readChampionships(secret)).status).to.equal(200);
      const tennis = await call(host.url, apiPath('tennis', 'get_all_championship'), { token: secret });
      expect(tennis.status).to.equal(403);
    });

    it('takes the one company a session administers when companyId is absent', async () => {
      const res = await manage(host, adminB, TOKENS, { json: FOOTBALL_READER });
      expect(res.status, res.text).to.equal(201);
      expect(res.body.data.token.company.id).to.equal(host.world.companyB.id);
    });

    it('needs companyId from a session that administers several companies (400)', async () => {
      const res = await manage(host, adminA, TOKENS, { json: FOOTBALL_READER });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.have.property('companyId');
    });

    for (const [field, value] of [
      ['durationDays', 0],
      ['durationDays', 366],
      ['durationDays', 1.5],
      ['durationDays', '30'],
      ['sports', []],
      ['sports', ['curling']],
      ['sports', ['football', 'football']],
      ['permission', 'write'],
      ['name', ''],
      ['name', 'x'.repeat(101)],
      // Found by review: a terminal's escape sequence, a line break, a bell, a right-to-left override.
      ['name', 'a\u001b[2J\nb\u0007'],
      ['name', 'Scores\u202Eelif.exe'],
      // Found by QA: a name of invisible characters only (zero-width space, joiner, BOM).
      ['name', '\u200B\u200D\uFEFF '],
      ['name', '\u3164\uFFA0\u115F'],
      ['name', '\u2800 \u034F\uFE0F'],
      ['name', '\u0300'],
    ] as const) {
      it(`refuses ${field} = ${JSON.stringify(value).slice(0, 20)} with 422 and a detail for ${field}`, async () => {
        const res = await manage(host, adminA, TOKENS, {
          json: { companyId: companyA, ...FOOTBALL_READER, [field]: value },
        });
        expect(res.status).to.equal(422);
        expect(res.body.code).to.equal('validation_failed');
        expect(Object.keys(res.body.errors)).to.deep.equal([field]);
      });
    }

    it('names every refused field at once', async () => {
      const res = await manage(host, adminA, TOKENS, { json: { companyId: companyA } });
      expect(res.status).to.equal(422);
      expect(Object.keys(res.body.errors).sort()).to.deep.equal([
        'durationDays',
        'name',
        'permission',
        'sports',
      ]);
    });

    it('answers 400 to an unknown field and to a malformed companyId', async () => {
      const unknown = await manage(host, adminA, TOKENS, {
        json: { companyId: companyA, ...FOOTBALL_READER, secret: 'mine' },
      });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.errors).to.have.property('secret');
      const malformed = await manage(host, adminA, TOKENS, {
        json: { ...FOOTBALL_READER, companyId: 'alpha' },
      });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.errors).to.have.property('companyId');
    });

    it('answers 415 to a body that is not JSON', async () => {
      const res = await manage(host, adminA, TOKENS, { raw: 'name=x', contentType: 'text/plain' });
      expect(res.status).to.equal(415);
    });

    it('refuses a cookie write without a same-origin Origin with 403', async () => {
      const json = { companyId: companyA, ...FOOTBALL_READER };
      const foreign = await call(host.url, TOKENS, { cookie: adminA, origin: 'https://evil.example', json });
      expect(foreign.status).to.equal(403);
      expect(foreign.body.code).to.equal('origin_forbidden');
      const none = await call(host.url, TOKENS, { cookie: adminA, json });
      expect(none.status).to.equal(403);
    });

    it('refuses an administrator of another company with 403', async () => {
      const res = await manage(host, adminB, TOKENS, { json: { companyId: companyA, ...FOOTBALL_READER } });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('forbidden_company');
    });
  });

  describe('GET /api/account/tokens', () => {
    it('lists the company’s tokens, refused and revoked ones included, without any secret', async () => {
      const { secret, token } = await created({ ...FOOTBALL_READER, name: 'Listed' });
      const revoked = await host.world.token({ state: 'revoked' });
      const refused = await host.world.token({ creator: host.world.users.disabledCreator });
      const res = await manage(host, adminA, `${TOKENS}?company_id=${companyA}`);
      expect(res.status).to.equal(200);
      expect(res.body.success).to.equal(true);
      const byId = new Map(res.body.data.map((t: { id: string }) => [t.id, t]));
      expect(byId.get(token.id)).to.include({ name: 'Listed', status: 'active' });
      expect(byId.get(revoked.token.id)).to.include({ status: 'revoked' });
      expect(byId.get(refused.token.id)).to.include({ status: 'refused' });
      for (const listed of res.body.data) expect(Object.keys(listed).sort()).to.deep.equal(TOKEN_VIEW_KEYS);
      expect(res.text).not.to.include(secret.slice(12));
      expect(res.text).not.to.include('digest');
    });

    it('lists only the requested company', async () => {
      const res = await manage(host, adminA, `${TOKENS}?company_id=${host.world.companyB.id}`);
      expect(res.status).to.equal(200);
      const companies = new Set(res.body.data.map((t: { company: { id: string } }) => t.company.id));
      expect([...companies]).to.deep.equal([host.world.companyB.id]);
    });

    it('needs company_id from a session that administers several companies (400)', async () => {
      const res = await manage(host, adminA, TOKENS);
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.have.property('company_id');
    });

    it('answers 400 to a malformed or unknown query parameter', async () => {
      expect((await manage(host, adminA, `${TOKENS}?company_id=abc`)).status).to.equal(400);
      const unknown = await manage(host, adminA, `${TOKENS}?company_id=${companyA}&page=2`);
      expect(unknown.status).to.equal(400);
      expect(unknown.body.errors).to.have.property('page');
    });

    it('refuses a company the session does not belong to with 403', async () => {
      const res = await manage(host, adminB, `${TOKENS}?company_id=${companyA}`);
      expect(res.status).to.equal(403);
    });
  });

  describe('PATCH /api/account/tokens/{id}', () => {
    it('changes name, permission and sports and keeps the secret and the expiry', async () => {
      const { secret, token } = await created();
      const res = await manage(host, adminA, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: {
          name: 'Renamed',
          permission: 'read_write_events',
          sports: ['tennis', 'football'],
          expiry: 'keep',
        },
      });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.data).to.include({
        name: 'Renamed',
        permission: 'read_write_events',
        expiresAt: token.expiresAt,
      });
      expect(res.body.data.sports).to.deep.equal(['football', 'tennis']);
      expect((await readChampionships(secret)).status).to.equal(200);
      const tennis = await call(host.url, apiPath('tennis', 'get_all_championship'), { token: secret });
      expect(tennis.status).to.equal(200);
    });

    it('renews the expiry from today when a duration is chosen', async () => {
      const { token } = await created({ ...FOOTBALL_READER, durationDays: 365 });
      const res = await manage(host, adminA, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: { expiry: { durationDays: 7 } },
      });
      expect(res.status).to.equal(200);
      expect(Date.parse(res.body.data.expiresAt)).to.be.within(
        Date.now() + 7 * DAY_MS - 5000,
        Date.now() + 7 * DAY_MS,
      );
    });

    it('brings an expired token back with the same secret when a duration is chosen; "keep" leaves it expired', async () => {
      const { secret, token } = await host.world.token({ state: 'expired' });
      expect((await readChampionships(secret)).body.code).to.equal('token_expired');
      const kept = await manage(host, adminA, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: { name: 'still expired', expiry: 'keep' },
      });
      expect([kept.status, kept.body.data.status]).to.deep.equal([200, 'expired']);
      expect((await readChampionships(secret)).status).to.equal(401);
      const renewed = await manage(host, adminA, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: { expiry: { durationDays: 30 } },
      });
      expect([renewed.status, renewed.body.data.status]).to.deep.equal([200, 'active']);
      expect((await readChampionships(secret)).status).to.equal(200);
    });

    it('refuses a malformed expiry or an out-of-range duration with 422', async () => {
      const { token } = await created();
      for (const expiry of ['never', { durationDays: 400 }, { durationDays: 0 }]) {
        const res = await manage(host, adminA, `${TOKENS}/${token.id}`, {
          method: 'PATCH',
          json: { expiry },
        });
        expect(res.status, JSON.stringify(expiry)).to.equal(422);
        expect(Object.keys(res.body.errors)).to.have.length(1);
      }
    });

    it('answers 400 to an unknown field and to a non-numeric id', async () => {
      const { token } = await created();
      const unknown = await manage(host, adminA, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: { prefix: 'x' },
      });
      expect(unknown.status).to.equal(400);
      const badId = await manage(host, adminA, `${TOKENS}/first`, { method: 'PATCH', json: { name: 'x' } });
      expect(badId.status).to.equal(400);
      expect(badId.body.errors).to.have.property('id');
    });

    it('answers 404 for an unknown token and for a token of a company the session does not belong to', async () => {
      const unknown = await manage(host, adminA, `${TOKENS}/999999`, {
        method: 'PATCH',
        json: { name: 'x' },
      });
      expect(unknown.status).to.equal(404);
      const { token } = await created();
      const foreign = await manage(host, adminB, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: { name: 'x' },
      });
      expect(foreign.status).to.equal(404);
    });

    it('refuses to change a revoked token with 409', async () => {
      const { token } = await host.world.token({ state: 'revoked' });
      const res = await manage(host, adminA, `${TOKENS}/${token.id}`, {
        method: 'PATCH',
        json: { name: 'Back' },
      });
      expect(res.status).to.equal(409);
      expect(res.body.code).to.equal('token_already_revoked');
    });
  });

  describe('POST /api/account/tokens/{id}/revoke', () => {
    it('revokes the token: 200 with status revoked, and the secret is refused with 401 at once', async () => {
      const { secret, token } = await created();
      const res = await manage(host, adminA, `${TOKENS}/${token.id}/revoke`, { method: 'POST' });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.data).to.include({ id: token.id, status: 'revoked' });
      const refused = await readChampionships(secret);
      expect(refused.status).to.equal(401);
      expect(refused.body.code).to.equal('token_revoked');
    });

    it('takes no body: an empty JSON object is accepted, a field is 400 naming it, another type 415 (found by review)', async () => {
      const { token } = await created();
      const revoke = `${TOKENS}/${token.id}/revoke`;
      const field = await manage(host, adminA, revoke, { method: 'POST', json: { x: 1 } });
      expect(field.status, field.text).to.equal(400);
      expect(field.body.code).to.equal('invalid_parameters');
      expect(field.body.errors).to.have.property('x');
      const text = await manage(host, adminA, revoke, {
        method: 'POST',
        raw: 'garbage',
        contentType: 'text/plain',
      });
      expect(text.status).to.equal(415);
      const listed = await manage(host, adminA, `${TOKENS}?company_id=${companyA}`);
      expect(listed.body.data.find((t: { id: string }) => t.id === token.id)).to.include({
        status: 'active',
      });
      const empty = await manage(host, adminA, revoke, { method: 'POST', json: {} });
      expect(empty.status, empty.text).to.equal(200);
      expect(empty.body.data).to.include({ status: 'revoked' });
    });

    it('is final: revoking again answers 409', async () => {
      const { token } = await created();
      await manage(host, adminA, `${TOKENS}/${token.id}/revoke`, { method: 'POST' });
      const again = await manage(host, adminA, `${TOKENS}/${token.id}/revoke`, { method: 'POST' });
      expect(again.status).to.equal(409);
    });

    it('answers 404 for an unknown token and 403 without a same-origin Origin', async () => {
      expect((await manage(host, adminA, `${TOKENS}/999999/revoke`, { method: 'POST' })).status).to.equal(
        404,
      );
      const { token } = await created();
      const foreign = await call(host.url, `${TOKENS}/${token.id}/revoke`, {
        method: 'POST',
        cookie: adminA,
        origin: 'https://evil.example',
      });
      expect(foreign.status).to.equal(403);
      const listed = await manage(host, adminA, `${TOKENS}?company_id=${companyA}`);
      expect(listed.body.data.find((t: { id: string }) => t.id === token.id).status).to.equal('active');
    });
  });

  describe('who may manage tokens', () => {
    const endpoints = (id: string) => [
      { label: 'GET list', path: `${TOKENS}?company_id=${companyA}`, options: {} },
      { label: 'POST create', path: TOKENS, options: { json: { companyId: companyA, ...FOOTBALL_READER } } },
      { label: 'PATCH', path: `${TOKENS}/${id}`, options: { method: 'PATCH', json: { name: 'x' } } },
      { label: 'POST revoke', path: `${TOKENS}/${id}/revoke`, options: { method: 'POST' } },
    ];

    it('refuses a member of the company with 403 on every endpoint', async () => {
      const { token } = await created();
      for (const e of endpoints(token.id)) {
        const res = await manage(host, memberA, e.path, e.options);
        expect(res.status, e.label).to.equal(403);
        expect(res.body.code, e.label).to.equal('administrator_required');
      }
    });

    it('refuses a member with 403 before reading the request: unknown ids and bad bodies too (found by QA)', async () => {
      // A member learnt which token ids exist (404 against 403) and had its bodies checked.
      const asked = [
        {
          label: 'PATCH unknown id',
          path: `${TOKENS}/999999`,
          options: { method: 'PATCH', json: { name: 'x' } },
        },
        { label: 'PATCH empty name', path: `${TOKENS}/1`, options: { method: 'PATCH', json: { name: '' } } },
        { label: 'PATCH unknown field', path: `${TOKENS}/1`, options: { method: 'PATCH', json: { x: 1 } } },
        { label: 'PATCH bad id', path: `${TOKENS}/abc`, options: { method: 'PATCH', json: { name: 'x' } } },
        { label: 'POST revoke unknown id', path: `${TOKENS}/999999/revoke`, options: { method: 'POST' } },
        { label: 'POST create, bad body', path: TOKENS, options: { json: { name: 1 } } },
        { label: 'GET list, bad query', path: `${TOKENS}?company_id=abc&x=1`, options: {} },
      ];
      for (const e of asked) {
        const res = await manage(host, memberA, e.path, e.options);
        expect(res.status, e.label).to.equal(403);
        expect(res.body.code, e.label).to.equal('administrator_required');
      }
    });

    it('refuses an integration token with 403 on every endpoint, even a write token of the company', async () => {
      const { secret } = await host.world.token({ permission: 'read_write_events' });
      const { token } = await created();
      for (const e of endpoints(token.id)) {
        const res = await call(host.url, e.path, { ...e.options, token: secret, origin: host.url });
        expect(res.status, e.label).to.equal(403);
        expect(res.body.code, e.label).to.equal('session_required');
      }
    });

    it('answers 428 without credentials and 401 to an invalid token, on every endpoint', async () => {
      const { token } = await created();
      for (const e of endpoints(token.id)) {
        const anonymous = await call(host.url, e.path, { ...e.options, origin: host.url });
        expect(anonymous.status, e.label).to.equal(428);
        const invalid = await call(host.url, e.path, { ...e.options, token: 'svc_api_not-a-token' });
        expect(invalid.status, e.label).to.equal(401);
      }
    });

    it('refuses a token in the query string with 400', async () => {
      const res = await manage(host, adminA, `${TOKENS}?company_id=${companyA}&access_token=svc_api_x`);
      expect(res.status).to.equal(400);
      expect(res.body.code).to.equal('query_string_not_allowed');
    });

    it('answers 405 with Allow to a method an address does not serve', async () => {
      const res = await manage(host, adminA, TOKENS, { method: 'DELETE' });
      expect(res.status).to.equal(405);
      expect(res.headers.get('allow')).to.equal('GET, HEAD, POST');
    });
  });
});

describeEachWebBackend('token management rate limit over HTTP', (factory) => {
  let host: AccountHost;

  before(async () => {
    // A still clock: the bucket must not refill while the test runs.
    host = await startAccountHost(factory, { clock: new FakeClock(new Date()) });
  });
  after(() => host?.close());

  it('allows 30 requests a minute per session, then answers 429 with Retry-After and RateLimit headers', async () => {
    const cookie = await host.sessionCookie(host.world.users.adminB);
    for (let i = 0; i < 30; i++) {
      const res = await manage(host, cookie, TOKENS);
      expect(res.status, `request ${i + 1}`).to.equal(200);
      expect(res.headers.get('ratelimit')).to.equal(`"token-management";r=${29 - i};t=0`);
    }
    const limited = await manage(host, cookie, TOKENS);
    expect(limited.status).to.equal(429);
    expect(limited.body.code).to.equal('rate_limited');
    // In memory (SQLite) the bucket gives one request back every 2 s; shared by the instances on
    // PostgreSQL (issue 13 finding 10), the limit is counted over its 60 s window.
    const retryAfterBound = factory.name === 'PostgreSQL' ? 60 : 2;
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, retryAfterBound);
    expect(limited.headers.get('ratelimit-policy')).to.equal('"token-management";q=30;w=60');
    const writes = await manage(host, cookie, TOKENS, { json: FOOTBALL_READER });
    expect(writes.status, 'writes share the limit').to.equal(429);
  });

  it('counts each session on its own', async () => {
    const other = await host.sessionCookie(host.world.users.adminB);
    expect((await manage(host, other, TOKENS)).status).to.equal(200);
  });
});
