/** Latency percentiles of one measurement, in milliseconds. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

/** The value at rank ceil(q·n) of the sorted samples (nearest-rank percentile). */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** p50/p99/max over every sample, sorted once (no histogram buckets, no rounding before the end). */
export function summarize(samples: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  let total = 0;
  for (const value of sorted) total += value;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.length === 0 ? Number.NaN : (sorted[sorted.length - 1] as number)),
    mean: round(sorted.length === 0 ? Number.NaN : total / sorted.length),
  };
}

/** Collects samples into a growable Float64Array (no per-sample object). */
export class Samples {
  private values = new Float64Array(4096);
  private size = 0;

  add(ms: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = ms;
  }

  get count(): number {
    return this.size;
  }

  toArray(): Float64Array {
    return this.values.slice(0, this.size);
  }
}

/** Milliseconds since an arbitrary origin, with sub-microsecond resolution. */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
