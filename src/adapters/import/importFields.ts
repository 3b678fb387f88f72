import type { ValidationArguments } from 'class-validator';
import { Equals, IsBoolean, IsDefined, IsIn, IsOptional } from 'class-validator';
import { CALENDAR_DATE, isCalendarDate } from '../../domain/shared/calendarDate';
import { beyondWholeRange, isWhole, WHOLE_MAX, WHOLE_MIN } from '../../domain/shared/wholeNumber';
import type { InputClass } from '../validation/checkInput';
import { Check } from '../validation/Check';
import { NameText } from '../validation/Chars';
import { all, InputList, NestedInput } from '../validation/nested';

// The field kinds of the import documents (docs/import-formats.md), with the import's messages:
// paths name the field, so the sentence says only what is wrong ("is required", "must be ...").
// Absent and null fields take their defaults (IsOptional).

const isText = (v: unknown): boolean =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

const TEXT_SCHEMA = { type: ['string', 'number'] };

export const Required = (): PropertyDecorator => IsDefined({ message: 'is required' });

/** An optional text; a number is written in base 10 (e.g. a shirt number). */
export const Text = (): PropertyDecorator =>
  all(IsOptional(), Check('importText', isText, TEXT_SCHEMA, { message: 'must be a string' }));

/** A required text (a number is written in base 10), e.g. a match's team. */
export const RequiredText = (): PropertyDecorator =>
  all(Required(), Check('importText', isText, TEXT_SCHEMA, { message: 'must be a string' }));

/** A required, non-blank string: a natural key such as a team's name. */
export const Name = (): PropertyDecorator =>
  all(
    Required(),
    Check(
      'importName',
      (v) => typeof v === 'string' && v.trim() !== '',
      { type: 'string', pattern: '\\S' },
      {
        message: 'must be a non-empty string',
      },
    ),
    NameText(),
  );

/**
 * An optional text matching `pattern` (anchored at both ends; the schema's pattern) and, when
 * given, `valid` (what a pattern cannot say, such as a date of the calendar); "" is left out.
 */
export const Formatted = (
  name: string,
  pattern: RegExp,
  described: string,
  valid: (text: string) => boolean = () => true,
): PropertyDecorator =>
  all(
    IsOptional(),
    Check(
      name,
      (v) => isText(v) && (v === '' || (pattern.test(String(v)) && valid(String(v)))),
      { type: 'string', pattern: `^(|${pattern.source.replace(/^\^/, '').replace(/\$$/, '')})$` },
      {
        message: (args: ValidationArguments) =>
          isText(args.value) ? `must be ${described}, not "${String(args.value)}"` : 'must be a string',
      },
    ),
  );

/** An optional date of the calendar, YYYY-MM-DD (2024-02-30 is refused); "" is left out. */
export const CalendarDate = (name: string): PropertyDecorator =>
  Formatted(name, CALENDAR_DATE, 'a date YYYY-MM-DD', isCalendarDate);

/** A whole number of the model's range (32 bits: wholeNumber), at least `min` when given. */
export const Whole = (min?: number): PropertyDecorator => {
  const bound = min === undefined ? '' : min === 0 ? ', 0 or more' : `, at least ${min}`;
  return Check(
    `importWhole${min ?? ''}`,
    (v) => isWhole(v, min),
    { type: 'integer', minimum: min ?? WHOLE_MIN, maximum: WHOLE_MAX },
    {
      message: (args: ValidationArguments) =>
        (Number.isInteger(args.value) && (min === undefined || (args.value as number) >= min)
          ? beyondWholeRange(args.value)
          : null) ?? `must be a whole number${bound}`,
    },
  );
};

export const Flag = (): PropertyDecorator =>
  all(IsOptional(), IsBoolean({ message: 'must be true or false' }));

export const OneOf = (allowed: readonly string[]): PropertyDecorator =>
  IsIn(allowed, { message: `must be one of ${allowed.join(', ')}` });

export const Is = (value: unknown, message: string): PropertyDecorator => Equals(value, { message });

/** An object read by its input class. */
export const Nested = (dto: () => InputClass<object>): PropertyDecorator =>
  NestedInput(dto, 'must be an object');

/** An array of objects, each read by its input class. */
export const List = (dto: () => InputClass<object>): PropertyDecorator =>
  InputList(dto, { notArray: 'must be an array', notObject: 'must be an object' });
