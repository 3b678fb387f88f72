import type { TokenChangesInput } from '../../../../domain/token/modifyToken';
import type { TokenSettingsInput } from '../../../../domain/token/TokenSettings';
import { idOf } from '../ids';
import { apiError } from '../../../errors/ApiError';

function refuseUnknown(body: Record<string, unknown>, known: readonly string[], what: string): void {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    if (!known.includes(name)) errors[name] = `${name} is not a field of ${what}`;
  }
  if (Object.keys(errors).length > 0) {
    throw apiError('invalid_parameters', errors, { message: `The ${what} is invalid.` });
  }
}

export interface CreateTokenBody {
  /** Absent: the one company the session administers. */
  readonly companyId?: string;
  /** Checked by the token rules (422 with a detail per field). */
  readonly settings: TokenSettingsInput;
}

/** `POST /api/account/tokens`: unknown fields and a malformed companyId are 400. */
export function checkCreateBody(body: Record<string, unknown>): CreateTokenBody {
  refuseUnknown(body, ['companyId', 'name', 'permission', 'sports', 'durationDays'], 'a token creation');
  const settings: TokenSettingsInput = {
    name: body.name,
    permission: body.permission,
    sports: body.sports,
    durationDays: body.durationDays,
  };
  if (body.companyId === undefined) return { settings };
  const companyId = idOf(body.companyId);
  if (companyId === null) {
    throw apiError(
      'invalid_parameters',
      { companyId: 'companyId must be a numeric company id' },
      { message: 'The token creation is invalid.' },
    );
  }
  return { companyId, settings };
}

/** `PATCH /api/account/tokens/{id}`: unknown fields are 400; values are checked by the token rules. */
export function checkModifyBody(body: Record<string, unknown>): TokenChangesInput {
  refuseUnknown(body, ['name', 'permission', 'sports', 'expiry'], 'a token change');
  const changes: { -readonly [K in keyof TokenChangesInput]: unknown } = {};
  if ('name' in body) changes.name = body.name;
  if ('permission' in body) changes.permission = body.permission;
  if ('sports' in body) changes.sports = body.sports;
  if ('expiry' in body) changes.expiry = body.expiry;
  return changes;
}

/** A token id in a path; anything else is 400 (before any store access). */
export function tokenIdParameter(value: string | undefined): string {
  const id = idOf(value);
  if (id === null) {
    throw apiError(
      'invalid_parameters',
      { id: 'id must be a numeric token id' },
      { message: 'The token id is invalid.' },
    );
  }
  return id;
}
