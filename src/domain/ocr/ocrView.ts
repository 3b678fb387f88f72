import { TEXT_OF_VARIABLE } from './ExportVariable';
import type { OcrAssociations } from './OcrAssociations';
import { mappedValues } from './ocrMergeRules';
import type { OcrState } from './OcrState';

export interface PublishContext {
  readonly contextKey: string | null;
  readonly editing: boolean;
  readonly associations: OcrAssociations;
}

/** Spec 2.1: the `ocr` object of State. */
export interface OcrView {
  contextKey: string;
  /** ISO date-time. */
  updatedAt: string;
  values: Record<string, string>;
  mappedValues: Record<string, string>;
}

/** Applied values of the loaded match, outside edit mode (spec 6.2 rule 6 suspends publication). */
function publishable(
  state: OcrState,
  ctx: PublishContext,
): state is OcrState & { contextKey: string; updatedAt: number } {
  return (
    !ctx.editing &&
    ctx.contextKey !== null &&
    state.contextKey === ctx.contextKey &&
    state.updatedAt !== null &&
    state.values.size > 0
  );
}

/** `state.ocr`, or null when it must be absent (no applied reading for this match, or edit mode). */
export function ocrView(state: OcrState, ctx: PublishContext): OcrView | null {
  if (!publishable(state, ctx)) return null;
  return {
    contextKey: state.contextKey,
    updatedAt: new Date(state.updatedAt).toISOString(),
    // Object.fromEntries defines own properties: a "__proto__" or "a.b" reading stays a plain key.
    values: Object.fromEntries(state.values),
    mappedValues: Object.fromEntries(mappedValues(state.values, ctx.associations)),
  };
}

/** Spec 6.2 rule 3: the fed variables as texts (clock, score_home, score_away, period); only those received. */
export function ocrTextOverrides(state: OcrState, ctx: PublishContext): Record<string, string> {
  if (!publishable(state, ctx)) return {};
  return Object.fromEntries(
    [...mappedValues(state.values, ctx.associations)].map(([variable, value]) => [
      TEXT_OF_VARIABLE[variable],
      value,
    ]),
  );
}

export interface OcrDiagnosticView {
  values: Record<string, string>;
  /** ISO date-time of the last reading, "" before any. */
  receivedAt: string;
}

/** The native diagnostic: every reading, also those held in edit mode (spec 6.2 rule 6). */
export function ocrDiagnosticView(state: OcrState): OcrDiagnosticView {
  const at = state.diagnostic.receivedAt;
  return {
    values: Object.fromEntries(state.diagnostic.values),
    receivedAt: at === null ? '' : new Date(at).toISOString(),
  };
}
