import { expect } from 'chai';
import { REALTIME_DESCRIPTION, WEB_API_DESCRIPTION } from '../../../../src/adapters/http/openapi';
import { rawRequest } from '../../../support/rawRequest';
import { call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../support/webHost';
import { loadedAddresses } from './docs/support/pages';

/** Issue 13: `GET /` is the front door, not a JSON 404. Every answer is checked against the document. */
describe("the web host's front door (GET /)", () => {
  let host: TestWebHost;
  before(async () => {
    host = await startTestWebHost(sqliteWebBackend);
  });
  after(() => host?.close());

  it('answers an HTML page that runs no script, under the page headers', async () => {
    const res = await call(host.url, '/');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).to.include.members([
      "default-src 'none'",
      "script-src 'none'",
      "frame-ancestors 'none'",
    ]);
    expect(res.text).not.to.include('<script');
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
  });

  it('is at / only: // is another address, a 404', async () => {
    const url = new URL(host.url);
    const res = await rawRequest(host.url, {
      method: 'GET',
      target: '//',
      headers: [['Host', url.host]],
    });
    expect(res.status).to.equal(404);
  });

  it('links to pages and documents of this host only, each of them listed in the OpenAPI document', async () => {
    const links = loadedAddresses((await call(host.url, '/')).text).filter((a) => a.startsWith('/'));
    expect(links).to.include.members([
      '/login',
      '/explorer',
      '/api/docs',
      '/api/openapi.json',
      '/api/asyncapi.json',
      '/api/health',
    ]);
    expect(loadedAddresses((await call(host.url, '/')).text).filter((a) => !a.startsWith('/'))).to.deep.equal(
      [],
    );
    const documented = Object.keys((WEB_API_DESCRIPTION as { paths: Record<string, unknown> }).paths);
    for (const link of links) expect(documented, link).to.include(link);
  });

  it('serves the AsyncAPI document it links to, without an account', async () => {
    const res = await call(host.url, '/api/asyncapi.json');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal(REALTIME_DESCRIPTION);
  });

  it('compresses the documents it serves when the client accepts it (koa-compress)', async () => {
    for (const [path, document] of [
      ['/api/openapi.json', WEB_API_DESCRIPTION],
      ['/api/asyncapi.json', REALTIME_DESCRIPTION],
    ] as const) {
      for (const coding of ['gzip', 'br']) {
        const res = await rawRequest(host.url, {
          method: 'GET',
          target: path,
          headers: [
            ['Host', new URL(host.url).host],
            ['Accept-Encoding', coding],
          ],
        });
        expect(res.status, path).to.equal(200);
        expect(res.headers['content-encoding'], `${path} ${coding}`).to.equal(coding);
        expect(res.headers.vary, path).to.match(/Accept-Encoding/i);
        expect(res.body.length, path).to.be.below(Buffer.byteLength(res.text) / 3);
        expect(JSON.parse(res.text), path).to.deep.equal(document);
      }
    }
  });

  it('answers another method with 405 and Allow', async () => {
    const res = await call(host.url, '/', { json: {} });
    expect(res.status).to.equal(405);
    expect(res.body).to.include({ code: 'method_not_allowed' });
  });
});
