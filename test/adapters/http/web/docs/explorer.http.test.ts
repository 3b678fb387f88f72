import { expect } from 'chai';
import { WEB_API_DESCRIPTION } from '../../../../../src/adapters/http/openapi';
import { call } from '../../../../support/webClient';
import { describeEachWebBackend } from '../../../../support/webHost';
import type { AccountHost } from '../account/support/accountHost';
import { startAccountHost } from '../account/support/accountHost';
import { cspNonce, directive, embeddedDocument, inlineScripts, loadedAddresses } from './support/pages';

const EXPLORER = '/explorer';

describeEachWebBackend('the API explorer over HTTP (spec 5.2.3, 5.2.6)', (factory) => {
  let host: AccountHost;
  let adminA: string;

  before(async () => {
    host = await startAccountHost(factory);
    adminA = await host.sessionCookie(host.world.users.adminA);
  });
  after(() => host?.close());

  it('shows an administrator Swagger UI on the web document, under a nonce-only Content-Security-Policy', async () => {
    const res = await call(host.url, EXPLORER, { cookie: adminA });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy');
    const nonce = cspNonce(csp);
    expect(directive(csp, 'default-src')).to.equal("default-src 'none'");
    expect(directive(csp, 'script-src')).to.equal(`script-src 'nonce-${nonce}'`);
    expect(directive(csp, 'style-src')).to.equal(`style-src 'nonce-${nonce}'`);
    expect(directive(csp, 'connect-src'), 'tries go to this origin only').to.equal("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).to.equal("frame-ancestors 'none'");
    expect(csp).not.to.match(/unsafe-(inline|eval)/);
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.text).to.include(`<script nonce="${nonce}" src="/explorer/assets/swagger-ui-bundle.js?v=`);
    expect(res.text).to.include(
      `<link rel="stylesheet" nonce="${nonce}" href="/explorer/assets/swagger-ui.css?v=`,
    );
    expect(embeddedDocument(res.text)).to.deep.equal(WEB_API_DESCRIPTION);
  });

  it('loads everything from this host: no CDN, no other origin', async () => {
    const res = await call(host.url, EXPLORER, { cookie: adminA });
    const addresses = loadedAddresses(res.text);
    expect(addresses).not.to.be.empty;
    for (const address of addresses) expect(address, address).to.match(/^\/(?!\/)/);
  });

  it('sends its tries without cookies, so that only a bearer token authenticates them', async () => {
    const res = await call(host.url, EXPLORER, { cookie: adminA });
    const nonce = cspNonce(res.headers.get('content-security-policy'));
    const scripts = inlineScripts(res.text);
    expect(scripts).to.have.length(1);
    expect(scripts[0]?.nonce).to.equal(nonce);
    expect(scripts[0]?.body).to.include("request.credentials = 'omit'");
    expect(scripts[0]?.body).to.include('persistAuthorization: false');
    expect(scripts[0]?.body).not.to.include('supportedSubmitMethods');
  });

  it('uses a new nonce on every response', async () => {
    const first = await call(host.url, EXPLORER, { cookie: adminA });
    const second = await call(host.url, EXPLORER, { cookie: adminA });
    expect(cspNonce(first.headers.get('content-security-policy'))).not.to.equal(
      cspNonce(second.headers.get('content-security-policy')),
    );
  });

  it('sends an anonymous browser to the login page (303), coming back to the explorer', async () => {
    const res = await call(host.url, EXPLORER, { redirect: 'manual' });
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal('/login?next=%2Fexplorer');
  });

  it('sends a browser whose session ended to the login page too', async () => {
    const res = await call(host.url, EXPLORER, {
      redirect: 'manual',
      cookie: 'md_session=AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal('/login?next=%2Fexplorer');
  });

  it('refuses a member with a 403 page, even by direct address', async () => {
    const member = await host.sessionCookie(host.world.users.memberA);
    const res = await call(host.url, EXPLORER, { cookie: member });
    expect(res.status).to.equal(403);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(res.text).to.include('data-code="administrator_required"');
    expect(res.text).to.include('<h1>Access refused</h1>');
    expect(res.text).not.to.include('swagger-ui-bundle.js');
    expect(res.text).not.to.include('openapi-document');
  });

  it('refuses an integration token with a 403 page: the explorer is for administrator sessions', async () => {
    const { secret } = await host.world.token({ sports: ['football'] });
    const res = await call(host.url, EXPLORER, { token: secret });
    expect(res.status).to.equal(403);
    expect(res.text).to.include('data-code="session_required"');
    expect(res.text).not.to.include('swagger-ui-bundle.js');
  });

  it('refuses a revoked token with a 401 page and its challenge, without redirecting', async () => {
    const { secret } = await host.world.token({ state: 'revoked' });
    const res = await call(host.url, EXPLORER, { token: secret, cookie: adminA, redirect: 'manual' });
    expect(res.status).to.equal(401);
    expect(res.headers.get('www-authenticate')).to.equal('Bearer realm="match-desk"');
    expect(res.text).not.to.include('swagger-ui-bundle.js');
  });

  it('refuses a token in the address with a 400 page', async () => {
    const { secret } = await host.world.token({});
    const res = await call(host.url, `${EXPLORER}?token=${secret}`, { cookie: adminA });
    expect(res.status).to.equal(400);
    expect(res.text).to.include('data-code="query_string_not_allowed"');
  });
});
