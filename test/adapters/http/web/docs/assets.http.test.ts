import { expect } from 'chai';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { call } from '../../../../support/webClient';
import type { TestWebHost } from '../../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../../support/webHost';
import { rawGet } from './support/rawGet';

const ASSETS = '/explorer/assets';
const PACKAGE_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const packageFile = (name: string) => join(PACKAGE_DIR, name);

const SERVED: readonly (readonly [string, string])[] = [
  ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
  ['favicon-16x16.png', 'image/png'],
];

describe('the Swagger UI files of the explorer and the viewer over HTTP', () => {
  let host: TestWebHost;

  before(async () => {
    host = await startTestWebHost(sqliteWebBackend);
  });
  after(() => host?.close());

  for (const [name, type] of SERVED) {
    it(`serves ${name} from swagger-ui-dist as ${type}, cacheable for a day, to anyone`, async () => {
      const res = await call(host.url, `${ASSETS}/${name}?v=1`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal(type);
      expect(res.headers.get('cache-control')).to.equal('public, max-age=86400');
      expect(res.headers.get('etag')).to.match(/^"[A-Za-z0-9_-]{27}"$/);
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(Number(res.headers.get('content-length'))).to.equal(statSync(packageFile(name)).size);
      if (!type.startsWith('image/')) expect(res.text).to.equal(readFileSync(packageFile(name), 'utf8'));
    });
  }

  it('answers 304 without a body when the browser already has the file', async () => {
    const first = await call(host.url, `${ASSETS}/swagger-ui.css`);
    const etag = first.headers.get('etag') as string;
    // As a browser revalidates (fetch adds "no-cache" to a request with a condition of its own).
    const again = await call(host.url, `${ASSETS}/swagger-ui.css`, {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
    expect(again.headers.get('etag')).to.equal(etag);
  });

  it('sends the file again when the browser has another version', async () => {
    const res = await call(host.url, `${ASSETS}/swagger-ui.css`, {
      headers: { 'If-None-Match': '"old"', 'Cache-Control': 'max-age=0' },
    });
    expect(res.status).to.equal(200);
  });

  for (const name of ['index.html', 'swagger-initializer.js', 'package.json', 'swagger-ui-bundle.js.map']) {
    it(`refuses ${name}, a file of the package that is not on the list, with 404`, async () => {
      const res = await call(host.url, `${ASSETS}/${name}`);
      expect(res.status).to.equal(404);
      expect(res.body.code).to.equal('not_found');
    });
  }

  for (const path of [
    `${ASSETS}/..%2f..%2fpackage.json`,
    `${ASSETS}/%2e%2e%2f%2e%2e%2fpackage.json`,
    `${ASSETS}/..%5c..%5cpackage.json`,
    `${ASSETS}/%2e%2e`,
    `${ASSETS}/../../package.json`,
    `${ASSETS}/../../../../../../etc/passwd`,
    `${ASSETS}/swagger-ui.css%00.png`,
  ]) {
    it(`refuses the traversal ${path} with 404, leaking nothing`, async () => {
      const res = await rawGet(host.url, path);
      expect(res.status).to.equal(404);
      expect(res.contentType).to.match(/^application\/json/);
      expect(res.text).not.to.include('"name"');
      expect(res.text).not.to.include('root:');
    });
  }
});
