// Issue 13, "Fuzzing in CI": every operation of api/local.openapi.json on the real local host,
// with valid and hostile requests (test/fuzz/support/httpCases.ts). Invariants on every case: no
// 5xx, nothing logged as an error, an answer valid against the document, a refusal that names
// the field or header at fault, and a refused request leaves the desk's state as it was.
import { expect } from 'chai';
import fc from 'fast-check';
import type { Command } from '../../src/domain/command/Command';
import { resolved } from '../support/contract/openapiDocuments';
import type { FuzzedLocalHost } from './support/fuzzHosts';
import { fuzzedLocalHost, loggedErrors } from './support/fuzzHosts';
import {
  BrokenInvariant,
  checkHttpAnswer,
  checkRefusalNamesFault,
  describeRequest,
  printable,
  sendCase,
} from './support/httpAnswers';
import type { HttpWorld } from './support/httpCases';
import { httpCase } from './support/httpCases';
import { operationsOf, resolverOf } from './support/openapiOperations';
import { rawRequest } from '../support/rawRequest';
import type { Schema } from './support/schemaArbitrary';
import type { Budget } from './support/fuzzRun';
import { mochaTimeoutOf, runFuzz } from './support/fuzzRun';

const BUDGET: Budget = { runs: 1200, seconds: 12 };

interface LiveDesk {
  contextKey: string;
  buttons: string[];
  actions: Record<string, Schema>;
  texts: string[];
  players: string[];
  events: string[];
  commands: string[];
}

function liveOf(stateText: string, commands: string[]): LiveDesk {
  const state = JSON.parse(stateText) as {
    contextKey: string;
    buttons: Record<string, unknown>;
    actions?: Record<string, { params?: Schema }>;
    texts: Record<string, string>;
    players?: { id: string }[];
    events?: { id: string }[];
  };
  return {
    contextKey: state.contextKey,
    buttons: Object.keys(state.buttons),
    actions: Object.fromEntries(Object.entries(state.actions ?? {}).map(([id, a]) => [id, a.params ?? {}])),
    texts: Object.keys(state.texts),
    players: (state.players ?? []).map((p) => p.id),
    events: (state.events ?? []).map((e) => e.id),
    commands,
  };
}

describe('fuzz: every operation of the local API (issue 13)', function () {
  this.timeout(mochaTimeoutOf(BUDGET));
  let host: FuzzedLocalHost;
  let live: LiveDesk;
  const commands: string[] = [];

  before(async () => {
    host = await fuzzedLocalHost();
    live = liveOf(await host.stateText(), commands);
  });
  after(() => host?.stop());

  const hintsByName: Readonly<Record<string, () => readonly unknown[]>> = {
    contextKey: () => [live.contextKey],
    buttonId: () => live.buttons,
    actionId: () => Object.keys(live.actions),
    textId: () => live.texts,
    commandId: () => live.commands,
    playerId: () => live.players,
    playerInId: () => live.players,
    eventId: () => live.events,
  };

  /** Waits until a command the host took has finished, so the next case starts from a settled desk. */
  async function settle(answer: { status: number; text: string }): Promise<void> {
    if (answer.status === 202) {
      const command = JSON.parse(answer.text) as Command & { statusUrl: string };
      commands.push(command.id);
      const until = Date.now() + 15_000;
      for (;;) {
        const read = await fetch(`${host.url}${command.statusUrl}`, {
          headers: { Authorization: `Bearer ${host.key}` },
        });
        const state = ((await read.json()) as { state?: string }).state;
        if (state !== 'pending') break;
        if (Date.now() > until) throw new Error(`command ${command.id} still pending after 15 s`);
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    await host.host.services.desk.idle();
  }

  it('answers every valid and hostile request within the document, names every fault, and changes nothing it refuses', async function () {
    const operations = operationsOf('local');
    expect(operations.map((o) => o.operationId)).to.include.members(['getState', 'clickButton', 'runAction']);
    const api = 'local' as const;
    const actionBody = resolved<Schema>(api, { $ref: '#/components/schemas/ActionBody' });
    const world: HttpWorld = {
      host: new URL(host.url).host,
      context: { resolve: resolverOf(api), hints: (name) => hintsByName[name] },
      credentials: () => fc.constant([['Authorization', `Bearer ${host.key}`]]),
      // A known action's params: the JSON Schema its catalog entry announces (ActionEntry.params).
      bodySchema: (operation, path) => {
        const params = operation.operationId === 'runAction' ? live.actions[path.actionId ?? ''] : undefined;
        if (!params) return undefined;
        const properties = { ...(actionBody.properties as Record<string, Schema>), params };
        // params default to {}: when the action requires some, the body must carry them.
        const needed = ((params.required ?? []) as string[]).length > 0;
        const required = [...((actionBody.required ?? []) as string[]), ...(needed ? ['params'] : [])];
        return { schema: { ...actionBody, properties, required }, pointer: `catalog:${path.actionId}:body` };
      },
    };
    await runFuzz(
      this.test?.fullTitle() ?? '',
      fc.asyncProperty(httpCase(world, operations).map(printable), async (fuzzCase) => {
        const logged = host.logger.entries.length;
        const before = await host.stateText();
        const answer = await sendCase(host.url, fuzzCase);
        if (!answer) {
          // Closed without an answer (a broken chunked body): no refusal was claimed.
          await host.host.services.desk.idle();
          live = liveOf(await host.stateText(), commands);
          return;
        }
        checkHttpAnswer(api, fuzzCase, answer);
        const errors = loggedErrors(host.logger, logged);
        if (errors.length > 0) {
          throw new BrokenInvariant(
            `the host logged an error for ${describeRequest(fuzzCase.request)}:\n${errors.join('\n')}`,
          );
        }
        await settle(answer);
        const after = await host.stateText();
        if (answer.status >= 400 && after !== before) {
          throw new BrokenInvariant(
            `a refused request (${answer.status} ${answer.text.slice(0, 300)}) changed the desk's state: ${describeRequest(fuzzCase.request)}`,
          );
        }
        await checkRefusalNamesFault(api, fuzzCase, answer, async (base) => {
          const answered = await rawRequest(host.url, base);
          await settle(answered);
          return answered;
        });
        live = liveOf(await host.stateText(), commands);
      }),
      BUDGET,
    );
    // No crash: the host still answers.
    expect(JSON.parse(await host.stateText())).to.have.property('contextKey');
  });
});
