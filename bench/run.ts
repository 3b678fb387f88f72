// `npm run bench [-- NAME... [--profile]]`: runs each benchmark of issue 7 in its own child
// process (fresh heap, --expose-gc), on loopback, each bounded in time, then writes
// bench/results/NAME.json and appends the run to bench/results/SUMMARY.md.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BENCHMARKS } from './benchmarks';
import type { Benchmark, BenchmarkOutcome } from './lib/Benchmark';
import { formatNumber } from './lib/figures';
import { commit, machine } from './lib/machine';
import type { BenchmarkReport } from './lib/report';
import { writeReport } from './lib/report';

/** The checkout: the nearest folder above the compiled file that holds package.json. */
function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above bench/');
    dir = parent;
  }
  return dir;
}

interface ChildAnswer {
  readonly outcome: BenchmarkOutcome;
  readonly durationMs: number;
}

function runChild(benchmark: Benchmark, root: string, profile: boolean): Promise<ChildAnswer> {
  const execArgv = ['--expose-gc'];
  if (profile) execArgv.push('--cpu-prof', `--cpu-prof-dir=${join(root, 'test-output', 'bench-profiles')}`);
  const child = fork(join(__dirname, 'child.js'), [benchmark.name], {
    execArgv,
    stdio: 'inherit',
    cwd: root,
  });
  return new Promise((resolve, reject) => {
    let answer: ChildAnswer | undefined;
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`stopped after its time limit of ${benchmark.timeLimitMs / 1000} s`));
    }, benchmark.timeLimitMs);
    child.on('message', (message: ChildAnswer) => {
      answer = message;
    });
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      if (answer) resolve(answer);
      else reject(new Error(`the benchmark process exited (${signal ?? `code ${code}`}) without a result`));
    });
  });
}

function printReport(report: BenchmarkReport): void {
  const lines = report.figures.map((f) => {
    const ratio = f.ratio === undefined ? '' : ` (${f.ratio}×)`;
    const base = f.baseline === undefined ? '' : `  base ${formatNumber(f.baseline)}${ratio}`;
    const target = f.target ? `  target ${f.target.text}: ${f.target.verdict}` : '';
    return `  ${f.name}: ${formatNumber(f.value)} ${f.unit}${base}${target}`;
  });
  console.log(
    [`${report.benchmark}: ${report.failure ? `FAILED: ${report.failure}` : 'done'}`, ...lines].join('\n'),
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const profile = args.includes('--profile');
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = names.filter((n) => !BENCHMARKS.some((b) => b.name === n));
  if (unknown.length > 0) {
    console.error(
      `unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
    );
    return 2;
  }
  const selected = names.length === 0 ? BENCHMARKS : BENCHMARKS.filter((b) => names.includes(b.name));
  const root = projectRoot();
  const quick = process.env.BENCH_QUICK === '1';
  const results = join(root, quick ? 'test-output/bench-quick' : 'bench/results');
  const started = Date.now();
  let failures = 0;
  for (const benchmark of selected) {
    console.log(`\n▶ ${benchmark.name}: ${benchmark.title}`);
    const date = new Date().toISOString();
    const where = { machine: machine(), commit: commit(root) };
    let report: BenchmarkReport;
    try {
      const { outcome, durationMs } = await runChild(benchmark, root, profile);
      report = { benchmark: benchmark.name, title: benchmark.title, date, ...where, durationMs, ...outcome };
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      report = {
        benchmark: benchmark.name,
        title: benchmark.title,
        date,
        ...where,
        durationMs: Date.now() - Date.parse(date),
        figures: [],
        notes: [],
        failure,
      };
    }
    if (report.failure) failures += 1;
    writeReport(results, report);
    printReport(report);
  }
  console.log(
    `\n${selected.length} benchmark(s) in ${Math.round((Date.now() - started) / 1000)} s; results in ${results}`,
  );
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
