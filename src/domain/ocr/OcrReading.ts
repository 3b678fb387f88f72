/** A valid OCR frame (spec 6.2): raw readings by name, and its optional order marks. */
export interface OcrReading {
  /** Names are literal, dots included (spec 6.2 rule 7). */
  readonly values: ReadonlyMap<string, string | number>;
  readonly seq: number | null;
  /** Epoch ms when the source captured the frame. */
  readonly capturedAt: number | null;
}
