import { expect } from 'chai';
import type { RealtimeChannel } from '../support/asyncapiValidation';
import { MessageMismatch, REALTIME_DOCUMENT, validateMessage } from '../support/asyncapiValidation';
import { openSocket, wsUrl } from '../support/webSocketClient';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';
import type { WsClient } from '../support/wsClient';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { wsHost } from '../adapters/ws/support/wsHost';

/** A frame a client may try, and what the document and the server make of it. */
interface Case {
  readonly what: string;
  /** JSON text as sent. */
  readonly text: string;
  /** Whether the document lists the frame. */
  readonly listed: boolean;
  /** The code of the `error` refusing the frame; null when the server takes it. */
  readonly refused: string | null;
}

const STALE = 'football:0:0';
const frame = (what: string, value: unknown, listed: boolean, refused: string | null): Case => ({
  what,
  text: JSON.stringify(value),
  listed,
  refused,
});

/** Whether the document lists a frame (the JSON text a client sends). */
function listedByDocument(channel: RealtimeChannel, text: string): boolean {
  try {
    validateMessage(channel, 'toServer', JSON.parse(text));
    return true;
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof MessageMismatch) return false;
    throw error;
  }
}

/**
 * The code of the `error` the server answers `text` with, or null. A ping follows the frame: its
 * pong says the frame was handled. Errors that refuse a command (e.g. context_changed) refuse
 * its content, not the frame, and count as taken.
 */
async function refusalOf(
  client: WsClient,
  text: string,
  badFrameCodes: readonly string[],
): Promise<string | null> {
  const from = client.messages.length;
  const requestId = `after-${from}`;
  client.sendRaw(text);
  client.send({ type: 'ping', requestId });
  const pong = await client.next((m) => m.type === 'pong' && m.requestId === requestId, 3000, from);
  const errors = client.messages
    .slice(from, client.messages.indexOf(pong))
    .filter((m) => m.type === 'error' && badFrameCodes.includes(m.code));
  return errors[0]?.code ?? null;
}

const WS_BAD_FRAME = ['invalid_json', 'invalid_message', 'unknown_type', 'invalid_parameters'];

describe('the AsyncAPI document and the local host agree on what a client may send', () => {
  let host: WsHost;
  before(async () => {
    host = await wsHost();
    await host.type('scoreboard vendor scoreboard-ocr');
  });
  after(() => host.stop());

  describe('/api/v1/ws (a frame the document lists is never refused as a frame)', () => {
    let session: WsClient;
    before(async () => {
      session = await host.session();
    });
    after(() => session.close());

    const click = { type: 'click', requestId: 'c-1', buttonId: 'timer', contextKey: STALE };
    const action = { type: 'action', requestId: 'a-1', actionId: 'select_player', contextKey: STALE };
    const cases: Case[] = [
      frame('a ping', { type: 'ping' }, true, null),
      frame(
        'a ping with a requestId and a field of its own',
        { type: 'ping', requestId: 'p', x: 1 },
        true,
        null,
      ),
      frame('an auth frame after ready (ignored)', { type: 'auth', token: 'f'.repeat(64) }, true, null),
      frame('a click of a past match (refused as a command, not as a frame)', click, true, null),
      frame('a click with each gesture', { ...click, gesture: 'reset' }, true, null),
      frame('an action with params', { ...action, params: { playerId: '29' } }, true, null),
      frame('an action without params', action, true, null),
      // Issue 13 (one validator): the input classes refuse what the document does not list, these two included.
      frame(
        'a ping with a requestId over 100 characters',
        { type: 'ping', requestId: 'x'.repeat(101) },
        false,
        'invalid_parameters',
      ),
      frame('a click with a null gesture', { ...click, gesture: null }, false, 'invalid_parameters'),
      frame('an auth frame without token', { type: 'auth' }, false, 'invalid_parameters'),
      frame('a click with an unknown gesture', { ...click, gesture: 'double' }, false, 'invalid_parameters'),
      frame('a click with a field of its own', { ...click, x: 1 }, false, 'invalid_parameters'),
      frame('a click without requestId', { ...click, requestId: undefined }, false, 'invalid_parameters'),
      frame(
        'a click with a requestId over 100 characters',
        { ...click, requestId: 'x'.repeat(101) },
        false,
        'invalid_parameters',
      ),
      frame('a click with an empty buttonId', { ...click, buttonId: '' }, false, 'invalid_parameters'),
      frame('a click with an empty contextKey', { ...click, contextKey: '' }, false, 'invalid_parameters'),
      frame('an action whose params are a list', { ...action, params: [] }, false, 'invalid_parameters'),
      frame('an action with a field of its own', { ...action, gesture: 'left' }, false, 'invalid_parameters'),
      frame('a message of an unknown type', { type: 'subscribe' }, false, 'unknown_type'),
      frame('a message without type', { requestId: 'r' }, false, 'invalid_message'),
      frame('an array', [1, 2], false, 'invalid_message'),
      { what: 'text that is not JSON', text: '{"type":', listed: false, refused: 'invalid_json' },
    ];
    for (const c of cases) {
      const verdict = c.listed
        ? 'listed'
        : `not listed, ${c.refused ? `refused (${c.refused})` : 'yet taken'}`;
      it(`${c.what}: ${verdict}`, async () => {
        expect(listedByDocument('localSession', c.text), 'listed by the document').to.equal(c.listed);
        expect(await refusalOf(session, c.text, WS_BAD_FRAME), 'refused by the server').to.equal(c.refused);
      });
    }
  });

  describe('/api/v1/ocr (a reading the document lists is taken)', () => {
    let source: WsClient;
    before(async () => {
      source = await host.source();
    });
    after(() => source.close());

    const ocr = (values: unknown, extra: Record<string, unknown> = {}) => ({ type: 'ocr', values, ...extra });
    const OCR_CODES = [...WS_BAD_FRAME, 'ocr_values_not_object', 'ocr_values_count', 'ocr_value_invalid'];
    const ALL_CODES = [
      ...OCR_CODES,
      'ocr_reading_name_invalid',
      'ocr_value_too_long',
      'ocr_seq_invalid',
      'ocr_captured_at_invalid',
    ];
    const cases: Case[] = [
      frame('a register', { type: 'register', role: 'ocr' }, true, null),
      frame('a ping', { type: 'ping' }, true, null),
      frame('a reading of a string and a number', ocr({ Time: '12:00', 'Home Score': 2 }), true, null),
      frame('a reading with an empty string (ignored)', ocr({ Time: '' }), true, null),
      frame(
        'a reading of 64 values',
        ocr(Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`v${i}`, i]))),
        true,
        null,
      ),
      frame('a reading of 255 emoji', ocr({ Flag: '🏒'.repeat(255) }), true, null),
      frame(
        'a reading with seq and capturedAt',
        ocr({ Time: '11:59' }, { seq: 7, capturedAt: '2030-05-01T18:42:10Z' }),
        true,
        null,
      ),
      frame(
        'a reading with capturedAt in epoch ms',
        ocr({ Time: '11:58' }, { capturedAt: 1_900_000_000_000 }),
        true,
        null,
      ),
      frame(
        'a reading with null seq and capturedAt',
        ocr({ Time: '11:57' }, { seq: null, capturedAt: null }),
        true,
        null,
      ),
      frame(
        'a reading with a field of its own (ignored)',
        ocr({ Time: '11:56' }, { source: 'cam 2' }),
        true,
        null,
      ),
      frame('a register of another role', { type: 'register', role: 'overlay' }, false, 'invalid_parameters'),
      frame('a reading of no value', ocr({}), false, 'ocr_values_count'),
      frame(
        'a reading of 65 values',
        ocr(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`v${i}`, i]))),
        false,
        'ocr_values_count',
      ),
      frame('a reading of 256 characters', ocr({ Time: 'x'.repeat(256) }), false, 'ocr_value_too_long'),
      frame(
        'a reading name of 256 characters',
        ocr({ ['x'.repeat(256)]: 1 }),
        false,
        'ocr_reading_name_invalid',
      ),
      frame('an empty reading name', ocr({ '': 1 }), false, 'ocr_reading_name_invalid'),
      frame('a reading of a boolean', ocr({ Power: true }), false, 'ocr_value_invalid'),
      frame('a reading of null', ocr({ Time: null }), false, 'ocr_value_invalid'),
      frame('a reading of an object', ocr({ Time: { m: 1 } }), false, 'ocr_value_invalid'),
      frame('values that are a list', ocr(['1']), false, 'ocr_values_not_object'),
      frame('a negative seq', ocr({ Time: '1' }, { seq: -1 }), false, 'ocr_seq_invalid'),
      frame('a fractional seq', ocr({ Time: '1' }, { seq: 1.5 }), false, 'ocr_seq_invalid'),
      frame(
        'a capturedAt that is no time',
        ocr({ Time: '1' }, { capturedAt: 'yesterday' }),
        false,
        'ocr_captured_at_invalid',
      ),
      frame(
        'a negative capturedAt',
        ocr({ Time: '1' }, { capturedAt: -1 }),
        false,
        'ocr_captured_at_invalid',
      ),
      frame('a message of an unknown type', { type: 'click', values: { a: 1 } }, false, 'unknown_type'),
      {
        what: 'a number too big for JSON (1e999)',
        text: '{"type":"ocr","values":{"Time":1e999}}',
        listed: false,
        refused: 'ocr_value_invalid',
      },
      { what: 'text that is not JSON', text: '{"type":"ocr",', listed: false, refused: 'invalid_json' },
    ];
    for (const c of cases) {
      const verdict = c.listed ? 'listed and taken' : `not listed, refused (${c.refused ?? 'no: taken'})`;
      it(`${c.what}: ${verdict}`, async () => {
        expect(listedByDocument('ocrInput', c.text), 'listed by the document').to.equal(c.listed);
        expect(await ocrRefusalOf(source, c.text, ALL_CODES), 'refused by the source input').to.equal(
          c.refused,
        );
      });
    }
  });
});

const isPing = (text: string): boolean => {
  try {
    return (JSON.parse(text) as { type?: unknown }).type === 'ping';
  } catch {
    return false;
  }
};

/**
 * As refusalOf, for the OCR input, whose ping has no requestId: the frame is handled once the
 * pongs of every ping sent so far (the frame's own too, when it is one) have come.
 */
async function ocrRefusalOf(
  source: WsClient,
  text: string,
  codes: readonly string[],
): Promise<string | null> {
  const from = source.messages.length;
  const pongs = source.of('pong').length + (isPing(text) ? 2 : 1);
  source.sendRaw(text);
  source.send({ type: 'ping' });
  await source.next(() => source.of('pong').length >= pongs, 3000, from);
  const errors = source.messages.slice(from).filter((m) => m.type === 'error' && codes.includes(m.code));
  return errors[0]?.code ?? null;
}

describe('the AsyncAPI document and the web host agree on what a notifications client may send', () => {
  let host: TestWebHost;
  before(async () => {
    host = await startTestWebHost(sqliteWebBackend);
  });
  after(() => host?.close());

  const subscribe = async () =>
    openSocket(wsUrl(host.url, '/api/notifications'), {
      Cookie: await host.sessionCookie(host.world.users.memberA),
    });

  it('answers the ping it lists with pong, and ignores other frames', async () => {
    const subscriber = await subscribe();
    try {
      for (const frame of [{ type: 'subscribe' }, { type: 'ping' }])
        subscriber.socket.send(JSON.stringify(frame));
      expect(await subscriber.next((m) => m.type === 'pong')).to.deep.equal({ type: 'pong' });
      expect(subscriber.messages.map((m) => m.type)).to.deep.equal(['ready', 'pong']);
    } finally {
      subscriber.socket.terminate();
    }
  });

  it('closes with 1009 a frame over the maxFrameBytes of the document, and takes one of that size', async () => {
    const limit = REALTIME_DOCUMENT.channels.webNotifications['x-limits'].maxFrameBytes as number;
    const ping = (bytes: number) => JSON.stringify({ type: 'ping', pad: 'x'.repeat(bytes - 24) });
    expect(ping(limit)).to.have.length(limit);
    const subscriber = await subscribe();
    subscriber.socket.send(ping(limit));
    await subscriber.next((m) => m.type === 'pong');
    subscriber.socket.send(ping(limit + 1));
    expect(await subscriber.closed()).to.equal(1009);
  });
});
