import type { ValidationArguments } from 'class-validator';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../domain/access/accountRules';
import { SPORTS } from '../../../../domain/sport/Sport';
import type { Sport } from '../../../../domain/sport/Sport';
import { TOKEN_PERMISSIONS } from '../../../../domain/token/TokenPermission';
import type { TokenPermission } from '../../../../domain/token/TokenPermission';
import {
  TOKEN_MAX_DAYS,
  TOKEN_MIN_DAYS,
  TOKEN_NAME_MAX_LENGTH,
} from '../../../../domain/token/TokenSettings';
import { Chars, NameText } from '../../../validation/Chars';
import { Check } from '../../../validation/Check';
import { fieldCode } from '../../../validation/fieldCode';
import { Input } from '../../../validation/Input';
import { Optional } from '../../../validation/Optional';
import { BodyId, ID_FORM, ID_PATTERN } from '../ids';
import { isPlainObject } from '../../../validation/plainObject';

// The bodies and path parameters of /api/session and /api/account/tokens (CONTRACT-NOTES "Token
// management", "Sessions"; api/web.openapi.json Login, TokenCreation, TokenChanges). Unknown
// fields and malformed ids are 400; a token setting of the wrong shape is 422 `validation_failed`,
// as the token rules refuse the values afterwards.

const notAFieldOf = (what: string) => (name: string) => `${name} is not a field of ${what}`;

/** What a login field of the wrong type is told: required when absent, a string otherwise. */
const loginText = (field: string) => ({
  message: (args: ValidationArguments) =>
    args.value === undefined || args.value === null ? `${field} is required` : `${field} must be a string`,
});

/** `POST /api/session {email, password}`: two bounded strings and nothing else. */
@Input({
  closed: true,
  code: 'invalid_parameters',
  message: 'The login is invalid.',
  unknownField: notAFieldOf('a login'),
})
export class LoginInput {
  // The type is checked first (the decorator nearest the field), so that its sentence is the one
  // a value of the wrong type is told.
  @Matches(/\S/, { message: 'email is required' })
  @Chars(1, EMAIL_MAX_LENGTH, {
    short: 'email is required',
    long: `email has at most ${EMAIL_MAX_LENGTH} characters`,
  })
  @IsString(loginText('email'))
  email!: string;

  @Chars(1, PASSWORD_MAX_LENGTH, {
    short: 'password is required',
    long: `password has at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString(loginText('password'))
  password!: string;
}

const SETTINGS = { code: 'validation_failed', message: 'The token settings are invalid.' } as const;
const REQUIRED = (field: string) => IsDefined(fieldCode(SETTINGS, `${field} is required`));
const NAME = `name is required: 1 to ${TOKEN_NAME_MAX_LENGTH} characters`;
const PERMISSION = `permission must be one of ${TOKEN_PERMISSIONS.join(', ')}`;
const SPORTS_LIST = `sports must be a non-empty list of distinct sports among ${SPORTS.join(', ')}`;
const DAYS = `durationDays must be an integer from ${TOKEN_MIN_DAYS} to ${TOKEN_MAX_DAYS}`;

function TokenName(): PropertyDecorator {
  return (target, key) => {
    IsString(fieldCode(SETTINGS, NAME))(target, key);
    Chars(1, TOKEN_NAME_MAX_LENGTH, { short: NAME }, { context: SETTINGS })(target, key);
    NameText({ context: SETTINGS })(target, key);
  };
}

function Permission(): PropertyDecorator {
  return IsIn(TOKEN_PERMISSIONS, fieldCode(SETTINGS, PERMISSION));
}

function Sports(): PropertyDecorator {
  return (target, key) => {
    IsArray(fieldCode(SETTINGS, SPORTS_LIST))(target, key);
    ArrayMinSize(1, fieldCode(SETTINGS, SPORTS_LIST))(target, key);
    ArrayUnique(fieldCode(SETTINGS, SPORTS_LIST))(target, key);
    IsIn(SPORTS, fieldCode(SETTINGS, SPORTS_LIST, { each: true }))(target, key);
  };
}

function Days(): PropertyDecorator {
  return (target, key) => {
    IsInt(fieldCode(SETTINGS, DAYS))(target, key);
    Min(TOKEN_MIN_DAYS, fieldCode(SETTINGS, DAYS))(target, key);
    Max(TOKEN_MAX_DAYS, fieldCode(SETTINGS, DAYS))(target, key);
  };
}

const isRenewal = (v: unknown): boolean =>
  isPlainObject(v) &&
  Object.keys(v).length === 1 &&
  Number.isInteger(v.durationDays) &&
  (v.durationDays as number) >= TOKEN_MIN_DAYS &&
  (v.durationDays as number) <= TOKEN_MAX_DAYS;

const TOKEN_OPTIONS = {
  closed: true,
  code: 'invalid_parameters',
  codeOrder: ['invalid_parameters', 'validation_failed'],
} as const;

/** `POST /api/account/tokens`. */
@Input({
  ...TOKEN_OPTIONS,
  message: 'The token creation is invalid.',
  unknownField: notAFieldOf('a token creation'),
})
export class TokenCreation {
  /** Absent: the one company the session administers. */
  @Optional()
  @BodyId(`companyId must be a numeric company id ${ID_FORM}`)
  companyId?: string | number;

  @REQUIRED('name')
  @TokenName()
  name!: string;

  @REQUIRED('permission')
  @Permission()
  permission!: TokenPermission;

  @REQUIRED('sports')
  @Sports()
  sports!: Sport[];

  @REQUIRED('durationDays')
  @Days()
  durationDays!: number;
}

/**
 * `POST /api/account/tokens/{id}/revoke` takes no body: none, or an empty JSON object (found by
 * review: a body of any kind was ignored).
 */
@Input({
  ...TOKEN_OPTIONS,
  message: 'A revoke request takes no body.',
  unknownField: notAFieldOf('a revoke request, which takes no body'),
})
export class RevokeBody {}

/** `PATCH /api/account/tokens/{id}`: absent fields stay as they are. */
@Input({
  ...TOKEN_OPTIONS,
  message: 'The token change is invalid.',
  unknownField: notAFieldOf('a token change'),
})
export class TokenChanges {
  @Optional()
  @TokenName()
  name?: string;

  @Optional()
  @Permission()
  permission?: TokenPermission;

  @Optional()
  @Sports()
  sports?: Sport[];

  /** 'keep' keeps the date; `{durationDays}` renews from today (spec 3.2). */
  @Optional()
  @Check(
    'tokenExpiry',
    (v) => v === 'keep' || isRenewal(v),
    {
      oneOf: [
        { type: 'string', const: 'keep' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['durationDays'],
          properties: { durationDays: { type: 'integer', minimum: TOKEN_MIN_DAYS, maximum: TOKEN_MAX_DAYS } },
        },
      ],
    },
    fieldCode(
      SETTINGS,
      `expiry must be 'keep' or {durationDays}, ${TOKEN_MIN_DAYS} to ${TOKEN_MAX_DAYS} days`,
    ),
  )
  expiry?: 'keep' | { durationDays: number };
}

/** A token id in the path; anything else is 400 before any store access. */
@Input({ closed: true, code: 'invalid_parameters', message: 'The token id is invalid.' })
export class TokenPath {
  @IsString({ message: `id must be a numeric token id ${ID_FORM}` })
  @Matches(ID_PATTERN, { message: `id must be a numeric token id ${ID_FORM}` })
  id!: string;
}
