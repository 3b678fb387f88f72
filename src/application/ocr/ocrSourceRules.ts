import type { DomainError } from '../../domain/shared/DomainError';
import type { WorkstationSettingsData } from '../ports/WorkstationSettings';
import { ocrApiDisabled, ocrSourceInactive } from './ocrSourceErrors';
import { scoreboardTableOf, takesOcrReadings } from './scoreboardTable';

/** A precondition of the OCR input: the refusal, or null when it holds. */
export type OcrSourceRule = (settings: WorkstationSettingsData) => DomainError | null;

export const apiIsEnabledForOcr: OcrSourceRule = (s) => (s.api.enabled ? null : ocrApiDisabled());

/** The two kinds of source are mutually exclusive: another vendor refuses OCR (spec 4.1). */
export const scoreboardOcrIsActive: OcrSourceRule = (s) => {
  const table = scoreboardTableOf(s);
  return takesOcrReadings(table) ? null : ocrSourceInactive(table.vendor);
};

/** Spec 4.1 preconditions, in this order; one source at a time is checked by the service. */
export const OCR_SOURCE_RULES: readonly OcrSourceRule[] = [apiIsEnabledForOcr, scoreboardOcrIsActive];

export function ocrSourceRefusal(settings: WorkstationSettingsData): DomainError | null {
  for (const rule of OCR_SOURCE_RULES) {
    const refusal = rule(settings);
    if (refusal) return refusal;
  }
  return null;
}
