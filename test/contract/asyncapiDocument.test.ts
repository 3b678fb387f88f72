import { expect } from 'chai';
import {
  AUTHENTICATING_MAX,
  AUTHENTICATING_PER_ADDRESS,
} from '../../src/adapters/http/local/guards/authenticatingCap';
import {
  NOTIFICATIONS_PATH,
  CLOSE_GOING_AWAY,
  CLOSE_INTERRUPTED,
  CLOSE_SESSION_ENDED,
  CLOSE_SLOW_CONSUMER,
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_MAX_SESSIONS,
  DEFAULT_SLOW_CLIENT_MS,
  MAX_BUFFERED_BYTES,
} from '../../src/adapters/http/web/NotificationsSocket';
import { DEFAULT_OCR_LIMITS, OCR_CLOSE } from '../../src/adapters/ocr/OcrIngress';
import { OCR_PATH } from '../../src/adapters/ocr/ocrPath';
import { MAX_REQUEST_ID_LENGTH } from '../../src/adapters/ws/local/clientFrameInputs';
import { FATAL_CLOSE_CODES, WS_CLOSE } from '../../src/adapters/ws/local/closeCodes';
import { DEFAULT_WS_LIMITS, WS_PATH } from '../../src/adapters/ws/local/DeskSocket';
import { PROTOCOL_VERSION } from '../../src/adapters/ws/local/serverMessages';
import { DEFAULT_MAX_READING_NAMES } from '../../src/application/ocr/OcrService';
import { OCR_SOURCE_CODES } from '../../src/application/ocr/ocrSourceErrors';
import { NOTIFICATION_TYPES } from '../../src/application/ports/Notifications';
import { LOCAL_WS_FATAL_CLOSE_CODES, LOCAL_WS_SLOW_DOWN } from '../../src/client/local/session/closeCodes';
import { NOTIFICATIONS_FATAL_CLOSE_CODES } from '../../src/client/web/NotificationSubscriber';
import { DEFAULT_PENDING_LIMIT } from '../../src/domain/command/CommandBook';
import { OCR_ERROR_CODES, OCR_MAX_STRING_LENGTH, OCR_MAX_VALUES } from '../../src/domain/ocr/ocrErrors';
import type { Direction, RealtimeChannel } from '../support/asyncapiValidation';
import { messagesOf, REALTIME_DOCUMENT, validateMessage } from '../support/asyncapiValidation';

const CHANNELS = Object.keys(REALTIME_DOCUMENT.channels) as RealtimeChannel[];
const DIRECTIONS: Direction[] = ['toClient', 'toServer'];
const channel = (name: RealtimeChannel) => REALTIME_DOCUMENT.channels[name];
const closeCodes = (name: RealtimeChannel) => channel(name)['x-close-codes'];
const fatal = (name: RealtimeChannel) =>
  closeCodes(name)
    .filter((c) => c.fatal)
    .map((c) => c.code);
const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);
/** A component schema of the document (or a payload property), read as JSON. */
const schema = (name: string) => REALTIME_DOCUMENT.components.schemas[name] as Record<string, unknown>;
const payload = (message: string) =>
  REALTIME_DOCUMENT.components.messages[message]?.payload.properties as Record<
    string,
    Record<string, unknown>
  >;

describe('the AsyncAPI document (api/realtime.asyncapi.json) says what the code does', () => {
  it('is an AsyncAPI 3.0.0 document whose channels are the three upgrade paths of the hosts', () => {
    expect(REALTIME_DOCUMENT.asyncapi).to.equal('3.0.0');
    expect(CHANNELS.map((c) => channel(c).address)).to.deep.equal([
      WS_PATH,
      `${OCR_PATH}/{ingressKey}`,
      NOTIFICATIONS_PATH,
    ]);
  });

  it('lists every message of each channel in an operation, with examples that match their payload', () => {
    let examples = 0;
    for (const name of CHANNELS) {
      const listed = Object.values(channel(name).messages).map((m) => m.$ref);
      const used = DIRECTIONS.flatMap((d) => messagesOf(name, d).map((m) => m.pointer));
      expect(new Set(used), name).to.deep.equal(new Set(listed));
      for (const direction of DIRECTIONS) {
        for (const { message } of messagesOf(name, direction)) {
          expect(message.examples, `${name} ${message.name}`).to.be.an('array').that.is.not.empty;
          for (const example of message.examples ?? []) {
            validateMessage(name, direction, example.payload);
            examples += 1;
          }
        }
      }
    }
    expect(examples).to.be.greaterThan(20);
  });

  describe('/api/v1/ws', () => {
    it('lists the close codes the session uses, and marks fatal exactly those the server and the client treat as fatal', () => {
      expect(closeCodes('localSession').map((c) => c.code)).to.deep.equal(
        sorted([1000, 1006, ...Object.values(WS_CLOSE)]),
      );
      expect(fatal('localSession')).to.deep.equal(sorted(FATAL_CLOSE_CODES));
      expect(fatal('localSession')).to.deep.equal(sorted(LOCAL_WS_FATAL_CLOSE_CODES));
    });

    it('states the timings and limits the session applies by default', () => {
      const { messageRate, ...limits } = channel('localSession')['x-limits'];
      const {
        maxPendingCommands,
        maxRequestIdLength,
        maxAuthenticating,
        maxAuthenticatingPerClient,
        ...sessionLimits
      } = limits;
      expect([maxAuthenticating, maxAuthenticatingPerClient]).to.deep.equal([
        AUTHENTICATING_MAX,
        AUTHENTICATING_PER_ADDRESS,
      ]);
      const { slowDownMs, ...timings } = channel('localSession')['x-timings'];
      const { messageRate: defaultRate, ...defaults } = DEFAULT_WS_LIMITS;
      expect({ ...timings, ...sessionLimits }).to.deep.equal(defaults);
      expect(messageRate).to.deep.equal({
        capacity: defaultRate.capacity,
        refillPerSecond: defaultRate.refillPerSecond,
      });
      expect(maxPendingCommands).to.equal(DEFAULT_PENDING_LIMIT);
      // The typed client waits at least this long after 4008, 4429 and a 429 upgrade.
      expect(new Set(LOCAL_WS_SLOW_DOWN.values())).to.deep.equal(new Set([slowDownMs]));
      expect(maxRequestIdLength).to.equal(MAX_REQUEST_ID_LENGTH);
      expect(schema('RequestId')).to.include({ minLength: 1, maxLength: MAX_REQUEST_ID_LENGTH });
      expect(payload('LocalReady')?.protocol).to.include({ const: PROTOCOL_VERSION });
    });
  });

  describe('/api/v1/ocr', () => {
    it('lists the close codes of the OCR input, the frames the source must fix being fatal', () => {
      expect(closeCodes('ocrInput').map((c) => c.code)).to.deep.equal(
        sorted([1006, ...Object.values(OCR_CLOSE)]),
      );
      expect(fatal('ocrInput')).to.deep.equal(
        sorted([
          OCR_CLOSE.protocolError,
          OCR_CLOSE.invalidPayload,
          OCR_CLOSE.tooManyFragments,
          OCR_CLOSE.tooBig,
          OCR_CLOSE.keyChanged,
        ]),
      );
    });

    it('states the limits of spec 6.2 and 8 that the input applies', () => {
      const { messageRate, minValues, maxValues, maxStringLength, maxReadingNames, maxSources, ...rest } =
        channel('ocrInput')['x-limits'];
      expect({ ...channel('ocrInput')['x-timings'], ...rest }).to.deep.equal({
        closeGraceMs: DEFAULT_OCR_LIMITS.closeGraceMs,
        livenessMs: DEFAULT_OCR_LIMITS.livenessMs,
        maxFrameBytes: DEFAULT_OCR_LIMITS.maxFrameBytes,
      });
      expect(messageRate).to.deep.equal({
        capacity: DEFAULT_OCR_LIMITS.messageRate.capacity,
        refillPerSecond: DEFAULT_OCR_LIMITS.messageRate.refillPerSecond,
      });
      expect([minValues, maxValues, maxStringLength]).to.deep.equal([
        1,
        OCR_MAX_VALUES,
        OCR_MAX_STRING_LENGTH,
      ]);
      expect([maxReadingNames, maxSources]).to.deep.equal([DEFAULT_MAX_READING_NAMES, 1]);
      expect(schema('OcrValues')).to.deep.include({ minProperties: 1, maxProperties: OCR_MAX_VALUES });
      expect(schema('OcrValues').additionalProperties).to.deep.include({ maxLength: OCR_MAX_STRING_LENGTH });
      expect(schema('OcrValues').propertyNames).to.deep.equal({
        minLength: 1,
        maxLength: OCR_MAX_STRING_LENGTH,
      });
    });

    it('lists every error code of a refused frame or reading', () => {
      const { unknownVariable: _variable, ...frameCodes } = OCR_ERROR_CODES;
      expect(payload('OcrError')?.code?.enum).to.have.members([
        'invalid_json',
        'invalid_message',
        'unknown_type',
        'invalid_parameters',
        ...Object.values(frameCodes),
        OCR_SOURCE_CODES.namesLimit,
        OCR_SOURCE_CODES.deactivated,
      ]);
    });
  });

  describe('/api/notifications', () => {
    it('lists the close codes and timings of the notifications socket, and the types of spec 6.3', () => {
      expect(closeCodes('webNotifications').map((c) => c.code)).to.include.members([
        CLOSE_GOING_AWAY,
        CLOSE_SESSION_ENDED,
        CLOSE_INTERRUPTED,
      ]);
      expect(fatal('webNotifications')).to.deep.equal(sorted(NOTIFICATIONS_FATAL_CLOSE_CODES));
      expect(channel('webNotifications')['x-timings'].heartbeatMs).to.equal(DEFAULT_HEARTBEAT_MS);
      expect(channel('webNotifications')['x-limits'].maxBufferedBytes).to.equal(MAX_BUFFERED_BYTES);
      // Issue 13 findings 6 and 8: the slow-client time and the session cap, as the code applies them.
      expect(closeCodes('webNotifications').map((c) => c.code)).to.include.members([
        1007,
        CLOSE_SLOW_CONSUMER,
      ]);
      expect(channel('webNotifications')['x-timings'].slowClientMs).to.equal(DEFAULT_SLOW_CLIENT_MS);
      expect(channel('webNotifications')['x-limits'].maxSessions).to.equal(DEFAULT_MAX_SESSIONS);
      expect(payload('MatchNotification')?.type?.enum).to.deep.equal([...NOTIFICATION_TYPES]);
    });
  });
});
