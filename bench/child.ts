// One benchmark in its own process (fresh heap), started by run.ts with an IPC channel.
import 'reflect-metadata';
import { BENCHMARKS } from './benchmarks';
import type { BenchmarkOutcome } from './lib/Benchmark';
import { LoadWorker } from './lib/worker';

async function main(): Promise<void> {
  const name = process.argv[2];
  const benchmark = BENCHMARKS.find((b) => b.name === name);
  if (!benchmark || !process.send) throw new Error(`child.js runs one benchmark under run.js, not "${name}"`);
  const worker = new LoadWorker();
  const started = Date.now();
  let outcome: BenchmarkOutcome;
  try {
    outcome = await benchmark.run({
      worker,
      log: (line) => process.stderr.write(`  [${name}] ${line}\n`),
      quick: process.env.BENCH_QUICK === '1',
    });
  } finally {
    await worker.close();
  }
  const send = process.send.bind(process);
  await new Promise<void>((resolve, reject) =>
    send({ outcome, durationMs: Date.now() - started }, (error: Error | null) =>
      error ? reject(error) : resolve(),
    ),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
