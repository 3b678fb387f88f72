import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';

/** Stable codes of the OCR source (spec 4.1, 7): the first three refuse the upgrade with 409. */
export const OCR_SOURCE_CODES = {
  apiDisabled: 'ocr_api_disabled',
  sourceInactive: 'ocr_source_inactive',
  sourceBusy: 'ocr_source_busy',
  namesLimit: 'ocr_names_limit',
  deactivated: 'ocr_source_deactivated',
} as const;

const C = OCR_SOURCE_CODES;

export const ocrApiDisabled = (): DomainError =>
  domainError(C.apiDisabled, 'The local API is not enabled (Enable API is off).');

export const ocrSourceInactive = (vendor: string): DomainError =>
  domainError(
    C.sourceInactive,
    vendor === 'scoreboard-ocr'
      ? 'The scoreboard-ocr source is not active.'
      : `The scoreboard-table source is ${vendor}, not scoreboard-ocr.`,
  );

export const ocrSourceBusy = (): DomainError =>
  domainError(C.sourceBusy, 'An OCR source is already connected; one source at a time.');

export const ocrNamesLimit = (limit: number): DomainError =>
  domainError(C.namesLimit, `At most ${limit} distinct reading names are kept; this reading adds more.`, {
    values: `adds reading names beyond the ${limit} kept`,
  });

export const ocrSourceDeactivated = (): DomainError =>
  domainError(C.deactivated, 'The scoreboard-ocr source was deactivated.');
