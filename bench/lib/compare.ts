// Runs our path and its baseline in alternating rounds (base, ours, base, ours, ...), so that
// noise from the shared machine falls on both sides alike, then merges each side's rounds.
import type { LatencySummary } from './latency';
import { summarize } from './latency';
import type { LoadPlan, LoadResult, Scenario } from './loadLoop';
import type { LoadWorker } from './worker';

export interface Side {
  readonly baseUrl: string;
  readonly scenario: Scenario;
}

export interface Timing {
  readonly concurrency: number;
  readonly rounds: number;
  readonly warmupMs: number;
  readonly roundMs: number;
  /** Requests per round, for requests so slow that a time window would hold none; roundMs caps it. */
  readonly count?: number;
}

export interface Measured {
  readonly requestsPerSecond: number;
  readonly latency: LatencySummary;
  readonly unexpected: Record<string, number>;
  readonly refusals: number;
  readonly pollsPerCommand: number;
  readonly bytesPerAnswer: number;
}

function merge(results: readonly LoadResult[]): Measured {
  const total = results.reduce((n, r) => n + r.latencies.length, 0);
  const all = new Float64Array(total);
  let at = 0;
  const unexpected: Record<string, number> = {};
  for (const r of results) {
    all.set(r.latencies, at);
    at += r.latencies.length;
    for (const [status, n] of Object.entries(r.unexpected))
      unexpected[status] = (unexpected[status] ?? 0) + n;
  }
  const windowMs = results.reduce((n, r) => n + r.windowMs, 0);
  const mean = (pick: (r: LoadResult) => number) =>
    results.length === 0 ? 0 : results.reduce((n, r) => n + pick(r), 0) / results.length;
  return {
    requestsPerSecond: Math.round((total / windowMs) * 1000 * 10) / 10,
    latency: summarize(all),
    unexpected,
    refusals: results.reduce((n, r) => n + r.refusals, 0),
    pollsPerCommand: Math.round(mean((r) => r.pollsPerCommand) * 100) / 100,
    bytesPerAnswer: Math.round(mean((r) => r.bytesPerAnswer)),
  };
}

function planOf(side: Side, timing: Timing): LoadPlan {
  return {
    baseUrl: side.baseUrl,
    concurrency: timing.concurrency,
    warmupMs: timing.warmupMs,
    durationMs: timing.roundMs,
    ...(timing.count === undefined ? {} : { count: timing.count }),
    scenario: side.scenario,
  };
}

/** Measures `ours` beside `baseline` with the same load, in alternating rounds. */
export async function compare(
  worker: LoadWorker,
  ours: Side,
  baseline: Side | null,
  timing: Timing,
): Promise<{ ours: Measured; baseline: Measured | null }> {
  const oursRounds: LoadResult[] = [];
  const baseRounds: LoadResult[] = [];
  for (let round = 0; round < timing.rounds; round += 1) {
    if (baseline) baseRounds.push(await worker.run<LoadResult>('http', planOf(baseline, timing)));
    oursRounds.push(await worker.run<LoadResult>('http', planOf(ours, timing)));
  }
  return { ours: merge(oursRounds), baseline: baseline ? merge(baseRounds) : null };
}

/**
 * Measures `ours` beside several baselines with the same load, in alternating rounds (each
 * baseline, then ours, round after round). Measured values come back in the baselines' order.
 */
export async function compareMany(
  worker: LoadWorker,
  ours: Side,
  baselines: readonly Side[],
  timing: Timing,
): Promise<{ ours: Measured; baselines: Measured[] }> {
  const oursRounds: LoadResult[] = [];
  const baseRounds: LoadResult[][] = baselines.map(() => []);
  for (let round = 0; round < timing.rounds; round += 1) {
    for (const [i, baseline] of baselines.entries())
      baseRounds[i]?.push(await worker.run<LoadResult>('http', planOf(baseline, timing)));
    oursRounds.push(await worker.run<LoadResult>('http', planOf(ours, timing)));
  }
  return { ours: merge(oursRounds), baselines: baseRounds.map(merge) };
}
