import { Check } from '../../validation/Check';
import type { FieldContext } from '../../validation/fieldCode';
import { fieldCode } from '../../validation/fieldCode';

/**
 * Ids are decimal strings chosen by the store (web API query parameters and bodies, the CLI), in
 * the one form the API gives them: no leading zero, no space. "03" or " 3" would otherwise name
 * record 3 where the database compares numbers and nothing where an id is compared as text (a
 * club of a match), and would key a second copy of the same read.
 */
export const ID_PATTERN = /^(0|[1-9][0-9]{0,17})$/;

/** What a refused id is told about ID_PATTERN, after what it names ("a numeric event id"). */
export const ID_FORM = '(up to 18 digits, no leading zero)';

/** An id in a JSON body: a decimal string, or a whole number that JSON holds exactly. */
export const isBodyId = (v: unknown): boolean =>
  (typeof v === 'string' && ID_PATTERN.test(v)) || (Number.isSafeInteger(v) && (v as number) >= 0);

export const BODY_ID_SCHEMA = {
  anyOf: [
    { type: 'string', pattern: ID_PATTERN.source },
    { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  ],
};

/** A body field holding an id (isBodyId); `message` names what is wrong. */
export const BodyId = (message: string, context: FieldContext = {}): PropertyDecorator =>
  Check('bodyId', isBodyId, BODY_ID_SCHEMA, fieldCode(context, message));

/** The id as the use cases take it: a decimal string. */
export const idText = (v: string | number): string => String(v);
