import type { CallOptions, CallResult } from '../../../../../support/webClient';
import { call } from '../../../../../support/webClient';
import type { AccountHost } from './accountHost';

export const TOKENS = '/api/account/tokens';

/** A management request from this site's own pages: the session cookie and a same-origin Origin. */
export function manage(
  host: AccountHost,
  cookie: string,
  path: string,
  options: Omit<CallOptions, 'cookie'> = {},
): Promise<CallResult> {
  return call(host.url, path, { origin: host.url, ...options, cookie });
}

/** The fields of a listed token: the secret and its digest are never among them. */
export const TOKEN_VIEW_KEYS = [
  'company',
  'createdAt',
  'creator',
  'expiresAt',
  'id',
  'lastUsedAt',
  'name',
  'permission',
  'prefix',
  'sports',
  'status',
];

export const FOOTBALL_READER = {
  name: 'Scoreboard feed',
  permission: 'read',
  sports: ['football'],
  durationDays: 30,
};

export const GENEROUS_LIMIT = { name: 'token-management', capacity: 1000, refillPerSecond: 1000 };
