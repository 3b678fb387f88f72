import { expect } from 'chai';
import { OCR_CLOSE } from '../../../src/adapters/ocr/OcrIngress';
import type { WsClient } from '../../support/wsClient';
import { connect, refusal } from '../../support/wsClient';
import { RecordingLogger } from '../../support/webHost';
import type { WsHost } from './support/wsHost';
import { wsHost } from './support/wsHost';

/** The OCR protocol has no requestId: a ping's pong says every earlier frame was handled. */
async function handled(source: WsClient): Promise<void> {
  const from = source.messages.length;
  source.send({ type: 'ping' });
  await source.nextOf('pong', from);
}

describe('/api/v1/ocr: the scoreboard-OCR input (spec 4.1, 5.1.6, 6.2)', () => {
  describe('preconditions', () => {
    let host: WsHost;
    before(async () => {
      host = await wsHost();
    });
    after(() => host.stop());

    it('answers 409 while the scoreboard-table source is not scoreboard-ocr, then opens once it is', async () => {
      const refused = await refusal(host.ocr(host.ingressKey()));
      expect(refused.status).to.equal(409);
      expect(refused.body).to.include({ code: 'ocr_source_inactive', success: false });
      expect(await host.type('scoreboard vendor scoreboard-ocr')).to.equal(
        'Scoreboard: scoreboard-ocr (active)',
      );
      const source = await host.source();
      expect(source.of('registered')).to.deep.equal([{ type: 'registered', role: 'ocr', protocol: 1 }]);
      source.close();
    });

    it('refuses a wrong ingress key with 403, and the local key is not an ingress key', async () => {
      for (const key of ['0'.repeat(64), host.key.toLowerCase()]) {
        const refused = await refusal(host.ocr(key));
        expect(refused.status).to.equal(403);
        expect(refused.body).to.include({ code: 'ocr_key_invalid' });
      }
    });

    it('refuses a key that is not 64 lowercase hex characters with 400', async () => {
      for (const key of [
        'abc',
        host.ingressKey().toUpperCase(),
        `${host.ingressKey()}0`,
        `${host.ingressKey()}/x`,
      ]) {
        const refused = await refusal(host.ocr(key));
        expect(refused.status, key).to.equal(400);
        expect(refused.body).to.include({ code: 'ocr_key_malformed' });
      }
    });

    it('refuses the keyless path with 403 while Require API key is on', async () => {
      for (const url of [host.ocr(), host.ocr().replace(/\/$/, '')]) {
        const refused = await refusal(url);
        expect(refused.status).to.equal(403);
        expect(refused.body).to.include({ code: 'ocr_key_required' });
      }
    });

    it('refuses a foreign Host or Origin with 403, and needs no bearer', async () => {
      const foreign = await refusal(host.ocr(host.ingressKey()), { headers: { Host: 'evil.example' } });
      expect(foreign.body).to.include({ code: 'host_forbidden' });
      expect((await refusal(host.ocr(host.ingressKey()), { origin: 'http://evil.example' })).status).to.equal(
        403,
      );
      const withBearer = await connect(host.ocr(host.ingressKey()), {
        headers: { Authorization: 'Bearer whatever' },
      });
      withBearer.close();
    });

    it('answers the address asked without the upgrade with 400, never echoing nor logging the ingress key (found by QA)', async () => {
      const logger = new RecordingLogger();
      const logged = await wsHost({ logger });
      try {
        const key = logged.ingressKey();
        const url = logged.ocr(key).replace(/^ws/, 'http');
        const bearer: Record<string, string> = { Authorization: `Bearer ${logged.key}` };
        for (const headers of [{}, bearer]) {
          for (const [address, code] of [
            [url, 'invalid_request'],
            [url.replace(key, 'f'.repeat(63)), 'invalid_request'],
            [`${url}/more`, 'not_found'],
          ] as const) {
            const res = await fetch(address, { headers });
            const text = await res.text();
            expect([res.status, JSON.parse(text).code], address).to.deep.equal([
              code === 'not_found' ? 404 : 400,
              code,
            ]);
            expect(text).to.not.include(key);
          }
        }
        // However the address is spelled, no answer and no log line holds the key (found by review).
        const base = new URL(url).origin;
        for (const headers of [{}, bearer]) {
          for (const path of [
            `//api/v1/ocr/${key}`,
            `/api//v1/ocr/${key}`,
            `/API/V1/OCR/${key}`,
            `/api/v1/%6Fcr/${key}`,
            `/api/v1/ocr%2F${key}`,
            `/api/v1/ocr;${key}`,
          ]) {
            const res = await fetch(`${base}${path}`, { headers });
            expect(res.status, path).to.be.oneOf([400, 404]);
            expect(await res.text(), path).to.not.include(key);
          }
        }
        const lines = JSON.stringify(logger.entries);
        expect(lines).to.include('/api/v1/ocr/{ingressKey}');
        expect(lines).to.not.include(key);
        expect(lines).to.not.include('f'.repeat(63));
      } finally {
        await logged.stop();
      }
    });

    it('takes one source at a time: a second gets 409 until the first is gone', async () => {
      const first = await host.source();
      const second = await refusal(host.ocr(host.ingressKey()));
      expect(second.status).to.equal(409);
      expect(second.body).to.include({ code: 'ocr_source_busy' });
      first.close();
      await first.closed();
      await new Promise((r) => setTimeout(r, 50));
      (await host.source()).close();
    });
  });

  describe('readings', () => {
    let host: WsHost;
    let source: WsClient;
    let overlay: WsClient;
    before(async () => {
      host = await wsHost();
      await host.type('scoreboard vendor scoreboard-ocr');
      await host.type('ocr associate "Home Score" T1_SCORE');
      overlay = await host.session();
      source = await host.source();
    });
    after(async () => {
      source.close();
      overlay.close();
      await host.stop();
    });

    it('answers ping with pong and register with registered', async () => {
      source.send({ type: 'ping' });
      expect(await source.nextOf('pong')).to.deep.equal({ type: 'pong' });
    });

    it('lays a reading over the state: texts and state.ocr on /ws and over HTTP, the saved score untouched', async () => {
      const before = await host.read('/state');
      const rev = overlay.lastState()?.rev as number;
      source.send({ type: 'ocr', values: { 'Home Score': 4, T2_SCORE: '2', 'Shot.Clock': '14', Time: '' } });
      const state = await overlay.next((m) => m.type === 'state' && m.rev > rev);
      expect(state.state.texts).to.include({ score_home: '4', score_away: '2' });
      expect(state.state.ocr).to.deep.include({
        contextKey: before.body.contextKey,
        values: { 'Home Score': '4', T2_SCORE: '2', 'Shot.Clock': '14' },
        mappedValues: { T1_SCORE: '4', T2_SCORE: '2' },
      });
      const read = await host.read('/state');
      expect(read.body.ocr).to.deep.equal(state.state.ocr);
      expect((await host.read('/texts/score_home')).body).to.equal('4');
      expect(read.body.score).to.deep.equal(before.body.score);
      expect(read.body.match).to.deep.equal(before.body.match);
      expect(read.body.events).to.deep.equal(before.body.events);
    });

    it('keeps dotted names literal, and merges partial readings', async () => {
      const rev = overlay.lastState()?.rev as number;
      source.send({ type: 'ocr', values: { 'Shot.Clock': '13' } });
      const state = await overlay.next((m) => m.type === 'state' && m.rev > rev);
      expect(state.state.ocr.values['Shot.Clock']).to.equal('13');
      expect(state.state.ocr.values).to.not.have.property('Shot');
      expect(state.state.ocr.values['Home Score']).to.equal('4');
    });

    it('drops a reading older than the last one (seq, capturedAt)', async () => {
      source.send({ type: 'ocr', values: { T2_SCORE: '3' }, seq: 10 });
      source.send({ type: 'ocr', values: { T2_SCORE: '9' }, seq: 9 });
      source.send({ type: 'ocr', values: { T2_SCORE: '5' }, capturedAt: '2030-01-01T00:00:01Z' });
      source.send({ type: 'ocr', values: { T2_SCORE: '8' }, capturedAt: '2030-01-01T00:00:00Z' });
      await handled(source);
      expect(source.of('error')).to.deep.equal([]);
      expect((await host.read('/state')).body.ocr.values.T2_SCORE).to.equal('5');
    });

    describe('bad input: error {code, error}, nothing changes', () => {
      const cases: [string, () => void, string][] = [
        ['unparsable JSON', () => source.sendRaw('{"type":"ocr",'), 'invalid_json'],
        ['NaN (not JSON)', () => source.sendRaw('{"type":"ocr","values":{"a":NaN}}'), 'invalid_json'],
        ['an unknown type', () => source.send({ type: 'click', values: { a: 1 } }), 'unknown_type'],
        [
          'a register of another role',
          () => source.send({ type: 'register', role: 'overlay' }),
          'invalid_parameters',
        ],
        ['0 values', () => source.send({ type: 'ocr', values: {} }), 'ocr_values_count'],
        [
          '65 values',
          () =>
            source.send({
              type: 'ocr',
              values: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`v${i}`, '1'])),
            }),
          'ocr_values_count',
        ],
        [
          'a 256-character string',
          () => source.send({ type: 'ocr', values: { a: 'x'.repeat(256) } }),
          'ocr_value_too_long',
        ],
        [
          'Infinity (1e999)',
          () => source.sendRaw('{"type":"ocr","values":{"Time":1e999}}'),
          'ocr_value_invalid',
        ],
        [
          'a value that is an object',
          () => source.send({ type: 'ocr', values: { a: { b: 1 } } }),
          'ocr_value_invalid',
        ],
        [
          'values that are a list',
          () => source.send({ type: 'ocr', values: ['1'] }),
          'ocr_values_not_object',
        ],
        [
          'values that are a string',
          () => source.send({ type: 'ocr', values: '1' }),
          'ocr_values_not_object',
        ],
        [
          'a negative seq',
          () => source.send({ type: 'ocr', values: { a: '1' }, seq: -1 }),
          'ocr_seq_invalid',
        ],
      ];
      for (const [what, send, code] of cases) {
        it(`${what}: ${code}`, async () => {
          const before = (await host.read('/state')).body;
          const diagnostic = await host.type('ocr status');
          const from = source.messages.length;
          send();
          const error = await source.nextOf('error', from);
          expect(error.code).to.equal(code);
          expect(error.error).to.be.a('string').and.not.empty;
          await handled(source);
          const after = (await host.read('/state')).body;
          expect(after.ocr).to.deep.equal(before.ocr);
          expect(after.texts).to.deep.equal(before.texts);
          expect(await host.type('ocr status')).to.equal(diagnostic);
          expect(source.isClosed).to.equal(false);
        });
      }

      it('a 255-character string is a reading', async () => {
        source.send({ type: 'ocr', values: { long: 'é'.repeat(255) } });
        await handled(source);
        expect((await host.read('/state')).body.ocr.values.long).to.have.length(255);
      });
    });

    it('holds readings in edit mode: shown by the diagnostic, neither applied nor in state.ocr', async () => {
      await host.type('edit on');
      const editing = (await host.read('/state')).body;
      expect(editing).to.not.have.property('ocr');
      source.send({ type: 'ocr', values: { T2_SCORE: '7' } });
      await handled(source);
      expect((await host.read('/state')).body).to.not.have.property('ocr');
      expect(await host.type('ocr status')).to.include('"T2_SCORE"="7"');
      await host.type('edit off');
      const back = (await host.read('/state')).body;
      expect(back.ocr.values.T2_SCORE).to.equal('5');
      expect(back.texts.score_away).to.equal('5');
    });
  });

  describe('lifecycle', () => {
    let host: WsHost;
    beforeEach(async () => {
      host = await wsHost();
      await host.type('scoreboard vendor scoreboard-ocr');
    });
    afterEach(() => host.stop());

    it('closes a frame over 8 KiB with 1009, the reading not taken', async () => {
      const source = await host.source();
      source.send({ type: 'ocr', values: { big: 'x'.repeat(200), pad: 'y'.repeat(8200) } });
      expect((await source.closed()).code).to.equal(OCR_CLOSE.tooBig);
      expect((await host.read('/state')).body).to.not.have.property('ocr');
    });

    it('accepts a frame of exactly 8 KiB', async () => {
      const source = await host.source();
      const frame = { type: 'ocr', values: { a: '1' }, pad: '' };
      frame.pad = 'x'.repeat(8192 - JSON.stringify(frame).length);
      expect(Buffer.byteLength(JSON.stringify(frame))).to.equal(8192);
      source.send(frame);
      await handled(source);
      expect((await host.read('/state')).body.ocr.values).to.deep.equal({ a: '1' });
      source.close();
    });

    it('keeps the values when the source disconnects; status shows the source and its last reading', async () => {
      const source = await host.source();
      source.send({ type: 'ocr', values: { Time: '12:00' } });
      await handled(source);
      const status = await host.type('status');
      expect(status).to.include('Scoreboard: scoreboard-ocr (active)');
      expect(status).to.match(
        /OCR source: connected from 127\.0\.0\.1 since \S+, registered; last reading \d{4}-/,
      );
      source.close();
      await source.closed();
      await new Promise((r) => setTimeout(r, 50));
      expect((await host.read('/state')).body.ocr.values).to.deep.equal({ Time: '12:00' });
      expect(await host.type('status')).to.match(/OCR source: none connected; last reading \d{4}-/);
    });

    it('clears the values and closes the source with 1000 when the source is deactivated', async () => {
      const source = await host.source();
      source.send({ type: 'ocr', values: { Time: '08:00' } });
      await handled(source);
      expect(await host.type('scoreboard vendor none')).to.equal('Scoreboard: none');
      expect((await source.closed()).code).to.equal(OCR_CLOSE.deactivated);
      expect((await host.read('/state')).body).to.not.have.property('ocr');
      expect((await refusal(host.ocr(host.ingressKey()))).status).to.equal(409);
    });

    it('clears the values on ocr reset and when another match is loaded', async () => {
      const source = await host.source();
      source.send({ type: 'ocr', values: { Time: '01:00' } });
      await handled(source);
      expect(await host.type('ocr reset')).to.equal('OCR readings cleared');
      expect((await host.read('/state')).body).to.not.have.property('ocr');
      source.send({ type: 'ocr', values: { Time: '01:01' } });
      await handled(source);
      const state = (await host.read('/state')).body;
      const other = state.matchDays
        .flatMap((d: { matches: { id: string }[] }) => d.matches)
        .find((m: { id: string }) => m.id !== state.context.matchId);
      await host.type(`load ${other.id}`);
      expect((await host.read('/state')).body).to.not.have.property('ocr');
      source.close();
    });

    it('opens the keyless path when Require API key is off', async () => {
      await host.type('set requireKey off');
      await host.type('apply');
      const source = await connect(host.ocr());
      source.send({ type: 'ocr', values: { Period: '2' } });
      await handled(source);
      expect((await host.read('/state')).body.ocr.values).to.deep.equal({ Period: '2' });
      source.close();
    });

    it('closes with 4429 a source that sends faster than the limit', async () => {
      await host.stop();
      host = await wsHost({
        ocrIngress: { messageRate: { name: 'ocr-test', capacity: 10, refillPerSecond: 1 } },
      });
      await host.type('scoreboard vendor scoreboard-ocr');
      const source = await host.source();
      for (let i = 0; i < 20; i += 1) source.send({ type: 'ping' });
      expect((await source.closed()).code).to.equal(OCR_CLOSE.tooManyMessages);
    });

    it('cuts a source that answers no ping for a whole period, freeing the slot; a quiet live one stays', async () => {
      // Found by review: a frozen OCR machine, whose connection never closed, kept the slot forever.
      await host.stop();
      host = await wsHost({ ocrIngress: { livenessMs: 150 } });
      await host.type('scoreboard vendor scoreboard-ocr');
      const frozen = await connect(host.ocr(host.ingressKey()), { autoPong: false });
      expect((await frozen.closed()).code).to.equal(1006);
      const quiet = await host.source();
      await new Promise((r) => setTimeout(r, 600));
      expect((await refusal(host.ocr(host.ingressKey()))).body).to.include({ code: 'ocr_source_busy' });
      quiet.close();
    });

    it('closes a source connected with the old ingress key with 4401 when the keys are rotated', async () => {
      // Found by review: its readings kept applying after `keys rotate`.
      const source = await host.source();
      expect(await host.type('keys rotate')).to.match(/^new local key: /);
      expect((await source.closed(1000)).code).to.equal(OCR_CLOSE.keyChanged);
      (await host.source()).close();
    });

    it('answers ocr associate and dissociate, which the state follows at once', async () => {
      const overlay = await host.session();
      const source = await host.source();
      source.send({ type: 'ocr', values: { Clock: '33:10' } });
      await handled(source);
      expect(await host.type('ocr associate Clock CLOCK_SVC')).to.equal(
        'associated CLOCK_SVC; Associations: "Clock" -> CLOCK_SVC',
      );
      const fed = await overlay.next((m) => m.type === 'state' && m.state.texts.clock === '33:10');
      expect(fed.state.ocr.mappedValues).to.deep.equal({ CLOCK_SVC: '33:10' });
      expect(await host.type('ocr associate Clock SCORE')).to.match(/^refused: SCORE is not a variable/);
      expect(await host.type('ocr dissociate CLOCK_SVC')).to.equal(
        'dissociated CLOCK_SVC; Associations: none',
      );
      const unfed = await overlay.next((m) => m.type === 'state' && m.rev > fed.rev);
      expect(unfed.state.ocr.mappedValues).to.deep.equal({});
      source.close();
      overlay.close();
    });
  });
});
