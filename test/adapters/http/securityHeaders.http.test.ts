import { expect } from 'chai';
import { ANSWER_HEADERS } from '../../../src/adapters/http/security/securityHeaders';
import { rawAnswer, upgradeHead } from '../../support/rawHttp';
import type { TestWebHost } from '../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../support/webHost';
import type { LocalServer } from './local/support/localServer';
import { localServer } from './local/support/localServer';

/** Issue 13: every answer of both hosts carries the security headers of the one module. */
function expectAnswerHeaders(headers: Readonly<Record<string, string | undefined>>, what: string): void {
  for (const [name, value] of Object.entries(ANSWER_HEADERS)) {
    if (name === 'Cache-Control') continue; // a validated read says `private, no-cache` instead
    expect(headers[name.toLowerCase()], `${what}: ${name}`).to.equal(value);
  }
}

const headersOf = (res: Response): Record<string, string> => Object.fromEntries(res.headers.entries());

describe('security headers on every answer of both hosts (issue 13)', () => {
  let local: LocalServer;
  let web: TestWebHost;
  before(async () => {
    local = await localServer();
    web = await startTestWebHost(sqliteWebBackend);
  });
  after(async () => {
    await local?.close();
    await web?.close();
  });

  it('local: a read, a refusal and an unknown path', async () => {
    for (const [path, token] of [
      ['/api/v1/state', undefined],
      ['/api/v1/state', 'f'.repeat(64)],
      ['/api/v1/nowhere', undefined],
    ] as const) {
      const res = await fetch(
        `${local.url}${path}`,
        token ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      expectAnswerHeaders(headersOf(res), `local ${path} ${res.status}`);
    }
  });

  it('web: health, the public document, a refusal, an unknown path', async () => {
    for (const path of [
      '/api/health',
      '/api/openapi.json',
      '/api/football/get_all_championship',
      '/nowhere',
    ]) {
      const res = await fetch(`${web.url}${path}`);
      expectAnswerHeaders(headersOf(res), `web ${path} ${res.status}`);
    }
  });

  it('a refused WebSocket upgrade (refuseUpgrade, shared by both hosts)', async () => {
    const refused = await rawAnswer(
      web.url,
      upgradeHead('/api/notifications', [`Host: ${new URL(web.url).host}`]),
    );
    expect(refused.status).to.equal(401);
    expectAnswerHeaders(refused.headers, 'web upgrade');
    expect(refused.headers['cache-control']).to.equal('no-store');
  });
});
