import type { Figure } from './figures';
import type { LoadWorker } from './worker';

export interface BenchmarkContext {
  /** The load side's thread, shared by the benchmark's measurements. */
  readonly worker: LoadWorker;
  /** Progress lines (stderr): the parent shows them as they come. */
  log(line: string): void;
  /** BENCH_QUICK=1: shorter rounds, for trying the benchmark itself; never for committed results. */
  readonly quick: boolean;
}

export interface BenchmarkOutcome {
  readonly figures: readonly Figure[];
  /** Findings in words: what a figure means, what a profile showed, what was skipped and why. */
  readonly notes: readonly string[];
  /** The benchmark fails (e.g. memory keeps growing); the reason. */
  readonly failure?: string;
  /** Raw measurements kept in the JSON file. */
  readonly details?: unknown;
}

export interface Benchmark {
  readonly name: string;
  readonly title: string;
  /** The runner stops the child after this long (each benchmark also bounds itself). */
  readonly timeLimitMs: number;
  run(context: BenchmarkContext): Promise<BenchmarkOutcome>;
}
