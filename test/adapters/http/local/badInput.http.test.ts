import { expect } from 'chai';
import type { CallOptions, CallResult } from '../../../support/webClient';
import type { LocalServer } from './support/localServer';
import { deskSnapshot, localServer } from './support/localServer';

/** Issue 4 "Bad input": each gets its documented status and changes nothing. */
describe('local API bad input (issue 4)', () => {
  let server: LocalServer;
  beforeEach(async () => {
    server = await localServer({ bodyLimitBytes: undefined });
  });
  afterEach(() => server.close());

  async function refused(
    path: string,
    options: CallOptions,
    status: number,
    code: string,
  ): Promise<CallResult> {
    const before = await deskSnapshot(server.world);
    const res = await server.call(path, options);
    expect(res.status, JSON.stringify(res.body)).to.equal(status);
    expect(res.body).to.include({ success: false, code });
    expect(res.body.error).to.be.a('string');
    await server.world.desk.idle();
    expect(await deskSnapshot(server.world)).to.deep.equal(before);
    return res;
  }

  const CLICK = '/api/v1/buttons/timer/click';
  const GOAL = '/api/v1/actions/record_event';
  const key = () => server.world.contextKey();

  it('a wrong content type: 415', async () => {
    await refused(
      CLICK,
      { raw: `contextKey=${key()}`, contentType: 'application/x-www-form-urlencoded' },
      415,
      'unsupported_media_type',
    );
    const plain = await refused(
      CLICK,
      { raw: JSON.stringify({ contextKey: key() }), contentType: 'text/plain' },
      415,
      'unsupported_media_type',
    );
    // Found by QA: the refusal did not name the header (docs/errors.md).
    expect(plain.body.errors).to.deep.equal({ 'Content-Type': 'must be application/json' });
  });

  it('invalid JSON: 400', async () => {
    await refused(CLICK, { raw: '{"contextKey": ' }, 400, 'invalid_json');
    await refused(CLICK, { raw: '["a"]' }, 400, 'invalid_json');
  });

  it('a body over 64 KiB: 413', async () => {
    const big = { contextKey: key(), params: { note: 'x'.repeat(64 * 1024) } };
    await refused(GOAL, { json: big }, 413, 'body_too_large');
  });

  it('accepts a body just under 64 KiB up to the desk', async () => {
    const body = JSON.stringify({ contextKey: key(), params: { type: 1, note: '' } });
    const padded = body.replace('"note":""', `"note":"${'x'.repeat(64 * 1024 - body.length - 10)}"`);
    const res = await server.call(GOAL, { raw: padded });
    expect(padded.length).to.be.below(64 * 1024);
    expect(res.status).to.equal(202);
  });

  it('a malformed Idempotency-Key: 400', async () => {
    for (const bad of ['has space', 'x'.repeat(101), 'ünïcode', '']) {
      const res = await refused(
        CLICK,
        { json: { contextKey: key() }, headers: { 'Idempotency-Key': bad } },
        400,
        'invalid_idempotency_key',
      );
      // Found by QA: the refusal did not name the header (docs/errors.md).
      expect(res.body.errors).to.have.property('Idempotency-Key');
    }
  });

  it('a key reused with other content: 422', async () => {
    await server.call(CLICK, { json: { contextKey: key() }, headers: { 'Idempotency-Key': 'same' } });
    await server.world.desk.idle();
    await refused(
      CLICK,
      { json: { contextKey: key(), gesture: 'reset' }, headers: { 'Idempotency-Key': 'same' } },
      422,
      'idempotency_key_reused',
    );
  });

  it('a stale contextKey: 409', async () => {
    const stale = `football:${server.world.demo.championshipId}:${server.world.demo.finished.id}`;
    await refused(CLICK, { json: { contextKey: stale } }, 409, 'context_changed');
    await refused(GOAL, { json: { contextKey: stale, params: { type: 1 } } }, 409, 'context_changed');
  });

  it('no match loaded: 409', async () => {
    server.world.desk.unload();
    await refused(
      CLICK,
      { json: { contextKey: `football:${server.world.demo.championshipId}:${server.world.demo.live.id}` } },
      409,
      'match_unavailable',
    );
  });

  it('an unknown button or action: 404', async () => {
    await refused('/api/v1/buttons/nope/click', { json: { contextKey: key() } }, 404, 'button_unknown');
    await refused('/api/v1/actions/nope', { json: { contextKey: key() } }, 404, 'action_unknown');
  });

  it('a gesture that does not exist: 400; one the button forbids: 202 then failed, the desk unchanged', async () => {
    await refused(CLICK, { json: { contextKey: key(), gesture: 'double' } }, 400, 'invalid_parameters');
    const before = server.world.desk.reads.state();
    const res = await server.call(CLICK, { json: { contextKey: key(), gesture: 'middle' } });
    expect(res.status).to.equal(202);
    await server.world.desk.idle();
    expect((await server.call(res.body.statusUrl)).body).to.include({
      state: 'failed',
      code: 'gesture_not_allowed',
    });
    expect(server.world.desk.reads.state()).to.deep.equal(before);
  });

  it('missing or wrong params: 400 with the details', async () => {
    const missing = await refused(GOAL, { json: { params: { type: 1 } } }, 400, 'invalid_parameters');
    expect(missing.body.errors).to.have.property('contextKey');
    const notObject = await refused(
      GOAL,
      { json: { contextKey: key(), params: [1] } },
      400,
      'invalid_parameters',
    );
    expect(notObject.body.errors).to.have.property('params');
    const extra = await refused(
      CLICK,
      { json: { contextKey: key(), force: true } },
      400,
      'invalid_parameters',
    );
    expect(extra.body.errors).to.have.property('force');
    const wrong = await refused(
      GOAL,
      { json: { contextKey: key(), params: { type: 'goal', minute: 3 } } },
      400,
      'invalid_params',
    );
    expect(wrong.body.errors).to.have.keys(['type', 'minute']);
    const noType = await refused(GOAL, { json: { contextKey: key(), params: {} } }, 400, 'invalid_params');
    expect(noType.body.errors).to.have.property('type');
  });

  it('params naming an unknown player: 202 then failed with the reason, nothing recorded', async () => {
    const events = await server.world.stores.matches.events(server.world.demo.live.id);
    const res = await server.call(GOAL, {
      json: { contextKey: key(), params: { type: 1, playerId: '999999' } },
    });
    expect(res.status).to.equal(202);
    await server.world.desk.idle();
    const done = await server.call(res.body.statusUrl);
    expect(done.body).to.include({ state: 'failed', code: 'invalid_params' });
    expect(done.body.errors).to.have.property('playerId');
    expect(await server.world.stores.matches.events(server.world.demo.live.id)).to.deep.equal(events);
  });

  it('a missing or wrong key: 401', async () => {
    await refused(CLICK, { json: { contextKey: key() }, token: undefined }, 401, 'key_missing');
    await refused(CLICK, { json: { contextKey: key() }, token: 'e'.repeat(64) }, 401, 'key_invalid');
  });

  it('a foreign Origin: 403', async () => {
    await refused(
      CLICK,
      { json: { contextKey: key() }, origin: 'https://attacker.example' },
      403,
      'origin_forbidden',
    );
  });

  it('too many pending commands: 429', async () => {
    server.world.host.hold();
    const player = server.world.fieldPlayer('home').id;
    for (let i = 0; i < 16; i += 1) {
      const res = await server.call(GOAL, {
        json: { contextKey: key(), params: { type: 1, playerId: player, timer: String(60 + i) } },
      });
      expect(res.status).to.equal(202);
    }
    const before = await deskSnapshot(server.world);
    const res = await server.call(CLICK, { json: { contextKey: key() } });
    expect(res.status).to.equal(429);
    expect(res.body).to.include({ code: 'too_many_pending_commands' });
    expect(res.headers.get('retry-after')).to.equal('1');
    expect(res.headers.get('ratelimit-policy')).to.equal('"pending-commands";q=16');
    expect(await deskSnapshot(server.world)).to.deep.equal(before);
    server.world.host.release();
    await server.world.desk.idle();
    expect((await server.call(CLICK, { json: { contextKey: key() } })).status).to.equal(202);
  });
});

describe('local API bad input: too many requests (issue 4)', () => {
  it('answers 429 past the per-client limit and changes nothing', async () => {
    const server = await localServer({ rateLimit: { name: 'local', capacity: 2, refillPerSecond: 1 } });
    try {
      await server.call('/api/v1/texts');
      await server.call('/api/v1/texts');
      const before = await deskSnapshot(server.world);
      const res = await server.call('/api/v1/buttons/timer/click', {
        json: { contextKey: server.world.contextKey() },
      });
      expect(res.status).to.equal(429);
      expect(res.headers.get('retry-after')).to.equal('1');
      expect(await deskSnapshot(server.world)).to.deep.equal(before);
    } finally {
      await server.close();
    }
  });
});
