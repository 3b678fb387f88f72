// Benchmark 5 (issue 7): the local host's memory through 100,000 OCR frames, 10,000 commands and
// 1,000 /ws connects and disconnects, with the heap measured after a forced GC (the child runs
// with --expose-gc) at five checkpoints per phase. The benchmark fails if a phase keeps growing.
import { getHeapStatistics } from 'node:v8';
import type { Benchmark, BenchmarkContext } from '../lib/Benchmark';
import type { Figure, Target } from '../lib/figures';
import { figure } from '../lib/figures';
import type { BenchLocalHost } from '../lib/localHost';
import { RAISED_LIMITS, startBenchLocalHost } from '../lib/localHost';
import type { LoadPlan, LoadResult } from '../lib/loadLoop';
import type { OcrPhaseResult, OcrPlan } from '../lib/ocrTask';
import type { WsChurnPlan } from '../lib/wsChurnTask';

const CHECKPOINTS = 5;
const MIB = 1024 * 1024;
/** Growth allowed between the first checkpoint (after warm-up) and the last: noise, not a leak. */
const FLAT_MIB = 1;
/**
 * Finished commands are kept this long (spec 3.1 says up to 60 s): the purge is what is measured.
 * The book must hold a full window before the first checkpoint (2,000 commands, about 1 s at
 * 2,000 commands/s), or the window filling up is read as growth: at 2 s it was.
 */
const RETENTION_MS = 500;

export interface Checkpoint {
  readonly done: number;
  readonly heapMiB: number;
  readonly rssMiB: number;
}

interface Phase {
  readonly label: string;
  readonly total: number;
  readonly unit: string;
  /** Runs `count` more units of the phase. */
  step(count: number): Promise<void>;
}

const round = (n: number) => Math.round(n * 100) / 100;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Heap after a full collection (main thread; the load runs in a worker) and the process RSS. */
async function measure(done: number): Promise<Checkpoint> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('memory needs node --expose-gc (npm run bench starts it so)');
  await sleep(200); // let closes and purges settle
  gc();
  await sleep(20);
  gc();
  return {
    done,
    heapMiB: round(getHeapStatistics().used_heap_size / MIB),
    rssMiB: round(process.memoryUsage().rss / MIB),
  };
}

/** Keeps growing: every one of the last three checkpoints above the previous, and beyond the noise. */
export function keepsGrowing(points: readonly Checkpoint[]): boolean {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last || points.length < 3) return false;
  const tail = points.slice(-3);
  const rising = tail.every((p, i) => i === 0 || p.heapMiB > (tail[i - 1] as Checkpoint).heapMiB);
  return rising && last.heapMiB - first.heapMiB > FLAT_MIB;
}

function phases(context: BenchmarkContext, local: BenchLocalHost): Phase[] {
  const { worker, quick } = context;
  const scale = quick ? 0.1 : 1;
  const contextKey = () => local.host.services.desk.loadedMatch()?.contextKey;
  return [
    {
      label: 'OCR frames',
      total: 100_000 * scale,
      unit: 'frames',
      step: async (count) => {
        const plan: OcrPlan = {
          overlayUrl: local.wsUrl(),
          overlayHeaders: local.auth,
          sourceUrl: local.ocrUrl(),
          clients: 1,
          phases: [{ kind: 'max', label: 'frames', window: 64, durationMs: 60_000, readings: count }],
          drainMs: 2000,
        };
        const [result] = await worker.run<OcrPhaseResult[]>('ocrOverlay', plan);
        if (!result || result.readings !== count)
          throw new Error(`sent ${result?.readings} of ${count} frames`);
      },
    },
    {
      label: 'commands',
      total: 10_000 * scale,
      unit: 'commands',
      step: async (count) => {
        const plan: LoadPlan = {
          baseUrl: local.url(),
          concurrency: 8,
          warmupMs: 0,
          durationMs: 60_000,
          count,
          scenario: {
            kind: 'command',
            post: {
              method: 'POST',
              path: '/api/v1/buttons/graphic_scoreboard/click',
              headers: { ...local.auth, 'Content-Type': 'application/json' },
              body: JSON.stringify({ contextKey: contextKey() }),
            },
            pollHeaders: local.auth,
            expectState: 'accepted',
          },
        };
        const result = await worker.run<LoadResult>('http', plan);
        if (Object.keys(result.unexpected).length > 0) {
          throw new Error(`commands answered ${JSON.stringify(result.unexpected)}`);
        }
      },
    },
    {
      label: '/ws connects and disconnects',
      total: 1_000 * scale,
      unit: 'sessions',
      step: async (count) => {
        const plan: WsChurnPlan = {
          url: local.wsUrl(),
          headers: local.auth,
          connections: count,
          parallel: 4,
        };
        await worker.run<number>('wsChurn', plan);
      },
    },
  ];
}

export const memory: Benchmark = {
  name: 'memory',
  title:
    'Local host heap (after forced GC) and RSS through 100,000 OCR frames, 10,000 commands and 1,000 /ws connects/disconnects',
  timeLimitMs: 240_000,
  async run(context) {
    const local = await startBenchLocalHost({ ocr: true, retentionMs: RETENTION_MS });
    const figures: Figure[] = [];
    const notes: string[] = [];
    const details: Record<string, Checkpoint[]> = {};
    const growing: string[] = [];
    try {
      const start = await measure(0);
      context.log(`start: heap ${start.heapMiB} MiB, rss ${start.rssMiB} MiB`);
      figures.push(
        figure({ name: 'start: heap after GC', unit: 'MiB', value: start.heapMiB }),
        figure({ name: 'start: RSS', unit: 'MiB', value: start.rssMiB }),
      );
      for (const phase of phases(context, local)) {
        const started = Date.now();
        const points: Checkpoint[] = [];
        const chunk = phase.total / CHECKPOINTS;
        for (let i = 1; i <= CHECKPOINTS; i += 1) {
          await phase.step(chunk);
          points.push(await measure(i * chunk));
        }
        details[phase.label] = points;
        const first = points[0] as Checkpoint;
        const last = points[points.length - 1] as Checkpoint;
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        context.log(`${phase.label}: heap ${points.map((p) => p.heapMiB).join(' → ')} MiB in ${seconds} s`);
        const flat: Target = {
          text: `flat (≤ ${FLAT_MIB} MiB after the first ${chunk} ${phase.unit})`,
          on: 'value',
          op: '<=',
          limit: FLAT_MIB,
        };
        figures.push(
          figure({
            name: `after ${phase.total} ${phase.label}: heap after GC`,
            unit: 'MiB',
            value: last.heapMiB,
          }),
          figure({ name: `after ${phase.total} ${phase.label}: RSS`, unit: 'MiB', value: last.rssMiB }),
          figure({
            name: `${phase.label}: heap growth from checkpoint 1 to ${CHECKPOINTS}`,
            unit: 'MiB',
            value: round(last.heapMiB - first.heapMiB),
            target: flat,
          }),
        );
        notes.push(
          `${phase.label} (${phase.total} in ${seconds} s): heap after GC at each fifth ` +
            `${points.map((p) => p.heapMiB).join(', ')} MiB; RSS ${points.map((p) => p.rssMiB).join(', ')} MiB.`,
        );
        if (keepsGrowing(points)) growing.push(phase.label);
      }
    } finally {
      await local.close();
    }
    notes.push(
      `Heap is the main thread's V8 heap after two forced collections; RSS is the whole ` +
        'process, the load thread included.',
      `Finished commands are kept ${RETENTION_MS / 1000} s instead of 60 s, so that 10,000 commands show whether ` +
        'the retention purge keeps the command book bounded within the run. ' +
        RAISED_LIMITS,
    );
    return {
      figures,
      notes,
      details,
      ...(growing.length > 0
        ? { failure: `memory keeps growing during: ${growing.join(', ')} (see the checkpoints in the notes)` }
        : {}),
    };
  },
};
