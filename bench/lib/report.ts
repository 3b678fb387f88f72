// bench/results/NAME.json and the row appended to SUMMARY.md for each benchmark run.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchmarkOutcome } from './Benchmark';
import type { Figure } from './figures';
import { formatNumber } from './figures';
import type { Commit, Machine } from './machine';

export interface BenchmarkReport extends BenchmarkOutcome {
  readonly benchmark: string;
  readonly title: string;
  readonly date: string;
  readonly machine: Machine;
  readonly commit: Commit;
  readonly durationMs: number;
}

const SUMMARY_HEADER = `# Benchmark results

Appended by \`npm run bench\` (see ../../docs/benchmarks.md for how to read each benchmark). One
section per benchmark run: the machine, the commit, every figure beside its baseline measured in
the same run, the ratio, and the issue 7 target with its verdict. Targets are printed, never
asserted; a "missed" verdict says by how much.
`;

const cell = (text: string): string => text.replace(/\|/g, '\\|');

function valueOf(n: number | null | undefined, unit: string): string {
  if (n === undefined) return '—';
  const shown = formatNumber(n);
  return shown === 'no sample' ? shown : `${shown} ${unit}`;
}

function row(f: Figure): string {
  const baseline = f.baseline === undefined ? '—' : `${valueOf(f.baseline, f.unit)} (${f.baselineName})`;
  const ratio = f.ratio === undefined ? '—' : `${formatNumber(f.ratio)}×`;
  const target = f.target ? f.target.text : '—';
  const verdict = f.target ? f.target.verdict : '—';
  return `| ${[f.name, valueOf(f.value, f.unit), baseline, ratio, target, verdict].map(cell).join(' | ')} |`;
}

/** The markdown section of one run. */
export function summarySection(report: BenchmarkReport): string {
  const m = report.machine;
  const c = report.commit;
  const commitText =
    c.uncommitted === 0
      ? c.id
      : `${c.id}, with ${c.uncommitted} files of src/ or bench/ changed since (others' work in progress included)`;
  const lines = [
    '',
    `## ${report.benchmark}: ${report.failure ? 'FAILED' : 'done'} · ${report.date}`,
    '',
    `${report.title}. Machine: ${m.os}, ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, node ${m.node}, ` +
      `load average ${m.loadAverage} at start. Commit ${commitText}. Took ${Math.round(report.durationMs / 1000)} s.`,
    '',
    '| figure | value | baseline | ratio | target | verdict |',
    '| --- | --- | --- | --- | --- | --- |',
    ...report.figures.map(row),
  ];
  if (report.failure) lines.push('', `**Failed:** ${report.failure}`);
  if (report.notes.length > 0) lines.push('', ...report.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

/** Writes NAME.json (replacing the previous run's) and appends the run to SUMMARY.md. */
export function writeReport(directory: string, report: BenchmarkReport): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${report.benchmark}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const summary = join(directory, 'SUMMARY.md');
  if (!existsSync(summary)) writeFileSync(summary, SUMMARY_HEADER);
  appendFileSync(summary, summarySection(report));
}
