// The web API for browser pages of other origins (spec 1: "usable from a browser"): the origins
// the operator allows (`--allow-origin`) are named back in CORS on /api/{sport}/..., never `*`,
// never with credentials; any other origin gets no CORS at all, and sessions stay same-site.
import { expect } from 'chai';
import { allowedOrigins } from '../../../../src/bootstrap/config';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../support/webHost';

const PARTNER = 'https://scores.partner.example';
const OTHER = 'https://elsewhere.example';

describe('web API: CORS for allowed browser origins', () => {
  let host: TestWebHost;
  let reader: string;
  let writer: string;
  let snapshot: string;

  before(async () => {
    host = await startTestWebHost(sqliteWebBackend, { allowedOrigins: [PARTNER] });
    reader = (await host.world.token({ permission: 'read' })).secret;
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
    const football = host.world.championships.football;
    snapshot = apiPath('football', 'get_match_snapshot', {
      championship_id: football.championship.id,
      match_id: liveMatch(football).id,
    });
  });
  after(() => host?.close());

  const preflight = (path: string, origin: string, method: string) =>
    call(host.url, path, {
      method: 'OPTIONS',
      origin,
      headers: {
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization, if-none-match',
      },
    });

  it("answers an allowed origin's preflight with the methods and headers its page may use", async () => {
    const res = await preflight(snapshot, PARTNER, 'GET');
    expect(res.status).to.equal(204);
    expect(res.headers.get('access-control-allow-origin')).to.equal(PARTNER);
    expect(res.headers.get('access-control-allow-methods')).to.equal('GET, HEAD, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).to.equal(
      'Authorization, Content-Encoding, Content-Type, Idempotency-Key, If-None-Match',
    );
    expect(res.headers.get('access-control-max-age')).to.equal('600');
    expect(res.headers.get('access-control-allow-credentials')).to.equal(null);
    expect(res.headers.get('vary')).to.include('Origin');
    const write = await preflight(apiPath('football', 'update_match_event'), PARTNER, 'POST');
    expect(write.headers.get('access-control-allow-methods')).to.equal('POST, OPTIONS');
  });

  it('names the allowed origin on a read, its 304 and a refusal, and exposes ETag', async () => {
    const read = await call(host.url, snapshot, { token: reader, origin: PARTNER });
    expect(read.status).to.equal(200);
    expect(read.headers.get('access-control-allow-origin')).to.equal(PARTNER);
    expect(read.headers.get('access-control-expose-headers')).to.include('ETag');
    const etag = read.headers.get('etag') as string;
    const again = await call(host.url, snapshot, {
      token: reader,
      origin: PARTNER,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).to.equal(304);
    expect(again.headers.get('access-control-allow-origin')).to.equal(PARTNER);
    const refused = await call(host.url, snapshot, { token: 'svc_api_notatoken', origin: PARTNER });
    expect(refused.status).to.equal(401);
    expect(refused.headers.get('access-control-allow-origin')).to.equal(PARTNER);
    expect(refused.headers.get('access-control-expose-headers')).to.include('WWW-Authenticate');
  });

  it("takes a token's write from an allowed origin, and exposes Idempotent-Replayed", async () => {
    const football = host.world.championships.football;
    const match = liveMatch(football);
    const res = await call(
      host.url,
      apiPath('football', 'update_match_event', { championship_id: football.championship.id }),
      {
        token: writer,
        origin: PARTNER,
        headers: { 'Idempotency-Key': 'cors-write-1' },
        json: { id: 'new', match_id: match.id, type: 3, club_id: match.homeTeamId, timer: '12' },
      },
    );
    expect(res.status, res.text).to.equal(200);
    expect(res.headers.get('access-control-allow-origin')).to.equal(PARTNER);
    expect(res.headers.get('access-control-expose-headers')).to.include('Idempotent-Replayed');
  });

  it("names the origin on a sport's path that names no endpoint, and on its preflight (found by review)", async () => {
    const res = await call(host.url, '/api/football/no_such_endpoint', { token: reader, origin: PARTNER });
    expect([res.status, res.body.code]).to.deep.equal([404, 'not_found']);
    expect(res.headers.get('access-control-allow-origin')).to.equal(PARTNER);
    const pre = await preflight('/api/football/no_such_endpoint', PARTNER, 'GET');
    expect(pre.status).to.equal(404);
    expect(pre.headers.get('access-control-allow-origin')).to.equal(PARTNER);
  });

  it('gives any other origin no CORS at all, while its answer still varies by Origin', async () => {
    const pre = await preflight(snapshot, OTHER, 'GET');
    expect(pre.status).to.equal(204);
    expect(pre.headers.get('access-control-allow-origin')).to.equal(null);
    expect(pre.headers.get('access-control-allow-methods')).to.equal(null);
    const read = await call(host.url, snapshot, { token: reader, origin: OTHER });
    expect(read.status).to.equal(200);
    expect(read.headers.get('access-control-allow-origin')).to.equal(null);
    expect(read.headers.get('vary')).to.include('Origin');
  });

  it('keeps sessions same-site: a cookie write from an allowed origin is still refused', async () => {
    const football = host.world.championships.football;
    const match = liveMatch(football);
    const res = await call(
      host.url,
      apiPath('football', 'update_match_event', { championship_id: football.championship.id }),
      {
        cookie: await host.sessionCookie(host.world.users.adminA),
        origin: PARTNER,
        json: { id: 'new', match_id: match.id, type: 3, club_id: match.homeTeamId, timer: '13' },
      },
    );
    expect([res.status, res.body.code]).to.deep.equal([403, 'origin_forbidden']);
  });

  it('serves an endpoint named with percent-encoded letters as the endpoint (found by QA)', async () => {
    // The document lists the path as written; this one is checked here instead.
    const res = await call(host.url, snapshot.replace('get_match_snapshot', '%67et_match_snapshot'), {
      token: reader,
      api: 'none',
    });
    expect(res.status).to.equal(200);
    expect(res.body.data.match.id).to.equal(liveMatch(host.world.championships.football).id);
  });

  it('sends no CORS and no Vary: Origin from a host that allows no origin', async () => {
    const plain = await startTestWebHost(sqliteWebBackend);
    try {
      const token = (await plain.world.token({ permission: 'read' })).secret;
      const football = plain.world.championships.football;
      const path = apiPath('football', 'get_championship', { championship_id: football.championship.id });
      const res = await call(plain.url, path, { token, origin: PARTNER });
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal(null);
      expect(res.headers.get('vary') ?? '').to.not.include('Origin');
    } finally {
      await plain.close();
    }
  });
});

describe('allowedOrigins (--allow-origin, MATCH_DESK_ALLOWED_ORIGINS)', () => {
  it('reads the options, else the comma-separated variable, normalized', () => {
    expect(allowedOrigins(['HTTPS://Scores.Example/', 'http://127.0.0.1:8081'], {})).to.deep.equal({
      origins: ['https://scores.example', 'http://127.0.0.1:8081'],
    });
    expect(
      allowedOrigins(undefined, { MATCH_DESK_ALLOWED_ORIGINS: 'https://a.example, https://b.example' }),
    ).to.deep.equal({ origins: ['https://a.example', 'https://b.example'] });
    expect(allowedOrigins(undefined, {})).to.deep.equal({ origins: [] });
    // A browser never sends the scheme's default port; blank entries of the variable name nothing.
    expect(allowedOrigins(['https://a.example:443', 'http://b.example:80'], {})).to.deep.equal({
      origins: ['https://a.example', 'http://b.example'],
    });
    expect(allowedOrigins(undefined, { MATCH_DESK_ALLOWED_ORIGINS: 'https://a.example, ,' })).to.deep.equal({
      origins: ['https://a.example'],
    });
  });

  it('refuses a host started with an origin that is none (option allowedOrigins)', async () => {
    let refused: unknown;
    try {
      const started = await startTestWebHost(sqliteWebBackend, { allowedOrigins: ['*'] });
      await started.close();
    } catch (error) {
      refused = error;
    }
    expect(String(refused)).to.include('allowedOrigins: "*" is not an origin');
  });

  it('refuses `*`, a path and what is no origin, naming where it came from', () => {
    expect(allowedOrigins(['*'], {})).to.deep.equal({
      error: '--allow-origin: "*" is not an origin (scheme://host[:port]); "*" is never allowed',
    });
    expect(
      allowedOrigins(undefined, { MATCH_DESK_ALLOWED_ORIGINS: 'https://a.example/page' }),
    ).to.have.property('error');
    expect(allowedOrigins(['ftp://files.example'], {})).to.have.property('error');
  });
});
