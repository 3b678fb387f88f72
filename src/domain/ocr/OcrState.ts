/** The OCR readings of the desk. An immutable value; times are epoch ms. */
export interface OcrState {
  /** The match the applied values belong to; null with no match loaded. */
  readonly contextKey: string | null;
  /** Merged raw values applied to the match. */
  readonly values: ReadonlyMap<string, string>;
  /** When `values` last changed; null before the first applied reading. */
  readonly updatedAt: number | null;
  /** Order marks of the last reading taken (applied or held). */
  readonly lastSeq: number | null;
  readonly lastCapturedAt: number | null;
  /** Spec 6.2 rule 6: every reading, also those held in edit mode, for the native diagnostic. */
  readonly diagnostic: { readonly values: ReadonlyMap<string, string>; readonly receivedAt: number | null };
}

export function emptyOcrState(contextKey: string | null = null): OcrState {
  return {
    contextKey,
    values: new Map(),
    updatedAt: null,
    lastSeq: null,
    lastCapturedAt: null,
    diagnostic: { values: new Map(), receivedAt: null },
  };
}

/** Spec 6.2 rule 5: cleared at match change, deactivation or reset. */
export function clearOcr(state: OcrState): OcrState {
  return emptyOcrState(state.contextKey);
}

/** Spec 6.2 rule 5: another match clears the readings; the same match keeps them. */
export function onMatchChanged(state: OcrState, contextKey: string | null): OcrState {
  return state.contextKey === contextKey ? state : emptyOcrState(contextKey);
}

/**
 * Spec 6.2 rule 5: values survive a disconnection. A new source may count `seq` from 0 again, so
 * only the order marks are forgotten when a source connects.
 */
export function onSourceConnected(state: OcrState): OcrState {
  return { ...state, lastSeq: null, lastCapturedAt: null };
}
