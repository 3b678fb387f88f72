import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestHost } from '../adapters/http/local/support/localHost';
import { TempDir, testHost } from '../adapters/http/local/support/localHost';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';
import { call } from '../support/webClient';

// Tests run from the repository root (npm test, scripts/dev-test): these are the files in api/.
const fileDocument = (name: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'api', name), 'utf8')) as unknown;

describe('the OpenAPI documents served by the real hosts (issue 6)', () => {
  describe('web host', () => {
    let web: TestWebHost;
    before(async () => {
      web = await startTestWebHost(sqliteWebBackend);
    });
    after(() => web.close());

    it('serves api/web.openapi.json at /api/openapi.json to anyone, without a token or session', async () => {
      const res = await call(web.url, '/api/openapi.json');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      expect(res.body).to.deep.equal(fileDocument('web.openapi.json'));
    });

    it('answers another method with 405 and Allow', async () => {
      const res = await call(web.url, '/api/openapi.json', { method: 'POST', json: {} });
      expect(res.status).to.equal(405);
      expect(res.headers.get('allow')).to.include('GET');
    });
  });

  describe('local host', () => {
    const dir = new TempDir();
    let local: TestHost;
    before(async () => {
      await dir.create();
      local = await testHost(dir);
    });
    after(async () => {
      await local.host.close();
      await dir.remove();
    });

    it('serves api/local.openapi.json at /api/v1/openapi.json with the local key', async () => {
      const res = await call(local.host.url as string, '/api/v1/openapi.json', { token: local.host.key });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      expect(res.body).to.deep.equal(fileDocument('local.openapi.json'));
      expect(res.body.info.version).to.equal('1');
    });

    it('guards it like every other path: 401 without the key in protected mode', async () => {
      const res = await call(local.host.url as string, '/api/v1/openapi.json');
      expect(res.status).to.equal(401);
      expect(res.body).to.include({ code: 'key_missing' });
    });
  });
});
