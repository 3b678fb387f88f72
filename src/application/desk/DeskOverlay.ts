/**
 * What another feature lays over the desk's state, e.g. OCR readings (spec 6.2 rule 3): texts
 * that replace or add to the desk's, and `state.ocr`. Reads never change the overlay.
 */
export interface DeskOverlay {
  texts(contextKey: string): Readonly<Record<string, string>>;
  /** `state.ocr`; undefined when nothing is applied to this match. */
  ocr(contextKey: string): object | undefined;
}

export const NO_OVERLAY: DeskOverlay = { texts: () => ({}), ocr: () => undefined };
