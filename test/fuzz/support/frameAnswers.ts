// Runs fuzz frames on a WebSocket channel and checks the invariants on what comes back: every
// message and close code valid against the AsyncAPI document (test/support/wsClient.ts checks
// them), no 5xx status in an error, a refused frame (an error, or a close) changes nothing, and
// an error of a faulty frame names its field (unless the fault-free frame gets the same error).
import type { RealtimeChannel } from '../../support/asyncapiValidation';
import type { Closed, Message, WsClient } from '../../support/wsClient';
import type { Fault, Refusal } from './faults';
import { describeFault, unnamedFault } from './faults';
import fc from 'fast-check';
import type { RecordingLogger } from '../../support/webHost';
import type { FrameCase } from './frameCases';
import { printableFrame } from './frameCases';
import { loggedErrors } from './fuzzHosts';
import type { Budget } from './fuzzRun';
import { runFuzz } from './fuzzRun';
import { BrokenInvariant } from './httpAnswers';

export interface FrameHost {
  readonly channel: RealtimeChannel;
  /** A client ready to take frames (authenticated, registered). */
  open(): Promise<WsClient>;
  /** Sends a ping and resolves once its pong arrived: every frame sent before it was handled. */
  roundTrip(client: WsClient): Promise<void>;
  /** What a refused frame must leave alone. */
  state(): Promise<string>;
  /** Once the replies of a frame are in: waits until what it started has finished. */
  settle(client: WsClient, replies: readonly Message[]): Promise<void>;
  /** Whether an error of this code (and status) refuses the form of a frame, so must name its fault. */
  namesFault(error: Message): boolean;
}

const shown = (c: FrameCase) =>
  `${c.type} frame, ${c.label}, fault: ${describeFault(c.fault)}: ${JSON.stringify(c.data.toString('latin1').slice(0, 300))}`;

/**
 * Sends `ping` and resolves once `isPong` matches an answer; rejects at once if the socket closes
 * first (a frame over the limit, bytes that are not UTF-8), or after `timeoutMs`.
 */
export async function pingThrough(
  client: WsClient,
  ping: unknown,
  isPong: (m: Message) => boolean,
  timeoutMs: number,
): Promise<void> {
  const from = client.messages.length;
  if (client.isClosed) throw new Error('the socket is closed');
  const closed = client.closed(timeoutMs).then(
    () => 'closed' as const,
    () => 'open' as const,
  );
  client.send(ping);
  const pong = client.next(isPong, timeoutMs, from).then(() => 'pong' as const);
  pong.catch(() => undefined);
  if ((await Promise.race([pong, closed])) === 'closed') throw new Error('the socket closed');
}

/** One socket of a channel, opened again whenever a case closed it. */
export class FrameDriver {
  private client: WsClient | null = null;

  constructor(private readonly host: FrameHost) {}

  private async current(): Promise<WsClient> {
    if (!this.client || this.client.isClosed) this.client = await this.host.open();
    return this.client;
  }

  close(): void {
    this.client?.close();
  }

  /** Sends `data`, and resolves with what came back before the round trip, and the close if any. */
  private async exchange(
    data: Buffer,
    binary: boolean,
  ): Promise<{ replies: Message[]; closed: Closed | null }> {
    const client = await this.current();
    const from = client.messages.length;
    client.sendRaw(data, binary);
    let closed: Closed | null = null;
    try {
      await this.host.roundTrip(client);
    } catch (error) {
      if (!client.isClosed) throw error;
      // A close the document does not list rejects here.
      closed = await client.closed();
    }
    // A message the document does not list throws here.
    client.of('error');
    const replies = client.messages.slice(from);
    await this.host.settle(client, replies);
    return { replies, closed };
  }

  async run(fuzzCase: FrameCase): Promise<void> {
    const fail = (problem: string): never => {
      throw new BrokenInvariant(`${problem}\n  case: ${shown(fuzzCase)}`);
    };
    const before = await this.host.state();
    const { replies, closed } = await this.exchange(fuzzCase.data, fuzzCase.binary);
    const errors = replies.filter((m) => m.type === 'error');
    for (const error of errors) {
      if (typeof error.status === 'number' && error.status >= 500)
        fail(`an error with status ${error.status}: ${JSON.stringify(error)}`);
    }
    const refused = (errors.length > 0 || closed !== null) && !replies.some((m) => m.type === 'ack');
    if (refused && (await this.host.state()) !== before) {
      fail(
        `a refused frame (${closed ? `closed ${closed.code}` : JSON.stringify(errors[0])}) changed the state`,
      );
    }
    const error = errors.find((e) => this.host.namesFault(e));
    if (!fuzzCase.fault || !error) return;
    const problem = unnamedFault(error as Refusal, fuzzCase.fault as Fault);
    if (!problem) return;
    // The same error of the fault-free frame is about something else (a random button, a stale context).
    if (fuzzCase.base) {
      const base = await this.exchange(fuzzCase.base, false);
      if (base.replies.some((m) => m.type === 'error' && m.code === error.code)) return;
    }
    fail(`${problem}: ${JSON.stringify(error)}`);
  }
}

/**
 * Runs the frames of `frames` through `driver` within `budget` (then closes its socket): a broken
 * invariant, or an error the host logged (`logger`), fails with the seed. `beforeEach` runs
 * before each frame (to reset the host from time to time).
 */
export async function fuzzFrames(
  title: string,
  frames: fc.Arbitrary<FrameCase>,
  driver: FrameDriver,
  logger: RecordingLogger,
  budget: Budget,
  beforeEach: () => Promise<void> = async () => undefined,
): Promise<void> {
  try {
    const property = fc.asyncProperty(frames.map(printableFrame), async (fuzzCase) => {
      await beforeEach();
      const logged = logger.entries.length;
      await driver.run(fuzzCase);
      const errors = loggedErrors(logger, logged);
      if (errors.length > 0) throw new BrokenInvariant(`the host logged an error:\n${errors.join('\n')}`);
    });
    await runFuzz(title, property, budget, 'frames');
  } finally {
    driver.close();
  }
}
