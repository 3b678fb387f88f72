// Benchmark 1 (issue 7): an OCR source on /api/v1/ocr/{key} of the real local host sends
// readings at 30/s, then as fast as they are taken; 1, 10 and 100 overlay clients on
// /api/v1/ws measure the time from a reading's send to their receipt of the state holding it.
// Baseline: a bare ws relay of a message of the same size to as many clients.
import type { Benchmark, BenchmarkContext } from '../lib/Benchmark';
import type { BareRelay } from '../lib/bareRelay';
import { startBareRelay } from '../lib/bareRelay';
import type { Figure, Target } from '../lib/figures';
import { figure } from '../lib/figures';
import type { LatencySummary } from '../lib/latency';
import { summarize } from '../lib/latency';
import type { BenchLocalHost } from '../lib/localHost';
import { RAISED_LIMITS, startBenchLocalHost } from '../lib/localHost';
import type { OcrPhase, OcrPhaseResult, OcrPlan } from '../lib/ocrTask';

const CLIENTS = [1, 10, 100] as const;
const WINDOW = 8;
const RATIO_TARGET: Target = { text: '≤ 1.5× bare ws', on: 'ratio', op: '<=', limit: 1.5 };
const TEN_CLIENTS: Target = { text: '< 5 ms at 10 clients', on: 'value', op: '<', limit: 5 };
const HUNDRED_CLIENTS: Target = {
  text: '≤ 20 ms (one 50 fps frame) at 100 clients',
  on: 'value',
  op: '<=',
  limit: 20,
};

interface PhaseSummary {
  readonly latency: LatencySummary;
  readonly readingsPerSecond: number;
  readonly bytesPerReadingPerClient: number;
  readonly statesPerReading: number;
  readonly readings: number;
  readonly undelivered: number;
}

function merge(rounds: readonly OcrPhaseResult[]): PhaseSummary {
  const all = new Float64Array(rounds.reduce((n, r) => n + r.latencies.length, 0));
  let at = 0;
  for (const r of rounds) {
    all.set(r.latencies, at);
    at += r.latencies.length;
  }
  const mean = (pick: (r: OcrPhaseResult) => number) =>
    rounds.reduce((n, r) => n + pick(r), 0) / rounds.length;
  return {
    latency: summarize(all),
    readingsPerSecond: Math.round(mean((r) => r.readingsPerSecond) * 10) / 10,
    bytesPerReadingPerClient: Math.round(mean((r) => r.bytesPerReadingPerClient)),
    statesPerReading: Math.round(mean((r) => r.statesPerReading) * 1000) / 1000,
    readings: rounds.reduce((n, r) => n + r.readings, 0),
    undelivered: rounds.reduce((n, r) => n + r.undelivered, 0),
  };
}

function phases(quick: boolean): OcrPhase[] {
  const durationMs = quick ? 800 : 2000;
  return [
    { kind: 'rate', label: '30/s', perSecond: 30, durationMs },
    { kind: 'max', label: 'as fast as taken', window: WINDOW, durationMs },
  ];
}

function figuresOf(clients: number, ours: PhaseSummary[], bare: PhaseSummary[]): Figure[] {
  const [rate, max] = ours as [PhaseSummary, PhaseSummary];
  const [bareRate, bareMax] = bare as [PhaseSummary, PhaseSummary];
  const baselineName = 'bare ws relay';
  const name = `${clients} client${clients === 1 ? '' : 's'}`;
  const p99Targets: Target[] = [RATIO_TARGET];
  if (clients === 10) p99Targets.push(TEN_CLIENTS);
  if (clients === 100) p99Targets.push(HUNDRED_CLIENTS);
  return [
    figure({
      name: `${name}, 30/s: p50`,
      unit: 'ms',
      value: rate.latency.p50,
      baseline: bareRate.latency.p50,
      baselineName,
    }),
    ...p99Targets.map((target, i) =>
      figure({
        name: `${name}, 30/s: p99${i === 0 ? '' : ` (${target.text})`}`,
        unit: 'ms',
        value: rate.latency.p99,
        baseline: bareRate.latency.p99,
        baselineName,
        target,
      }),
    ),
    figure({
      name: `${name}, 30/s: max`,
      unit: 'ms',
      value: rate.latency.max,
      baseline: bareRate.latency.max,
      baselineName,
    }),
    figure({
      name: `${name}, 30/s: bytes per reading per client`,
      unit: 'B',
      value: rate.bytesPerReadingPerClient,
      baseline: bareRate.bytesPerReadingPerClient,
      baselineName,
    }),
    figure({
      name: `${name}, as fast as taken: readings/s`,
      unit: 'readings/s',
      value: max.readingsPerSecond,
      baseline: bareMax.readingsPerSecond,
      baselineName,
    }),
    figure({
      name: `${name}, as fast as taken: p50`,
      unit: 'ms',
      value: max.latency.p50,
      baseline: bareMax.latency.p50,
      baselineName,
    }),
    figure({
      name: `${name}, as fast as taken: p99`,
      unit: 'ms',
      value: max.latency.p99,
      baseline: bareMax.latency.p99,
      baselineName,
    }),
    figure({
      name: `${name}, as fast as taken: bytes per reading per client`,
      unit: 'B',
      value: max.bytesPerReadingPerClient,
      baseline: bareMax.bytesPerReadingPerClient,
      baselineName,
    }),
  ];
}

async function measure(context: BenchmarkContext, local: BenchLocalHost, relay: BareRelay, clients: number) {
  const ours: OcrPlan = {
    overlayUrl: local.wsUrl(),
    overlayHeaders: local.auth,
    sourceUrl: local.ocrUrl(),
    clients,
    phases: phases(context.quick),
    drainMs: 2000,
  };
  const bare: OcrPlan = {
    ...ours,
    overlayUrl: relay.overlayUrl,
    overlayHeaders: {},
    sourceUrl: relay.sourceUrl,
  };
  const oursRounds: OcrPhaseResult[][] = [];
  const bareRounds: OcrPhaseResult[][] = [];
  for (let round = 0; round < 2; round += 1) {
    bareRounds.push(await context.worker.run<OcrPhaseResult[]>('ocrOverlay', bare));
    oursRounds.push(await context.worker.run<OcrPhaseResult[]>('ocrOverlay', ours));
  }
  const byPhase = (rounds: OcrPhaseResult[][]) =>
    ours.phases.map((_, i) => merge(rounds.map((r) => r[i] as OcrPhaseResult)));
  return { ours: byPhase(oursRounds), bare: byPhase(bareRounds) };
}

export const ocrToOverlay: Benchmark = {
  name: 'ocr-to-overlay',
  title:
    'OCR reading → state on 1/10/100 /ws overlay clients of startLocalHost, at 30/s and as fast as taken, vs a bare ws relay',
  timeLimitMs: 180_000,
  async run(context) {
    const { worker, log } = context;
    const local = await startBenchLocalHost({ ocr: true });
    let relay: BareRelay | undefined;
    const figures: Figure[] = [];
    const notes: string[] = [];
    const details: Record<string, unknown> = {};
    try {
      const probe = await worker.run<OcrPhaseResult[]>('ocrOverlay', {
        overlayUrl: local.wsUrl(),
        overlayHeaders: local.auth,
        sourceUrl: local.ocrUrl(),
        clients: 1,
        phases: [{ kind: 'rate', label: 'probe', perSecond: 30, durationMs: 500 }],
        drainMs: 1000,
      } satisfies OcrPlan);
      const stateBytes = (probe[0] as OcrPhaseResult).bytesPerReadingPerClient;
      relay = await startBareRelay(stateBytes);
      log(`state message ${stateBytes} B`);
      for (const clients of CLIENTS) {
        const measured = await measure(context, local, relay, clients);
        const [rate, max] = measured.ours as [PhaseSummary, PhaseSummary];
        log(
          `${clients} clients: 30/s p99 ${rate.latency.p99} ms (bare ${measured.bare[0]?.latency.p99}), ` +
            `max ${max.readingsPerSecond} readings/s (bare ${measured.bare[1]?.readingsPerSecond})`,
        );
        figures.push(...figuresOf(clients, measured.ours, measured.bare));
        details[`${clients} clients`] = measured;
        for (const [side, list] of Object.entries(measured)) {
          for (const [i, p] of list.entries()) {
            if (p.undelivered > 0) {
              notes.push(
                `${clients} clients, ${side}, phase ${i + 1}: ${p.undelivered} readings never reached every client.`,
              );
            }
          }
        }
      }
      const perSecond100 = (stateBytes * 30 * 100) / 1e6;
      notes.push(
        `Every applied reading sends the whole state (${stateBytes} B: desk, catalogs, match, matchDays, ` +
          `scorers, standings and ocr) to every client: at 30 readings/s that is ${((stateBytes * 30) / 1e3).toFixed(0)} kB/s ` +
          `per overlay and ${perSecond100.toFixed(1)} MB/s for 100. Deltas (or an ocr-only message) would send ` +
          'about 200 B per reading; the bytes figures above decide whether they are worth it.',
        `"As fast as taken": the source keeps at most ${WINDOW} readings that have not yet reached every client; ` +
          'our host coalesces readings that arrive in one event-loop turn into one state (states per reading < 1), ' +
          'the bare relay sends one message per reading.',
        RAISED_LIMITS,
      );
    } finally {
      await relay?.close();
      await local.close();
    }
    return { figures, notes, details };
  },
};
