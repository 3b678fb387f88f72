import { expect } from 'chai';
import { WS_CLOSE } from '../../../src/adapters/ws/local/closeCodes';
import { PROTOCOL_BREACHES, writeRaw } from '../../support/rawFrames';
import { rawStatus, upgradeHead } from '../../support/rawHttp';
import { refusal, roundTrip } from '../../support/wsClient';
import type { WsHost } from './support/wsHost';
import { wsHost } from './support/wsHost';

/** Issue 13 findings 2, 6, 7 and 8 on the local host's WebSockets. */
describe('local WebSockets hardening (issue 13)', () => {
  let host: WsHost;
  afterEach(() => host?.stop());

  const commands = () => host.host.services.desk.pendingCount();

  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`refuses a /ws click or action holding "${key}" at any depth, naming the field, and runs nothing`, async () => {
      host = await wsHost();
      const client = await host.session();
      const contextKey = client.lastState()?.contextKey as string;
      const before = host.host.services.desk.reads.state();
      client.sendRaw(
        `{"type":"click","requestId":"c1","buttonId":"timer","contextKey":"${contextKey}","${key}":{"x":1}}`,
      );
      const top = await client.next((m) => m.type === 'error' && m.requestId === 'c1');
      expect(top).to.include({ code: 'invalid_parameters', status: 400 });
      expect(top.errors).to.have.property(key);
      client.sendRaw(
        `{"type":"action","requestId":"a1","actionId":"record_event","contextKey":"${contextKey}",` +
          `"params":{"type":1,"note":{"${key}":1}}}`,
      );
      const deep = await client.next((m) => m.type === 'error' && m.requestId === 'a1');
      expect(deep.errors).to.have.property(`params.note.${key}`);
      await roundTrip(client);
      expect(client.of('ack')).to.have.length(0);
      expect(commands()).to.equal(0);
      expect(host.host.services.desk.reads.state()).to.deep.equal(before);
      client.close();
    });
  }

  it('refuses an OCR frame holding "__proto__" or "constructor", naming the field, and takes nothing', async () => {
    host = await wsHost();
    await host.type('scoreboard vendor scoreboard-ocr');
    const source = await host.source();
    const before = (await host.read('/state')).body;
    source.sendRaw('{"type":"ocr","seq":1,"values":{"__proto__":"9","T1_SCORE":"7"}}');
    const first = await source.nextOf('error');
    expect(first).to.include({ code: 'invalid_parameters' });
    expect(first.errors).to.have.property('values.__proto__');
    source.sendRaw('{"type":"ocr","seq":2,"values":{"T1_SCORE":"7"},"constructor":{"prototype":1}}');
    const second = await source.next((m) => m.type === 'error' && m !== first);
    expect(second.errors).to.have.property('constructor');
    source.send({ type: 'ping' });
    await source.nextOf('pong');
    expect((await host.read('/state')).body.ocr).to.deep.equal(before.ocr);
    source.close();
  });

  it('refuses two Host headers with 400 on HTTP, on /ws and on the OCR upgrade', async () => {
    host = await wsHost();
    const url = host.host.url as string;
    const hosts = ['Host: 127.0.0.1', 'Host: evil.example'];
    const http = await rawStatus(
      url,
      `GET /api/v1/state HTTP/1.1\n${hosts.join('\n')}\nAuthorization: Bearer ${host.key}\n`,
    );
    expect(http.status).to.equal(400);
    expect(JSON.parse(http.body)).to.include({ code: 'invalid_host' });
    const ws = await rawStatus(
      url,
      upgradeHead('/api/v1/ws', [...hosts, `Authorization: Bearer ${host.key}`]),
    );
    expect(ws.status).to.equal(400);
    expect(JSON.parse(ws.body)).to.include({ code: 'invalid_host' });
    const ocr = await rawStatus(url, upgradeHead(`/api/v1/ocr/${host.ingressKey()}`, hosts));
    expect(ocr.status).to.equal(400);
    // one Host still works
    expect(
      (
        await rawStatus(
          url,
          upgradeHead('/api/v1/ws', [hosts[0] as string, `Authorization: Bearer ${host.key}`]),
        )
      ).status,
    ).to.equal(101);
  });

  it('closes with 4008 a client that reads nothing for longer than the slow-client time, under every byte cap', async () => {
    host = await wsHost({
      ws: {
        softBufferBytes: 1024,
        hardBufferBytes: 1024 * 1024 * 1024,
        slowClientMs: 400,
        closeGraceMs: 3000,
      },
    });
    const slow = await host.session();
    const slowId = Math.min(...host.host.sessions.stats().map((s) => s.id));
    const waiting = () => host.host.sessions.stats().find((s) => s.id === slowId)?.bufferedBytes ?? 0;
    slow.pause();
    const desk = host.host.services.desk;
    let editing = false;
    for (let i = 0; i < 5000 && waiting() === 0; i += 1) {
      editing = !editing;
      desk.setEditing(editing);
      await new Promise((r) => setImmediate(r));
    }
    expect(waiting(), 'data waits for the paused client').to.be.above(0);
    expect(waiting()).to.be.below(1024 * 1024 * 1024);
    const started = Date.now();
    for (let i = 0; i < 100 && host.host.sessions.stats().find((s) => s.id === slowId)?.ready; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(host.host.sessions.stats().find((s) => s.id === slowId)?.ready ?? false, 'closing').to.equal(
      false,
    );
    expect(Date.now() - started).to.be.below(2000);
    slow.resume();
    expect((await slow.closed(5000)).code).to.equal(WS_CLOSE.slowConsumer);
  });

  it('closes /ws with 1007, as the AsyncAPI lists it, on a text frame that is not UTF-8', async () => {
    host = await wsHost();
    const client = await host.session();
    client.sendRaw(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expect((await client.closed(3000)).code).to.equal(WS_CLOSE.invalidPayload);
  });

  for (const [what, bytes, code] of PROTOCOL_BREACHES) {
    it(`closes /ws and the OCR input on ${what} with ${code}, as the AsyncAPI lists it`, async () => {
      host = await wsHost();
      const client = await host.session();
      writeRaw(client.socket, bytes());
      expect((await client.closed(5000)).code).to.equal(code);
      await host.type('scoreboard vendor scoreboard-ocr');
      const source = await host.source();
      writeRaw(source.socket, bytes());
      expect((await source.closed(5000)).code).to.equal(code);
    });
  }

  it('takes the session cap as a setting: the upgrade past it is 429', async () => {
    host = await wsHost({ ws: { maxConnections: 1 } });
    const one = await host.session();
    const refused = await refusal(host.ws, { headers: { Authorization: `Bearer ${host.key}` } });
    expect(refused.status).to.equal(429);
    expect(refused.headers['ratelimit-policy']).to.equal('"ws-sessions";q=1');
    one.close();
  });
});
