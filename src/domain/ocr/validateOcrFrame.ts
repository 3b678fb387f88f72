import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import {
  capturedAtInvalid,
  frameInvalid,
  OCR_MAX_STRING_LENGTH,
  OCR_MAX_VALUES,
  seqInvalid,
  valueInvalid,
  valuesCount,
  valuesNotObject,
  valueTooLong,
} from './ocrErrors';
import type { OcrReading } from './OcrReading';

type Frame = Readonly<Record<string, unknown>>;

/** A check of a frame: the error it finds, or null. */
type FrameRule = (frame: Frame) => DomainError | null;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Characters are counted as code points, so an emoji is one character. */
const lengthOf = (s: string): number => [...s].length;

const valuesIsAnObject: FrameRule = (f) => (isPlainObject(f.values) ? null : valuesNotObject());

const oneToSixtyFourValues: FrameRule = (f) => {
  const count = Object.keys(f.values as object).length;
  return count >= 1 && count <= OCR_MAX_VALUES ? null : valuesCount(count);
};

const eachValueIsAStringOrAFiniteNumber: FrameRule = (f) => {
  const bad = Object.entries(f.values as object).filter(
    ([, v]) => typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v)),
  );
  return bad.length === 0
    ? null
    : valueInvalid(Object.fromEntries(bad.map(([k]) => [k, 'must be a string or a finite number'])));
};

const stringsAreShortEnough: FrameRule = (f) => {
  const long = Object.entries(f.values as object).filter(
    ([, v]) => typeof v === 'string' && lengthOf(v) > OCR_MAX_STRING_LENGTH,
  );
  return long.length === 0
    ? null
    : valueTooLong(Object.fromEntries(long.map(([k]) => [k, `at most ${OCR_MAX_STRING_LENGTH} characters`])));
};

const seqIsAWholeNumber: FrameRule = (f) =>
  f.seq === undefined || f.seq === null || (Number.isSafeInteger(f.seq) && (f.seq as number) >= 0)
    ? null
    : seqInvalid();

function capturedAtMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

const capturedAtIsATime: FrameRule = (f) =>
  f.capturedAt === undefined || f.capturedAt === null || capturedAtMs(f.capturedAt) !== null
    ? null
    : capturedAtInvalid();

/** Spec 6.2 and 8 (CONTRACT-NOTES for seq/capturedAt), checked in this order; the first failure wins. */
export const OCR_FRAME_RULES: readonly FrameRule[] = [
  valuesIsAnObject,
  oneToSixtyFourValues,
  eachValueIsAStringOrAFiniteNumber,
  stringsAreShortEnough,
  seqIsAWholeNumber,
  capturedAtIsATime,
];

/** Checks a parsed `ocr` message. Its `type` is the adapter's business and is not looked at. */
export function validateOcrFrame(frame: unknown): Result<OcrReading, DomainError> {
  if (!isPlainObject(frame)) return err(frameInvalid());
  for (const rule of OCR_FRAME_RULES) {
    const error = rule(frame);
    if (error) return err(error);
  }
  return ok({
    values: new Map(Object.entries(frame.values as Record<string, string | number>)),
    seq: typeof frame.seq === 'number' ? frame.seq : null,
    capturedAt: capturedAtMs(frame.capturedAt),
  });
}
