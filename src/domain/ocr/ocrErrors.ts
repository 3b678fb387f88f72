import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';
import { EXPORT_VARIABLES } from './ExportVariable';

/** Spec 8: 1 to 64 values per message, strings of at most 255 characters. */
export const OCR_MAX_VALUES = 64;
export const OCR_MAX_STRING_LENGTH = 255;

// Stable codes of an invalid OCR frame: answered by `error {code, error}`, nothing changes.
export const OCR_ERROR_CODES = {
  frameInvalid: 'ocr_frame_invalid',
  valuesNotObject: 'ocr_values_not_object',
  valuesCount: 'ocr_values_count',
  valueInvalid: 'ocr_value_invalid',
  valueTooLong: 'ocr_value_too_long',
  seqInvalid: 'ocr_seq_invalid',
  capturedAtInvalid: 'ocr_captured_at_invalid',
  unknownVariable: 'ocr_unknown_variable',
  readingNameInvalid: 'ocr_reading_name_invalid',
} as const;

const C = OCR_ERROR_CODES;

export const frameInvalid = (): DomainError =>
  domainError(C.frameInvalid, 'An ocr message must be a JSON object.');

export const valuesNotObject = (): DomainError =>
  domainError(C.valuesNotObject, 'values must be an object of named readings.', {
    values: 'must be an object',
  });

export const valuesCount = (count: number): DomainError =>
  domainError(C.valuesCount, `values holds ${count} entries; it must hold 1 to ${OCR_MAX_VALUES}.`, {
    values: `1 to ${OCR_MAX_VALUES} entries`,
  });

export const valueInvalid = (details: Record<string, string>): DomainError =>
  domainError(C.valueInvalid, 'Each reading must be a string or a finite number.', details);

export const valueTooLong = (details: Record<string, string>): DomainError =>
  domainError(
    C.valueTooLong,
    `A reading string may hold at most ${OCR_MAX_STRING_LENGTH} characters.`,
    details,
  );

export const seqInvalid = (): DomainError =>
  domainError(C.seqInvalid, 'seq must be a whole number, 0 or more.', { seq: 'whole number >= 0' });

export const capturedAtInvalid = (): DomainError =>
  domainError(C.capturedAtInvalid, 'capturedAt must be an ISO date-time or epoch milliseconds.', {
    capturedAt: 'ISO date-time or epoch ms',
  });

export const unknownVariable = (name: string): DomainError =>
  domainError(C.unknownVariable, `${name} is not a variable; use one of ${EXPORT_VARIABLES.join(', ')}.`);

export const readingNameInvalid = (): DomainError =>
  domainError(C.readingNameInvalid, `A reading name must hold 1 to ${OCR_MAX_STRING_LENGTH} characters.`);
