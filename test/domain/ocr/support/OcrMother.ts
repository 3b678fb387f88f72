import type { OcrAssociations } from '../../../../src/domain/ocr/OcrAssociations';
import type { OcrReading } from '../../../../src/domain/ocr/OcrReading';

export const T0 = Date.parse('2024-05-01T20:00:00.000Z');
export const KEY = 'football:1:100';
export const OTHER_KEY = 'football:1:101';

/** A valid reading, as the OCR input hands it over once the frame is checked. */
export function aReading(
  values: Record<string, string | number>,
  marks: { seq?: number; capturedAt?: number } = {},
): OcrReading {
  return {
    values: new Map(Object.entries(values)),
    seq: marks.seq ?? null,
    capturedAt: marks.capturedAt ?? null,
  };
}

/** Frame values with n entries named v1..vn. */
export function nValues(n: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i + 1}`, String(i)]));
}

/** Common scoreboard sources name their fields like this (CONTRACT-NOTES). */
export const SCORESIGHT_ASSOCIATIONS: OcrAssociations = [
  { reading: 'Time', variable: 'CLOCK_SVC' },
  { reading: 'Home Score', variable: 'T1_SCORE' },
  { reading: 'Away Score', variable: 'T2_SCORE' },
  { reading: 'Period', variable: 'SET_SVC' },
];
