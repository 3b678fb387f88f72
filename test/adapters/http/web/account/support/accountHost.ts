// The real web host with the account routes mounted, on a loopback port, plus what the account
// tests need: real passwords for the world's users, logins through the API, cookies.
import type { AccountRouterOptions } from '../../../../../../src/adapters/http/web/account';
import type { Clock } from '../../../../../../src/application/ports/Clock';
import type { User } from '../../../../../../src/domain/access/User';
import type { CallResult } from '../../../../../support/webClient';
import { call } from '../../../../../support/webClient';
import type { TestWebHost, WebBackendFactory } from '../../../../../support/webHost';
import { startTestWebHost } from '../../../../../support/webHost';

export const PASSWORD = 'correct horse battery staple';

export interface AccountHost extends TestWebHost {
  /** Gives the user a real password (the world's users have none). */
  setPassword(user: User, password?: string): Promise<void>;
  /** `POST /api/session` from this site's origin. */
  login(email: string, password?: string): Promise<CallResult>;
}

export interface AccountHostOptions {
  readonly trustProxy?: boolean;
  /** e.g. a FakeClock, so that rate limits do not refill while a test runs. */
  readonly clock?: Clock;
  readonly accounts?: AccountRouterOptions;
}

export async function startAccountHost(
  factory: WebBackendFactory,
  options: AccountHostOptions = {},
): Promise<AccountHost> {
  const host = await startTestWebHost(factory, {
    ...(options.accounts === undefined ? {} : { accounts: options.accounts }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  return {
    ...host,
    setPassword: async (user, password = PASSWORD) => {
      const passwordHash = await host.host.services.secrets.hashPassword(password);
      const current = await host.backend.accounts.userById(user.id);
      if (!current) throw new Error(`no user ${user.id}`);
      await host.backend.accounts.updateUser({ ...current, passwordHash });
    },
    login: (email, password = PASSWORD) =>
      call(host.url, '/api/session', { origin: host.url, json: { email, password } }),
  };
}

/** The `md_session=…` pair set by a response, ready for a Cookie header. */
export function sessionCookieOf(result: CallResult): string {
  const cookie = setCookies(result).find((c) => c.startsWith('md_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookies(result))}`);
  return cookie.split(';')[0] as string;
}

export function setCookies(result: CallResult): string[] {
  return result.headers.getSetCookie();
}

/** The attributes of a Set-Cookie line, lower-cased, e.g. ['httponly', 'samesite=strict']. */
export function cookieAttributes(line: string): string[] {
  return line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}
