import type { Benchmark } from '../lib/Benchmark';
import { localReadsAndCommands } from './localReadsAndCommands';
import { memory } from './memory';
import { ocrToOverlay } from './ocrToOverlay';
import { webReads } from './webReads';
import { webWriteAndNotify } from './webWriteAndNotify';
import { webWriteScaling } from './webWriteScaling';

/** Every benchmark of issues 7 and 11, in the order `npm run bench` runs them. */
export const BENCHMARKS: readonly Benchmark[] = [
  ocrToOverlay,
  localReadsAndCommands,
  webReads,
  webWriteAndNotify,
  webWriteScaling,
  memory,
];
