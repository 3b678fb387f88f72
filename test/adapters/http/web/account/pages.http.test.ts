import { expect } from 'chai';
import { call } from '../../../../support/webClient';
import { describeEachWebBackend } from '../../../../support/webHost';
import type { AccountHost } from './support/accountHost';
import { startAccountHost } from './support/accountHost';
import { FOOTBALL_READER, GENEROUS_LIMIT, manage, TOKENS } from './support/management';

const PAGE = '/account/tokens';
const HOSTILE = '<script>alert("x")</script>&"\'`';

/** The nonce of the page's CSP, which its inline script must carry. */
function cspNonce(csp: string | null): string {
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];
  if (!nonce) throw new Error(`no script nonce in ${csp}`);
  return nonce;
}

describeEachWebBackend('account pages over HTTP', (factory) => {
  let host: AccountHost;
  let adminA: string;

  before(async () => {
    host = await startAccountHost(factory, { accounts: { managementPolicy: GENEROUS_LIMIT } });
    adminA = await host.sessionCookie(host.world.users.adminA);
  });
  after(() => host?.close());

  describe('GET /account/tokens', () => {
    it('shows an administrator the company’s tokens under a strict Content-Security-Policy', async () => {
      const res = await call(host.url, PAGE, { cookie: adminA });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).to.include("default-src 'none'");
      expect(csp).to.include("frame-ancestors 'none'");
      expect(csp).not.to.include('unsafe-inline');
      expect(res.text).to.include(`<script nonce="${cspNonce(csp)}">`);
      expect(res.headers.get('x-frame-options')).to.equal('DENY');
      expect(res.text).to.include('Integration tokens of Alpha Sports');
      expect(res.text).to.include('id="create-form"');
      for (const days of [7, 30, 90, 365]) expect(res.text).to.include(`<option value="${days}"`);
    });

    it('uses a new nonce on every response', async () => {
      const first = await call(host.url, PAGE, { cookie: adminA });
      const second = await call(host.url, PAGE, { cookie: adminA });
      expect(cspNonce(first.headers.get('content-security-policy'))).not.to.equal(
        cspNonce(second.headers.get('content-security-policy')),
      );
    });

    it('lists each token with its prefix, permission, sports, expiry, last use, creator, company and status', async () => {
      const created = await manage(host, adminA, TOKENS, {
        json: { companyId: host.world.companyA.id, ...FOOTBALL_READER, name: 'Listed on the page' },
      });
      const token = created.body.data.token;
      const res = await call(host.url, PAGE, { cookie: adminA });
      const row = new RegExp(`<tr data-token-id="${token.id}"[\\s\\S]*?</tr>`).exec(res.text)?.[0] ?? '';
      expect(row).to.include('<td class="name">Listed on the page</td>');
      expect(row).to.include(`<code>${token.prefix}…</code>`);
      expect(row).to.include('<td class="permission">Read</td>');
      expect(row).to.include('<td class="sports">football</td>');
      expect(row).to.include(`<td class="expires">${token.expiresAt.slice(0, 10)} `);
      expect(row).to.include('<td class="last-use">never</td>');
      expect(row).to.include('<td class="creator">admin</td>');
      expect(row).to.include('<td class="company">Alpha Sports</td>');
      expect(row).to.include('<td class="status">active</td>');
      expect(row).to.include('class="revoke"');
    });

    it('never shows a secret, not even of a token just created', async () => {
      const created = await manage(host, adminA, TOKENS, {
        json: { companyId: host.world.companyA.id, ...FOOTBALL_READER },
      });
      const res = await call(host.url, PAGE, { cookie: adminA });
      expect(res.text).to.include(created.body.data.token.prefix);
      expect(res.text).not.to.include(created.body.data.secret.slice(12));
    });

    it('escapes every value it renders', async () => {
      await host.world.token({});
      const created = await manage(host, adminA, TOKENS, {
        json: { companyId: host.world.companyA.id, ...FOOTBALL_READER, name: HOSTILE },
      });
      expect(created.status).to.equal(201);
      const res = await call(host.url, PAGE, { cookie: adminA });
      expect(res.text).not.to.include(HOSTILE);
      expect(res.text).not.to.include('<script>alert');
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&quot;&#39;&#96;';
      expect(res.text).to.include(`<td class="name">${escaped}</td>`);
      expect(res.text).to.include(`data-name="${escaped}"`);
    });

    it('shows the company named by company_id, with links to the other companies the user administers', async () => {
      const b = host.world.companyB;
      const res = await call(host.url, `${PAGE}?company_id=${b.id}`, { cookie: adminA });
      expect(res.status).to.equal(200);
      expect(res.text).to.include('Integration tokens of Beta Media');
      expect(res.text).to.include(`data-company-id="${b.id}"`);
      expect(res.text).to.include(
        `<a href="/account/tokens?company_id=${b.id}" aria-current="page">Beta Media</a>`,
      );
      expect(res.text).to.include(
        `<a href="/account/tokens?company_id=${host.world.companyA.id}">Alpha Sports</a>`,
      );
    });

    it('sends an anonymous browser to the login page (303), keeping the address to come back to', async () => {
      const res = await call(host.url, `${PAGE}?company_id=1`, { redirect: 'manual' });
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal(
        `/login?next=${encodeURIComponent(`${PAGE}?company_id=1`)}`,
      );
    });

    it('sends a browser whose session ended to the login page too', async () => {
      const res = await call(host.url, PAGE, {
        redirect: 'manual',
        cookie: 'md_session=AAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(res.status).to.equal(303);
    });

    it('refuses a member with a 403 page, even by direct address', async () => {
      const member = await host.sessionCookie(host.world.users.memberA);
      for (const path of [PAGE, `${PAGE}?company_id=${host.world.companyA.id}`]) {
        const res = await call(host.url, path, { cookie: member });
        expect(res.status, path).to.equal(403);
        expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
        expect(res.text).to.include('data-code="administrator_required"');
        expect(res.text).not.to.include('create-form');
        expect(res.headers.get('content-security-policy')).to.include("default-src 'none'");
      }
    });

    it('refuses an administrator of another company with 403', async () => {
      const adminB = await host.sessionCookie(host.world.users.adminB);
      const res = await call(host.url, `${PAGE}?company_id=${host.world.companyA.id}`, { cookie: adminB });
      expect(res.status).to.equal(403);
      expect(res.text).to.include('data-code="forbidden_company"');
    });

    it('refuses an integration token with 403', async () => {
      const { secret } = await host.world.token({});
      const res = await call(host.url, PAGE, { token: secret });
      expect(res.status).to.equal(403);
      expect(res.text).to.include('data-code="session_required"');
    });

    it('answers a malformed company_id with a 400 page that names it (found by the fuzz: the page said only "invalid")', async () => {
      const res = await call(host.url, `${PAGE}?company_id=alpha`, { cookie: adminA });
      expect(res.status).to.equal(400);
      expect(res.text).to.include('data-code="invalid_parameters"');
      expect(res.text).to.match(/<li data-field="company_id"><code>company_id<\/code>: [^<]+<\/li>/);
      const hostile = await call(host.url, `${PAGE}?${encodeURIComponent(HOSTILE)}=1`, { cookie: adminA });
      expect(hostile.status).to.equal(400);
      expect(hostile.text).not.to.include('<script>alert');
    });
  });

  describe('GET /login', () => {
    it('serves a login form that posts to /api/session, under the same policy', async () => {
      const res = await call(host.url, '/login');
      expect(res.status).to.equal(200);
      expect(res.text).to.include('id="login-form"');
      expect(res.text).to.include("fetch('/api/session'");
      expect(res.text).to.include('data-next="/account/tokens"');
      expect(res.text).to.include(`<script nonce="${cspNonce(res.headers.get('content-security-policy'))}">`);
    });

    it('returns to a path of this site only, escaped', async () => {
      const local = await call(host.url, `/login?next=${encodeURIComponent('/account/tokens?company_id=2')}`);
      expect(local.text).to.include('data-next="/account/tokens?company_id=2"');
      for (const elsewhere of [
        '//evil.example/',
        'https://evil.example/',
        '/\\evil.example',
        '/account/tokens\u0000',
        '/a\u0007b',
        '/a\u0085b',
      ]) {
        const res = await call(host.url, `/login?next=${encodeURIComponent(elsewhere)}`);
        expect(res.text, elsewhere).to.include('data-next="/account/tokens"');
      }
      const hostile = await call(
        host.url,
        `/login?next=${encodeURIComponent('/x"><script>alert(1)</script>')}`,
      );
      expect(hostile.text).not.to.include('<script>alert(1)');
      expect(hostile.text).to.include('data-next="/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    });
  });
});
