// Issue 13, "Fuzzing in CI": /api/v1/ws client frames on the real local host, built from the
// AsyncAPI document's client messages (auth, ping, click, action) with live values, valid and
// hostile (test/fuzz/support/frameCases.ts). Invariants on every frame: every message and close
// code valid against the document, no 5xx status in an error, nothing logged as an error, a
// refused frame leaves the desk's state as it was, and an error names the field at fault.
import type { Arbitrary } from 'fast-check';
import { expect } from 'chai';
import { messageFaults, REALTIME_DOCUMENT } from '../support/asyncapiValidation';
import { schemaFaults } from '../support/apiValidation';
import type { Message, WsClient } from '../support/wsClient';
import { connect, roundTrip, wsUrl } from '../support/wsClient';
import { FrameDriver, fuzzFrames, pingThrough } from './support/frameAnswers';
import { asyncapiResolver, frameCase } from './support/frameCases';
import type { FuzzedLocalHost } from './support/fuzzHosts';
import { fuzzedLocalHost } from './support/fuzzHosts';
import type { Budget } from './support/fuzzRun';
import { mochaTimeoutOf } from './support/fuzzRun';
import type { Schema } from './support/schemaArbitrary';
import { valueOf } from './support/schemaArbitrary';

const BUDGET: Budget = { runs: 1000, seconds: 8 };
const WAIT_MS = 15_000;

describe('fuzz: /api/v1/ws client frames (issue 13)', function () {
  this.timeout(mochaTimeoutOf(BUDGET));
  let host: FuzzedLocalHost;
  let state: {
    contextKey: string;
    buttons: Record<string, unknown>;
    actions: Record<string, { params?: Schema }>;
    players: { id: string }[];
    events: { id: string }[];
  };

  before(async () => {
    host = await fuzzedLocalHost();
    state = JSON.parse(await host.stateText());
  });
  after(() => host?.stop());

  it('answers every valid and hostile frame within the document, names every fault, and changes nothing it refuses', async function () {
    const hints: Readonly<Record<string, () => readonly unknown[]>> = {
      contextKey: () => [state.contextKey],
      buttonId: () => Object.keys(state.buttons),
      actionId: () => Object.keys(state.actions),
      playerId: () => state.players.map((p) => p.id),
      playerInId: () => state.players.map((p) => p.id),
      eventId: () => state.events.map((e) => e.id),
      token: () => [host.key],
    };
    const context = { resolve: asyncapiResolver, hints: (name: string) => hints[name] };
    const paramsOf = (frame: Record<string, unknown>): Schema | undefined =>
      frame.type === 'action' ? state.actions[String(frame.actionId)]?.params : undefined;
    const driver = new FrameDriver({
      channel: 'localSession',
      open: async () => {
        const client = await connect(wsUrl(host.url, '/api/v1/ws'), {
          headers: { Authorization: `Bearer ${host.key}` },
        });
        await client.nextOf('ready', 0, WAIT_MS);
        return client;
      },
      roundTrip: (client) => {
        const requestId = `rt-${Math.random()}`;
        return pingThrough(
          client,
          { type: 'ping', requestId },
          (m) => m.type === 'pong' && m.requestId === requestId,
          WAIT_MS,
        );
      },
      state: () => host.stateText(),
      settle: async (client: WsClient, replies: readonly Message[]) => {
        for (const ack of replies.filter((m) => m.type === 'ack')) {
          const id = ack.command.id as string;
          const done = (m: Message) =>
            m.type === 'command' && m.command.id === id && m.command.state !== 'pending';
          if (ack.command.state === 'pending') await client.next(done, WAIT_MS);
        }
        await host.host.services.desk.idle();
        state = JSON.parse(await host.stateText());
      },
      // Refusals of a frame's form; a click on an unknown button (404) is about its value.
      namesFault: (error) => error.status === undefined || error.status === 400,
    });
    const frames = frameCase({
      channel: 'localSession',
      hints: context.hints,
      maxFrameBytes: REALTIME_DOCUMENT.channels.localSession['x-limits'].maxFrameBytes as number,
      // A known action's params: the JSON Schema its catalog entry announces.
      refine: (frame) => {
        const params = paramsOf(frame);
        if (!params) return null;
        return (valueOf(params, context) as Arbitrary<Record<string, unknown>>).map((p) => ({
          ...frame,
          params: p,
        }));
      },
      faultsOf: (frame) => {
        const own = messageFaults('localSession', 'toServer', frame);
        const params =
          frame && typeof frame === 'object' ? paramsOf(frame as Record<string, unknown>) : undefined;
        if (!params) return own;
        const given = (frame as { params?: unknown }).params ?? {};
        const id = String((frame as { actionId?: unknown }).actionId);
        return [
          ...own,
          ...schemaFaults('local', `catalog:${id}:params`, params, given).map((p) =>
            p ? `params.${p}` : 'params',
          ),
        ];
      },
    });
    await fuzzFrames(this.test?.fullTitle() ?? '', frames, driver, host.logger, BUDGET);
    // No crash: the host still answers, on HTTP and on a new session.
    expect(JSON.parse(await host.stateText())).to.have.property('contextKey');
    const client = await connect(wsUrl(host.url, '/api/v1/ws'), {
      headers: { Authorization: `Bearer ${host.key}` },
    });
    await roundTrip(client);
    client.close();
  });
});
