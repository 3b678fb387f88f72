import type { ValidationArguments, ValidationOptions } from 'class-validator';
import { IsString } from 'class-validator';
import { Check } from './Check';
import { HAS_CONTROL, NAME_EXCLUDED, nameProblem } from '../../domain/shared/unicodeText';

/** Characters are counted as code points, as JSON Schema's minLength and maxLength count them. */
export const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n += 1;
  return n;
};

/** What a refused string is told: too short (or not a string), or too long. */
export interface CharsMessages {
  readonly short: string;
  readonly long?: string;
}

/**
 * A string of `min` to `max` characters (code points: an emoji is one). class-validator's Length
 * also drops variation selectors, so it would disagree with the documents' maxLength.
 */
export function Chars(
  min: number,
  max: number | undefined,
  messages: CharsMessages,
  options: Omit<ValidationOptions, 'message'> = {},
): PropertyDecorator {
  const tooLong = (v: unknown) => typeof v === 'string' && max !== undefined && codePoints(v) > max;
  return Check(
    `chars${min}-${max ?? ''}`,
    (v) => typeof v === 'string' && codePoints(v) >= min && !tooLong(v),
    max === undefined ? { minLength: min } : { minLength: min, maxLength: max },
    {
      ...options,
      message: (args: ValidationArguments) =>
        tooLong(args.value) ? (messages.long ?? messages.short) : messages.short,
    },
  );
}

/** A string of 1 to `max` characters; `message` says what it must be, whatever is wrong. */
export function TextOf(message: string, max?: number): PropertyDecorator {
  return (target, key) => {
    IsString({ message })(target, key);
    Chars(1, max, { short: message })(target, key);
  };
}

/** The documents' pattern of a name: no control character and no bidirectional override. */
export const NAME_PATTERN = `^[^${NAME_EXCLUDED}]*$`;

/** A name (domain/shared nameProblem): no control character, no bidirectional override. */
export function NameText(options: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator {
  return Check(
    'nameText',
    (v) => typeof v !== 'string' || nameProblem(v) === null,
    { pattern: NAME_PATTERN },
    {
      ...options,
      message: (args: ValidationArguments) => `${args.property} ${HAS_CONTROL}`,
    },
  );
}
