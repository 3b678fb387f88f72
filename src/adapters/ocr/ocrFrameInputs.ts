import { Equals, IsOptional } from 'class-validator';
import { OCR_ERROR_CODES as C, OCR_MAX_STRING_LENGTH, OCR_MAX_VALUES } from '../../domain/ocr/ocrErrors';
import { codePoints } from '../validation/Chars';
import { Check } from '../validation/Check';
import { fieldCode } from '../validation/fieldCode';
import { Input } from '../validation/Input';
import { isCalendarDate } from '../../domain/shared/calendarDate';
import { isPlainObject } from '../validation/plainObject';

// What an OCR source may send (spec 6.2 and 8; CONTRACT-NOTES for seq and capturedAt), as input
// classes. Other fields are ignored; each rule has its stable code, and when a frame breaks
// several, the first code of OCR_CODE_ORDER wins.

const isReading = (v: unknown): boolean =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The readings of `values` that break `ok`, each named (its name is literal: dots are not paths). */
const readingsBreaking =
  (ok: (v: unknown) => boolean, sentence: string) =>
  (values: unknown): Record<string, string> => {
    const bad: Record<string, string> = {};
    if (isPlainObject(values)) for (const [k, v] of Object.entries(values)) if (!ok(v)) bad[k] = sentence;
    return bad;
  };

const shortEnough = (v: unknown): boolean => typeof v !== 'string' || codePoints(v) <= OCR_MAX_STRING_LENGTH;

/** A reading name: 1 to 255 characters, as an association's (spec 6.2 rule 3). */
const nameFits = (name: string): boolean => {
  const length = codePoints(name);
  return length >= 1 && length <= OCR_MAX_STRING_LENGTH;
};

/**
 * A reading name at fault is named by the field that holds it, `values`, with its length: the
 * name itself may be "" or thousands of characters, no key to show (found by the fuzz).
 */
const namesBreaking = (values: unknown): Record<string, string> => {
  const bad = isPlainObject(values) ? Object.keys(values).filter((k) => !nameFits(k)) : [];
  if (bad.length === 0) return {};
  const lengths = bad.map((k) => codePoints(k)).join(', ');
  return { values: `reading names hold 1 to ${OCR_MAX_STRING_LENGTH} characters, not ${lengths}` };
};

const entriesOf = (v: unknown): number => (isPlainObject(v) ? Object.keys(v).length : 0);

/**
 * An RFC 3339 date-time (the documents' `format: date-time`), e.g. 2024-05-01T20:00:01.500Z, on a
 * day of the calendar (Date.parse would read 2024-02-30 as 1 March).
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

const MAX_DATE_MS = 8.64e15;

function capturedAtMs(value: unknown): number | null {
  // Epoch ms of a date JavaScript can hold (8.64e15, year 275760); beyond it there is no date.
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 && value <= MAX_DATE_MS ? value : null;
  if (typeof value === 'string' && DATE_TIME.test(value) && isCalendarDate(value.slice(0, 10))) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

export const OCR_CODE_ORDER = [
  C.valuesNotObject,
  C.valuesCount,
  C.readingNameInvalid,
  C.valueInvalid,
  C.valueTooLong,
  C.seqInvalid,
  C.capturedAtInvalid,
] as const;

@Input({
  closed: false,
  code: 'invalid_parameters',
  message: 'The ocr message is invalid.',
  codeOrder: OCR_CODE_ORDER,
})
export class OcrReadingFrame {
  @Equals('ocr')
  type!: 'ocr';

  @Check(
    'ocrValuesObject',
    isPlainObject,
    { type: 'object' },
    fieldCode(
      { code: C.valuesNotObject, message: 'values must be an object of named readings.' },
      'must be an object',
    ),
  )
  @Check(
    'ocrValuesCount',
    (v) => !isPlainObject(v) || (entriesOf(v) >= 1 && entriesOf(v) <= OCR_MAX_VALUES),
    { minProperties: 1, maxProperties: OCR_MAX_VALUES },
    fieldCode(
      {
        code: C.valuesCount,
        message: (v) => `values holds ${entriesOf(v)} entries; it must hold 1 to ${OCR_MAX_VALUES}.`,
      },
      `1 to ${OCR_MAX_VALUES} entries`,
    ),
  )
  @Check(
    'ocrReadingNames',
    (v) => !isPlainObject(v) || Object.keys(v).every(nameFits),
    { propertyNames: { minLength: 1, maxLength: OCR_MAX_STRING_LENGTH } },
    fieldCode({
      code: C.readingNameInvalid,
      message: `A reading name must hold 1 to ${OCR_MAX_STRING_LENGTH} characters.`,
      details: namesBreaking,
    }),
  )
  @Check(
    'ocrReadings',
    (v) => !isPlainObject(v) || Object.values(v).every(isReading),
    { additionalProperties: { type: ['string', 'number'] } },
    fieldCode({
      code: C.valueInvalid,
      message: 'Each reading must be a string or a finite number.',
      details: readingsBreaking(isReading, 'must be a string or a finite number'),
    }),
  )
  @Check(
    'ocrReadingLength',
    (v) => !isPlainObject(v) || Object.values(v).every(shortEnough),
    { additionalProperties: { maxLength: OCR_MAX_STRING_LENGTH } },
    fieldCode({
      code: C.valueTooLong,
      message: `A reading string may hold at most ${OCR_MAX_STRING_LENGTH} characters.`,
      details: readingsBreaking(shortEnough, `at most ${OCR_MAX_STRING_LENGTH} characters`),
    }),
  )
  values!: Record<string, string | number>;

  @IsOptional()
  @Check(
    'wholeNumber',
    (v) => Number.isSafeInteger(v) && (v as number) >= 0,
    { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    fieldCode({ code: C.seqInvalid, message: 'seq must be a whole number, 0 or more.' }, 'whole number >= 0'),
  )
  seq?: number | null;

  @IsOptional()
  @Check(
    'instant',
    (v) => capturedAtMs(v) !== null,
    {
      oneOf: [
        { type: 'string', format: 'date-time' },
        { type: 'number', minimum: 0, maximum: MAX_DATE_MS },
      ],
    },
    fieldCode(
      { code: C.capturedAtInvalid, message: 'capturedAt must be an ISO date-time or epoch milliseconds.' },
      'ISO date-time or epoch ms',
    ),
  )
  capturedAt?: string | number | null;

  /** The capture time in epoch ms, once checked. */
  capturedAtMs(): number | null {
    return capturedAtMs(this.capturedAt);
  }
}

@Input({ closed: false, code: 'invalid_parameters', message: 'register takes role "ocr".' })
export class OcrRegisterFrame {
  @Equals('register')
  type!: 'register';

  @Equals('ocr', { message: 'must be "ocr"' })
  role!: 'ocr';
}

@Input({ closed: false, code: 'invalid_parameters', message: 'The ping is invalid.' })
export class OcrPingFrame {
  @Equals('ping')
  type!: 'ping';
}
