// The figures a benchmark reports: each with its baseline, the ratio, and the target
// printed beside it (met, or missed by how much). Targets are reported, never asserted.

export type Unit = 'req/s' | 'ms' | 'queries' | 'B' | 'MiB' | 'readings/s' | 'writes/s' | 'count';

/** A target of issue 7, checked against a figure's value or its ratio to the baseline. */
export interface Target {
  readonly text: string;
  readonly on: 'value' | 'ratio';
  readonly op: '<=' | '<' | '>=';
  readonly limit: number;
}

export interface TargetCheck {
  readonly text: string;
  readonly met: boolean;
  /** How far from the target, e.g. "missed by 0.12× (0.68× < 0.8×)"; "met" when met. */
  readonly verdict: string;
}

export interface Figure {
  readonly name: string;
  readonly unit: Unit;
  readonly value: number;
  readonly baseline?: number;
  /** What the baseline is, e.g. "bare Koa". */
  readonly baselineName?: string;
  /** value / baseline. */
  readonly ratio?: number;
  readonly target?: TargetCheck;
}

const holds = (op: Target['op'], value: number, limit: number): boolean =>
  op === '<=' ? value <= limit : op === '<' ? value < limit : value >= limit;

function fmt(n: number | null): string {
  // NaN becomes null in the JSON files: no sample was measured.
  if (n === null || !Number.isFinite(n)) return 'no sample';
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return n.toFixed(digits);
}

/** Checks `target` on the figure's value or ratio. */
export function check(target: Target, value: number, ratio: number | undefined, unit: Unit): TargetCheck {
  const subject = target.on === 'ratio' ? ratio : value;
  if (subject === undefined || !Number.isFinite(subject)) {
    return { text: target.text, met: false, verdict: 'not measured' };
  }
  const met = holds(target.op, subject, target.limit);
  const shown = target.on === 'ratio' ? `${fmt(subject)}×` : `${fmt(subject)} ${unit}`;
  const limit = target.on === 'ratio' ? `${fmt(target.limit)}×` : `${fmt(target.limit)} ${unit}`;
  if (met) return { text: target.text, met, verdict: `met (${shown})` };
  const gap = Math.abs(subject - target.limit);
  const by = target.on === 'ratio' ? `${fmt(gap)}×` : `${fmt(gap)} ${unit}`;
  const relation = target.op === '>=' ? '<' : '>';
  return {
    text: target.text,
    met,
    verdict: `missed by ${by} (${shown} ${relation} ${limit})`,
  };
}

export interface FigureInput {
  readonly name: string;
  readonly unit: Unit;
  readonly value: number;
  readonly baseline?: number | null;
  readonly baselineName?: string;
  /** False when a ratio means nothing (values that may be negative). */
  readonly ratio?: boolean;
  readonly target?: Target;
}

const ratioOf = (value: number, baseline: number): number =>
  baseline === 0 ? Number.NaN : Math.round((value / baseline) * 1000) / 1000;

export function figure(input: FigureInput): Figure {
  const baseline = input.baseline ?? undefined;
  const ratio = baseline === undefined || input.ratio === false ? undefined : ratioOf(input.value, baseline);
  return {
    name: input.name,
    unit: input.unit,
    value: input.value,
    ...(baseline === undefined ? {} : { baseline, baselineName: input.baselineName ?? 'baseline' }),
    ...(ratio === undefined || !Number.isFinite(ratio) ? {} : { ratio }),
    ...(input.target ? { target: check(input.target, input.value, ratio, input.unit) } : {}),
  };
}

export { fmt as formatNumber };
