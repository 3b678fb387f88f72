/** Spec 6.2 rule 3: the common variables OCR readings can feed, and the text each shows as. */
export const EXPORT_VARIABLES = ['CLOCK_SVC', 'T1_SCORE', 'T2_SCORE', 'SET_SVC'] as const;
export type ExportVariable = (typeof EXPORT_VARIABLES)[number];

export const TEXT_OF_VARIABLE: Readonly<Record<ExportVariable, string>> = {
  CLOCK_SVC: 'clock',
  T1_SCORE: 'score_home',
  T2_SCORE: 'score_away',
  SET_SVC: 'period',
};

export function isExportVariable(value: unknown): value is ExportVariable {
  return typeof value === 'string' && (EXPORT_VARIABLES as readonly string[]).includes(value);
}
