import { expect } from 'chai';
import { OVERLAY_PATH } from '../../../../src/adapters/http/local/overlay/overlayRoutes';
import type { CallOptions, CallResult } from '../../../support/webClient';
import type { LocalServer, LocalServerOptions } from './support/localServer';
import { KEY, localServer, rawRequest } from './support/localServer';

/** The nonces of the policy's script-src and style-src. */
function noncesOf(policy: string): string[] {
  return [...policy.matchAll(/'nonce-([A-Za-z0-9+/=]+)'/g)].map((m) => m[1] as string);
}

describe('the overlay page at /overlay/ (issue 6)', () => {
  let server: LocalServer;
  const running: LocalServer[] = [];
  const start = async (options: LocalServerOptions = {}) => {
    server = await localServer(options);
    running.push(server);
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.close()));
  });
  /** Without the key unless given, validated against the local document. */
  const get = (path: string, options: CallOptions = {}): Promise<CallResult> =>
    server.call(path, { token: undefined, api: 'local', ...options });

  describe('in protected mode', () => {
    beforeEach(() => start({ requireKey: true }));

    it('serves the page without a key, as HTML that no cache keeps', async () => {
      const res = await get(OVERLAY_PATH);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.text).to.match(/^<!doctype html>/);
      expect(res.text).to.include('id="score-bug"').and.to.include('id="lower-third"');
    });

    it('runs only its own inline script and style, connects only to its origin and cannot be framed', async () => {
      const res = await get(OVERLAY_PATH);
      const policy = res.headers.get('content-security-policy') ?? '';
      const directives = policy.split('; ');
      expect(directives).to.include.members([
        "default-src 'none'",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ]);
      expect(policy).not.to.include('unsafe');
      const [scriptNonce, styleNonce] = noncesOf(policy);
      expect(scriptNonce).to.be.a('string').and.to.equal(styleNonce);
      const tags = [...res.text.matchAll(/<(script|style)\b([^>]*)>/g)];
      expect(tags).to.have.length(3);
      for (const tag of tags) expect(tag[2]).to.equal(` nonce="${scriptNonce}"`);
      expect(res.headers.get('x-frame-options')).to.equal('DENY');
      expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
    });

    it('gives every response a fresh nonce', async () => {
      const first = noncesOf((await get(OVERLAY_PATH)).headers.get('content-security-policy') ?? '');
      const second = noncesOf((await get(OVERLAY_PATH)).headers.get('content-security-policy') ?? '');
      expect(first[0]).not.to.equal(second[0]);
    });

    it('holds no secret and no match data, and loads nothing from elsewhere', async () => {
      const res = await get(OVERLAY_PATH);
      const state = (await server.call('/api/v1/state')).body;
      expect(res.text).not.to.include(KEY);
      for (const name of [state.texts.home_team, state.texts.away_team, state.contextKey]) {
        expect(name).to.be.a('string').that.is.not.empty;
        expect(res.text).not.to.include(name);
      }
      expect(res.text).not.to.match(/https?:\/\//);
      expect(res.text).not.to.match(/\b(src|href)=/);
    });

    it('is the same page with a key: the key changes nothing', async () => {
      const withKey = await get(OVERLAY_PATH, { token: KEY });
      const without = await get(OVERLAY_PATH);
      const strip = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(strip(withKey.text)).to.equal(strip(without.text));
    });

    it('sends /overlay to /overlay/ with a permanent redirect, which keeps the fragment', async () => {
      const res = await get('/overlay', { redirect: 'manual' });
      expect(res.status).to.equal(308);
      expect(res.headers.get('location')).to.equal(OVERLAY_PATH);
    });

    it('answers another method with 405 and Allow, and OPTIONS with the methods', async () => {
      const posted = await get(OVERLAY_PATH, { json: {} });
      expect(posted.status).to.equal(405);
      expect(posted.body).to.include({ success: false, code: 'method_not_allowed' });
      expect(posted.headers.get('allow')).to.equal('GET, HEAD');
      const options = await get(OVERLAY_PATH, { method: 'OPTIONS' });
      expect(options.status).to.equal(200);
      expect(options.headers.get('allow')).to.equal('GET, HEAD');
    });

    it('opens no way around the key: other paths under /overlay/ and the API still need it', async () => {
      expect((await get('/overlay/state')).status).to.equal(401);
      expect((await get('/api/v1/state')).status).to.equal(401);
      expect((await get('/api/v1/state', { token: KEY })).status).to.equal(200);
    });

    it('keeps the Host guard: a foreign Host gets 403', async () => {
      const res = await rawRequest(server.url, OVERLAY_PATH, { Host: 'evil.example:18800' });
      expect(res.status).to.equal(403);
      expect(JSON.parse(res.body)).to.include({ code: 'host_forbidden' });
    });

    it('keeps the Origin guard: a foreign browser Origin gets 403', async () => {
      const res = await get(OVERLAY_PATH, { origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(res.body).to.include({ code: 'origin_forbidden' });
    });
  });

  it('is served alike when Require API key is off', async () => {
    await start({ requireKey: false });
    const res = await get(OVERLAY_PATH);
    expect(res.status).to.equal(200);
    expect(res.text).not.to.include(KEY);
  });

  it('counts against the per-client request rate', async () => {
    await start({ rateLimit: { name: 'local', capacity: 2, refillPerSecond: 1 } });
    expect((await get(OVERLAY_PATH)).status).to.equal(200);
    expect((await get(OVERLAY_PATH)).status).to.equal(200);
    const refused = await get(OVERLAY_PATH);
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
  });

  describe("the host's own origin (the overlay page's requests)", () => {
    beforeEach(() => start());
    const port = () => new URL(server.url).port;

    it('lets a request from the origin the page was served from through, named in CORS', async () => {
      const res = await server.call('/api/v1/texts', { origin: server.url });
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal(server.url);
    });

    it('refuses the same name on another port: another origin', async () => {
      const other = `http://127.0.0.1:${Number(port()) === 65535 ? 65534 : Number(port()) + 1}`;
      const res = await server.call('/api/v1/texts', { origin: other });
      expect(res.status).to.equal(403);
      expect(res.body).to.include({ code: 'origin_forbidden' });
    });

    it('refuses another accepted name than the Host: another origin', async () => {
      const res = await server.call('/api/v1/texts', { origin: `http://localhost:${port()}` });
      expect(res.status).to.equal(403);
    });

    it('refuses an https origin of the same host: the local host serves plain HTTP', async () => {
      const res = await server.call('/api/v1/texts', { origin: `https://127.0.0.1:${port()}` });
      expect(res.status).to.equal(403);
    });
  });
});
