/** The OCR source seen by the desk: none, or one connected (spec 4.1: one source at a time). */
export type OcrSource =
  | { readonly state: 'none' }
  | {
      readonly state: 'connected';
      /** Where it connects from, for the operator. */
      readonly address: string;
      /** Epoch ms. */
      readonly since: number;
      /** It sent `register {role: ocr}`. */
      readonly registered: boolean;
    };

export const NO_SOURCE: OcrSource = { state: 'none' };

/** The operator's view (console `status` and `ocr status`); times are ISO date-times, "" when none. */
export interface OcrStatus {
  readonly vendor: string;
  readonly active: boolean;
  readonly source: { readonly address: string; readonly since: string; readonly registered: boolean } | null;
  readonly lastReadingAt: string;
  /** Names of the readings applied to the loaded match. */
  readonly applied: number;
}
