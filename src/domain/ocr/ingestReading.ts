import { mergeReading } from './ocrMergeRules';
import type { OcrReading } from './OcrReading';
import type { OcrState } from './OcrState';
import { onMatchChanged } from './OcrState';

export interface IngestContext {
  /** The match loaded now; null when none. */
  readonly contextKey: string | null;
  /** The main window is in edit mode. */
  readonly editing: boolean;
  /** Epoch ms. */
  readonly now: number;
}

/**
 * applied: the values changed; unchanged: applied, nothing new (e.g. only empty fields);
 * held: kept for the diagnostic only (edit mode or no match); stale: older than the last one, dropped.
 */
export type IngestOutcome = 'applied' | 'unchanged' | 'held' | 'stale';

export interface Ingested {
  readonly state: OcrState;
  readonly outcome: IngestOutcome;
}

/** CONTRACT-NOTES: a reading older than the last one taken (by seq, then capturedAt) is dropped. */
export function isStale(state: OcrState, r: OcrReading): boolean {
  if (r.seq !== null && state.lastSeq !== null && r.seq <= state.lastSeq) return true;
  return r.capturedAt !== null && state.lastCapturedAt !== null && r.capturedAt < state.lastCapturedAt;
}

function sameValues(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

/** Takes a valid reading into the OCR state (spec 6.2 rules 1, 5, 6). */
export function ingestReading(current: OcrState, reading: OcrReading, ctx: IngestContext): Ingested {
  const state = onMatchChanged(current, ctx.contextKey);
  if (isStale(state, reading)) return { state, outcome: 'stale' };
  const marked: OcrState = {
    ...state,
    lastSeq: reading.seq ?? state.lastSeq,
    lastCapturedAt: reading.capturedAt ?? state.lastCapturedAt,
    diagnostic: { values: mergeReading(state.diagnostic.values, reading.values), receivedAt: ctx.now },
  };
  if (ctx.editing || ctx.contextKey === null) return { state: marked, outcome: 'held' };
  const values = mergeReading(state.values, reading.values);
  if (sameValues(values, state.values)) return { state: marked, outcome: 'unchanged' };
  return { state: { ...marked, values, updatedAt: ctx.now }, outcome: 'applied' };
}
