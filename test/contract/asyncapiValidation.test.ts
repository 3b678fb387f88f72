import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import {
  channelOfUrl,
  compileMessagePayloads,
  MessageMismatch,
  validateCloseCode,
  validateMessage,
  watchSocket,
} from '../support/asyncapiValidation';
import { openSocket } from '../support/webSocketClient';
import { connect } from '../support/wsClient';

const HEARTBEAT = { type: 'heartbeat', at: '2030-05-01T18:42:10.000Z' };

function mismatchOf(check: () => void): MessageMismatch {
  try {
    check();
  } catch (error) {
    if (error instanceof MessageMismatch) return error;
    throw error;
  }
  throw new Error('the validator accepted the message');
}

const reading = (values: Record<string, unknown>) => ({ type: 'ocr', values });
const manyValues = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`v${i}`, '1']));

describe('WebSocket message validation against the AsyncAPI document', () => {
  it('compiles the payload of every message in ajv strict mode (JSON Schema 2020-12), OpenAPI schemas included', () => {
    expect(compileMessagePayloads()).to.be.greaterThan(20);
  });

  it('accepts a message of the listed shape', () => {
    validateMessage('localSession', 'toClient', HEARTBEAT);
    validateMessage('webNotifications', 'toClient', HEARTBEAT);
    validateMessage('localSession', 'toServer', { type: 'ping', requestId: 'p-1' });
  });

  it('refuses a field the message does not list, naming the channel, the message and the schema path', () => {
    const mismatch = mismatchOf(() => validateMessage('localSession', 'toClient', { ...HEARTBEAT, beat: 3 }));
    expect(mismatch.message).to.include(
      'localSession (/api/v1/ws): the server sent a "heartbeat" message that does not match #/components/messages/Heartbeat/payload',
    );
    expect(mismatch.message).to.include(
      'at (the message): must NOT have additional properties "beat" (schema realtime.asyncapi.json#/components/messages/Heartbeat/payload/additionalProperties)',
    );
  });

  it('refuses a wrong field deep in the State that the OpenAPI document describes', () => {
    const mismatch = mismatchOf(() =>
      validateMessage('localSession', 'toClient', {
        type: 'state',
        rev: 1,
        contextKey: 'football:1:3',
        state: { contextKey: 'football:1:3', timer: { clock: '1:00', running: 'yes' } },
      }),
    );
    expect(mismatch.message).to.include(
      '"state" message that does not match #/components/messages/LocalState',
    );
    expect(mismatch.message).to.include(
      'at /state/timer/running: must be boolean (schema local.openapi.json#/components/schemas/Timer/properties/running/type)',
    );
    expect(mismatch.message).to.include(
      "at /state: must have required property 'buttons' (schema local.openapi.json#/components/schemas/State/required)",
    );
  });

  it('refuses a type the channel does not list in that direction', () => {
    const asServer = mismatchOf(() =>
      validateMessage('localSession', 'toClient', { type: 'click', requestId: 'c', buttonId: 'timer' }),
    );
    expect(asServer.message).to.include(
      'localSession (/api/v1/ws): the server sent a message of type "click", which the document does not list',
    );
    const asSource = mismatchOf(() =>
      validateMessage('ocrInput', 'toServer', { type: 'registered', role: 'ocr', protocol: 1 }),
    );
    expect(asSource.message).to.match(
      /ocrInput \(\/api\/v1\/ocr\/\{ingressKey\}\): a client sent .*"registered"/,
    );
    expect(() => validateMessage('webNotifications', 'toClient', ['ready'])).to.throw(
      MessageMismatch,
      /not a JSON object with a type/,
    );
  });

  it('holds an OCR reading to spec 6.2: 1 to 64 values, strings of at most 255 characters, finite numbers', () => {
    validateMessage('ocrInput', 'toServer', reading(manyValues(64)));
    validateMessage('ocrInput', 'toServer', reading({ flag: '🏒'.repeat(255), 'Shot.Clock': 14.5 }));
    validateMessage('ocrInput', 'toServer', { ...reading({ a: '' }), seq: 0, capturedAt: 1_700_000_000_000 });
    for (const [values, keyword] of [
      [{}, 'minProperties'],
      [manyValues(65), 'maxProperties'],
      [{ a: 'x'.repeat(256) }, 'maxLength'],
      [{ a: Infinity }, 'type'],
      [{ a: { b: 1 } }, 'type'],
    ] as const) {
      expect(mismatchOf(() => validateMessage('ocrInput', 'toServer', reading(values))).message).to.include(
        `/${keyword})`,
      );
    }
    expect(() => validateMessage('ocrInput', 'toServer', { ...reading({ a: '1' }), seq: -1 })).to.throw(
      MessageMismatch,
      /at \/seq: must be >= 0/,
    );
  });

  it('refuses a close code the channel does not list', () => {
    validateCloseCode('localSession', 4008);
    expect(() => validateCloseCode('ocrInput', 4008)).to.throw(
      MessageMismatch,
      'ocrInput (/api/v1/ocr/{ingressKey}): closed with 4008, which x-close-codes does not list (listed: 1000, 1001, 1002, 1006, 1007, 1008, 1009, 4401, 4429)',
    );
  });

  it('finds the channel of an address, the OCR key being one path segment', () => {
    const key = 'a'.repeat(64);
    expect(channelOfUrl('ws://127.0.0.1:18800/api/v1/ws')).to.equal('localSession');
    expect(channelOfUrl(`ws://127.0.0.1:18800/api/v1/ocr/${key}`)).to.equal('ocrInput');
    expect(channelOfUrl('ws://127.0.0.1:18800/api/v1/ocr/')).to.equal('ocrInput');
    expect(channelOfUrl('wss://desk.example.com/api/notifications')).to.equal('webNotifications');
    expect(channelOfUrl('ws://127.0.0.1:18800/api/v1/wss')).to.equal(null);
    expect(channelOfUrl(`ws://127.0.0.1:18800/api/v1/ocr/${key}/more`)).to.equal(null);
  });

  describe('on real sockets', () => {
    let server: WebSocketServer;
    let base: string;
    /** What the loopback server does with each connection. */
    let behave: (socket: WebSocket) => void;

    before(async () => {
      server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
      server.on('connection', (socket) => behave(socket));
      await new Promise((resolve) => server.once('listening', resolve));
      base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => new Promise((resolve) => server.close(resolve)));

    it('makes the wait of the /ws test client fail on a message that differs from the document', async () => {
      behave = (socket) => socket.send(JSON.stringify({ type: 'heartbeat', at: 'now' }));
      const client = await connect(`${base}/api/v1/ws`);
      try {
        const error = await client.nextOf('heartbeat').then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).to.be.instanceOf(MessageMismatch);
        expect((error as Error).message).to.include('at /at: must match format "date-time"');
      } finally {
        client.close();
      }
    });

    it('makes the wait of the notifications test client fail on a close code the document does not list', async () => {
      behave = (socket) => socket.close(4000, 'made up');
      const opened = await openSocket(`${base}/api/notifications`);
      const error = await opened.closed().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(MessageMismatch);
      expect((error as Error).message).to.include('webNotifications (/api/notifications): closed with 4000');
    });

    it("checks what a watched client sends, as the typed client's sockets are", async () => {
      behave = () => undefined;
      const socket = new WebSocket(`${base}/api/v1/ws`);
      const watch = watchSocket(socket, { checkSent: true });
      await new Promise((resolve) => socket.once('open', resolve));
      try {
        socket.send(JSON.stringify({ type: 'click', requestId: 'c-1', buttonId: 'timer' }));
        const mismatch = watch?.takeMismatch();
        expect(mismatch?.message).to.include(
          `a client sent a "click" message that does not match #/components/messages/LocalClick/payload`,
        );
        expect(mismatch?.message).to.include("must have required property 'contextKey'");
        socket.send(JSON.stringify({ type: 'ping' }));
        expect(watch?.takeMismatch()).to.equal(undefined);
      } finally {
        socket.terminate();
      }
    });
  });
});
