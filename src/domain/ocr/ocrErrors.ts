import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';
import { EXPORT_VARIABLES } from './ExportVariable';

/** Spec 8: 1 to 64 values per message, strings of at most 255 characters. */
export const OCR_MAX_VALUES = 64;
export const OCR_MAX_STRING_LENGTH = 255;

// Stable codes of an invalid OCR frame (checked by the adapter's input class) or reading:
// answered by `error {code, error}`, nothing changes.
export const OCR_ERROR_CODES = {
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

export const unknownVariable = (name: string): DomainError =>
  domainError(C.unknownVariable, `${name} is not a variable; use one of ${EXPORT_VARIABLES.join(', ')}.`);

export const readingNameInvalid = (): DomainError =>
  domainError(C.readingNameInvalid, `A reading name must hold 1 to ${OCR_MAX_STRING_LENGTH} characters.`);
