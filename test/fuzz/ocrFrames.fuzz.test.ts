// Issue 13, "Fuzzing in CI": OCR input frames (/api/v1/ocr/{ingressKey}) on the real local host,
// built from the AsyncAPI document's client messages (register, ping, ocr), valid and hostile
// (test/fuzz/support/frameCases.ts). Invariants on every frame: every message and close code
// valid against the document, nothing logged as an error, a refused frame leaves the desk's
// state (texts, ocr) as it was, and an error names the field at fault.
import { expect } from 'chai';
import fc from 'fast-check';
import { messageFaults, REALTIME_DOCUMENT } from '../support/asyncapiValidation';
import type { WsClient } from '../support/wsClient';
import { connect, wsUrl } from '../support/wsClient';
import { FrameDriver, fuzzFrames, pingThrough } from './support/frameAnswers';
import { frameCase } from './support/frameCases';
import type { FuzzedLocalHost } from './support/fuzzHosts';
import { fuzzedLocalHost } from './support/fuzzHosts';
import type { Budget } from './support/fuzzRun';
import { mochaTimeoutOf } from './support/fuzzRun';

const BUDGET: Budget = { runs: 1000, seconds: 6 };
const WAIT_MS = 15_000;
/** Reading names a scoreboard source sends, and the variables they can be linked to. */
const READING_NAMES = ['Home Score', 'Away Score', 'Time', 'Period', 'T1_SCORE', 'CLOCK_SVC', 'a.b', ''];
/** The source is deactivated and activated again this often: its readings (and their names) are cleared. */
const RESET_EVERY = 100;

describe('fuzz: OCR input frames (issue 13)', function () {
  this.timeout(mochaTimeoutOf(BUDGET));
  let host: FuzzedLocalHost;

  before(async () => {
    host = await fuzzedLocalHost();
    await host.type('scoreboard vendor scoreboard-ocr');
  });
  after(() => host?.stop());

  /** A registered source; the slot of the one a case closed may take a moment to free (409). */
  async function source(): Promise<WsClient> {
    const url = wsUrl(host.url, `/api/v1/ocr/${host.host.services.settings().keys.ocrIngressKey}`);
    const until = Date.now() + WAIT_MS;
    for (;;) {
      try {
        const client = await connect(url);
        client.send({ type: 'register', role: 'ocr' });
        await client.nextOf('registered', 0, WAIT_MS);
        return client;
      } catch (error) {
        const refused = (error as { refused?: { status: number } }).refused;
        if (refused?.status !== 409 || Date.now() > until) throw error;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  it('answers every valid and hostile frame within the document, names every fault, and changes nothing it refuses', async function () {
    const driver = new FrameDriver({
      channel: 'ocrInput',
      open: source,
      roundTrip: (client) => pingThrough(client, { type: 'ping' }, (m) => m.type === 'pong', WAIT_MS),
      state: () => host.stateText(),
      settle: async () => undefined,
      // Every error of this channel refuses a frame's form (none is about the desk's state).
      namesFault: (error) => error.code !== 'ocr_names_limit',
    });
    const frames = frameCase({
      channel: 'ocrInput',
      maxFrameBytes: REALTIME_DOCUMENT.channels.ocrInput['x-limits'].maxFrameBytes as number,
      // Readings under the names scoreboard sources use, beside the random ones.
      refine: (frame) =>
        frame.type === 'ocr' && frame.values && typeof frame.values === 'object'
          ? fc
              .dictionary(
                fc.constantFrom(...READING_NAMES),
                fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 199 })),
                {
                  maxKeys: 3,
                },
              )
              .map((named) => ({ ...frame, values: { ...(frame.values as object), ...named } }))
          : null,
      faultsOf: (frame) => messageFaults('ocrInput', 'toServer', frame),
    });
    let count = 0;
    await fuzzFrames(this.test?.fullTitle() ?? '', frames, driver, host.logger, BUDGET, async () => {
      count += 1;
      if (count % RESET_EVERY === 0) {
        await host.type('scoreboard vendor none');
        await host.type('scoreboard vendor scoreboard-ocr');
      }
    });
    // No crash: the host still answers, and takes a reading.
    const client = await source();
    client.send({ type: 'ocr', values: { Time: '12:34' } });
    await pingThrough(client, { type: 'ping' }, (m) => m.type === 'pong', WAIT_MS);
    expect(JSON.parse(await host.stateText()).ocr?.values).to.include({ Time: '12:34' });
    client.close();
  });
});
