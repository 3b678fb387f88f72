import { expect } from 'chai';
import Koa from 'koa';
import { connect } from 'node:net';
import { ApiError } from '../../../src/adapters/errors/ApiError';
import { errorHandler } from '../../../src/adapters/http/errorHandler';
import { jsonBody } from '../../../src/adapters/http/jsonBody';
import type { Logger } from '../../../src/adapters/http/Logger';
import { guardRequest } from '../../../src/adapters/http/guards/httpGuard';
import { passageOf, runSteps } from '../../../src/adapters/http/guards/pipeline';
import { requestRate } from '../../../src/adapters/http/guards/steps/requestRate';
import { TokenBucketRateLimits } from '../../../src/adapters/ratelimit/TokenBucketRateLimits';
import { listen, type RunningServer } from '../../support/http';
import { rawRequest } from '../../support/rawRequest';

describe('HTTP middleware shared by both hosts', () => {
  let server: RunningServer;
  const logged: object[] = [];
  const logger: Logger = { info: () => undefined, warn: () => undefined, error: (o) => void logged.push(o) };
  const now = { t: 0 };
  const limits = new TokenBucketRateLimits({ now: () => new Date(now.t) });

  before(async () => {
    const app = new Koa();
    app.use(errorHandler(logger));
    // The rate step of both hosts' guard pipelines, alone, keyed on a header.
    const rate = requestRate(limits, { name: 'test', capacity: 2, refillPerSecond: 1 }, (p) =>
      p.view.header('X-Client'),
    );
    app.use(async (ctx, next) => {
      await guardRequest(ctx, (view) => runSteps([rate], passageOf(view, {})));
      return next();
    });
    app.use(jsonBody(1024));
    app.use(async (ctx) => {
      if (ctx.path === '/boom') throw new Error('secret internal detail');
      if (ctx.path === '/refuse')
        throw new ApiError(422, 'validation_failed', 'Bad.', { club_id: 'Unknown club.' });
      ctx.body = { echo: (ctx.request as { body?: unknown }).body ?? null };
    });
    server = await listen(app);
  });
  after(() => server.close());

  const post = (body: string, type = 'application/json', client = 'a') =>
    fetch(`${server.url}/`, { method: 'POST', headers: { 'Content-Type': type, 'X-Client': client }, body });

  it('accepts a JSON object body', async () => {
    const res = await post('{"a":1}');
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ echo: { a: 1 } });
  });

  it('refuses another content type with 415', async () => {
    const res = await post('a=1', 'application/x-www-form-urlencoded', 'b');
    expect(res.status).to.equal(415);
    expect(await res.json()).to.include({ success: false, code: 'unsupported_media_type' });
  });

  it('refuses invalid JSON with 400', async () => {
    const res = await post('{"a":', 'application/json', 'c');
    expect(res.status).to.equal(400);
    expect(await res.json()).to.include({ code: 'invalid_json' });
  });

  it('refuses a body that is not UTF-8 with 400 invalid_body instead of altering it', async () => {
    const bytes = Buffer.concat([Buffer.from('{"note":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const res = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client': 'utf8' },
      body: bytes,
    });
    expect(res.status).to.equal(400);
    expect(await res.json()).to.include({ code: 'invalid_body' });
  });

  it('refuses a charset other than UTF-8 with 415, and takes charset=utf-8 in any case', async () => {
    const latin = await post('{"a":1}', 'application/json; charset=latin1', 'charset1');
    expect(latin.status).to.equal(415);
    expect(await latin.json()).to.include({ code: 'unsupported_media_type' });
    const utf8 = await post('{"a":"é"}', 'application/json; charset=UTF-8', 'charset2');
    expect(utf8.status).to.equal(200);
    expect(await utf8.json()).to.deep.equal({ echo: { a: 'é' } });
  });

  it('refuses a malformed media type with 415 (found by review: `application/json; ===` was taken)', async () => {
    const malformed = await post('{"a":1}', 'application/json; ===', 'mt1');
    expect(malformed.status).to.equal(415);
    expect(await malformed.json()).to.include({ code: 'unsupported_media_type' });
  });

  it('reads a JSON request without a body (no Content-Length, no Transfer-Encoding) as {}, as an empty one', async () => {
    // Found by review: it got 415, "Content-Type must be application/json", though it was.
    const answer = await rawRequest(server.url, {
      method: 'POST',
      target: '/',
      headers: [
        ['Host', '127.0.0.1'],
        ['X-Client', 'nb'],
        ['Content-Type', 'application/json'],
      ],
    });
    expect(answer.status).to.equal(200);
    expect(answer.text).to.equal('{"echo":{}}');
  });

  it('refuses a JSON array with 400: commands take an object', async () => {
    const res = await post('[1]', 'application/json', 'd');
    expect(res.status).to.equal(400);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ pad: 'x'.repeat(2000) }), 'application/json', 'e');
    expect(res.status).to.equal(413);
    expect(await res.json()).to.include({ code: 'body_too_large' });
  });

  it('renders a business refusal with its code and field details', async () => {
    const res = await fetch(`${server.url}/refuse`, { headers: { 'X-Client': 'f' } });
    expect(res.status).to.equal(422);
    expect(await res.json()).to.deep.equal({
      success: false,
      error: 'Bad.',
      code: 'validation_failed',
      errors: { club_id: 'Unknown club.' },
    });
  });

  it('hides an unexpected failure behind an error_id, echoed in X-Error-Id and logged', async () => {
    const res = await fetch(`${server.url}/boom`, { headers: { 'X-Client': 'g' } });
    expect(res.status).to.equal(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.error_id).to.be.a('string').and.equal(res.headers.get('x-error-id'));
    expect(JSON.stringify(body)).not.to.contain('secret internal detail');
    expect(logged.some((o) => (o as { errorId?: string }).errorId === body.error_id)).to.equal(true);
  });

  it('answers 429 with Retry-After and RateLimit headers past the burst, then recovers', async () => {
    const get = () => fetch(`${server.url}/`, { headers: { 'X-Client': 'limited' } });
    expect((await get()).status).to.equal(200);
    const second = await get();
    expect(second.headers.get('ratelimit-policy')).to.equal('"test";q=2;w=2');
    const third = await get();
    expect(third.status).to.equal(429);
    expect(third.headers.get('retry-after')).to.equal('1');
    expect(third.headers.get('ratelimit')).to.match(/^"test";r=0;t=1$/);
    now.t += 1000;
    expect((await get()).status).to.equal(200);
  });

  describe('a request body that trickles in', () => {
    const DEADLINE_MS = 300;
    let slow: RunningServer;
    let reached = 0;
    before(async () => {
      const app = new Koa();
      app.use(errorHandler(logger));
      app.use(jsonBody(1024, DEADLINE_MS));
      app.use((ctx) => {
        reached += 1;
        ctx.body = { ok: true };
      });
      slow = await listen(app);
    });
    after(() => slow.close());

    /** Sends the headers, then one byte of the 100-byte body every `everyMs`; resolves with all the server sent once it closes. */
    function trickle(everyMs: number): Promise<{ answer: string; tookMs: number }> {
      const { port } = new URL(slow.url);
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const socket = connect(Number(port), '127.0.0.1');
        const received: Buffer[] = [];
        let timer: NodeJS.Timeout | undefined;
        socket.on('connect', () => {
          socket.write(
            'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
          );
          timer = setInterval(() => socket.writable && socket.write(' '), everyMs);
        });
        socket.on('data', (chunk: Buffer) => received.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ answer: Buffer.concat(received).toString('utf8'), tookMs: Date.now() - started });
        });
      });
    }

    it('answers 408 request_timeout with Connection: close at its deadline, before the app runs', async () => {
      const { answer, tookMs } = await trickle(50);
      expect(answer).to.match(/^HTTP\/1\.1 408 /);
      expect(answer).to.match(/\r\nconnection: close\r\n/i);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
      expect(body).to.include({ success: false, code: 'request_timeout' });
      expect(String(body.error)).to.include('0.3 s');
      expect(tookMs).to.be.within(DEADLINE_MS, DEADLINE_MS + 2000);
      expect(reached).to.equal(0);
    });
  });
});
