import { expect } from 'chai';
import { WEB_API_DESCRIPTION } from '../../../../../src/adapters/http/openapi';
import { call } from '../../../../support/webClient';
import type { TestWebHost } from '../../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../../support/webHost';
import { cspNonce, directive, embeddedDocument, inlineScripts, loadedAddresses } from './support/pages';

const VIEWER = '/api/docs';

describe('the public contract viewer over HTTP (spec 5.2.6)', () => {
  let host: TestWebHost;

  before(async () => {
    host = await startTestWebHost(sqliteWebBackend);
  });
  after(() => host?.close());

  it('needs no account and no secret', async () => {
    const res = await call(host.url, VIEWER);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(res.headers.get('set-cookie')).to.equal(null);
  });

  it('embeds the web document, so that it needs no request to show it', async () => {
    const res = await call(host.url, VIEWER);
    expect(embeddedDocument(res.text)).to.deep.equal(WEB_API_DESCRIPTION);
  });

  it('refuses every connection by its Content-Security-Policy, and every form', async () => {
    const res = await call(host.url, VIEWER);
    const csp = res.headers.get('content-security-policy');
    const nonce = cspNonce(csp);
    expect(directive(csp, 'connect-src')).to.equal("connect-src 'none'");
    expect(directive(csp, 'form-action')).to.equal("form-action 'none'");
    expect(directive(csp, 'default-src')).to.equal("default-src 'none'");
    expect(directive(csp, 'script-src')).to.equal(`script-src 'nonce-${nonce}'`);
    expect(csp).not.to.match(/unsafe-(inline|eval)/);
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
  });

  it('configures Swagger UI with no submit method, no "Try it out" and no Authorize', async () => {
    const res = await call(host.url, VIEWER);
    const scripts = inlineScripts(res.text);
    expect(scripts).to.have.length(1);
    expect(scripts[0]?.nonce).to.equal(cspNonce(res.headers.get('content-security-policy')));
    expect(scripts[0]?.body).to.include('supportedSubmitMethods: []');
    expect(scripts[0]?.body).to.include('authorizeBtn: function () { return nothing; }');
    expect(scripts[0]?.body).not.to.include('requestInterceptor');
  });

  it('loads its files from this host only', async () => {
    const res = await call(host.url, VIEWER);
    for (const address of loadedAddresses(res.text)) expect(address, address).to.match(/^\/(?!\/)/);
    expect(res.text).to.include('src="/explorer/assets/swagger-ui-bundle.js?v=');
  });

  it('is the same page with or without a session: it shows nothing of the user', async () => {
    const cookie = await host.sessionCookie(host.world.users.adminA);
    const withoutNonce = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');
    const anonymous = await call(host.url, VIEWER);
    const loggedIn = await call(host.url, VIEWER, { cookie });
    expect(loggedIn.status).to.equal(200);
    expect(withoutNonce(loggedIn.text)).to.equal(withoutNonce(anonymous.text));
  });
});
