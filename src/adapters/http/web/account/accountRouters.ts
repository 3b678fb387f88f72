import type { Router } from '@koa/router';
import type { Accounts } from '../../../../application/ports/Accounts';
import type { Clock } from '../../../../application/ports/Clock';
import type { Companies } from '../../../../application/ports/MatchData';
import type { RateLimitPolicy } from '../../../../application/ports/RateLimits';
import type { WebGuards } from '../guards/WebGuards';
import type { Secrets } from '../../../../application/ports/Secrets';
import type { Tokens } from '../../../../application/ports/Tokens';
import { DEFAULT_SESSION_TTL_MS } from '../session/MemorySessions';
import type { WebAuthentication } from '../WebAuthentication';
import { accountUseCases } from './AccountUseCases';
import type { AccountUseCases } from './AccountUseCases';
import { pageRouter } from './pageRouter';
import { sessionRouter } from './sessionRouter';
import { tokenRouter } from './tokenRouter';

export interface AccountRouterOptions {
  /** Default: 30 requests a minute per session (a step of the host's guard pipeline). */
  readonly managementPolicy?: RateLimitPolicy;
  /** Default: 10 login attempts a minute per client address (a step of the host's guard pipeline). */
  readonly loginPolicy?: RateLimitPolicy;
  /** Cookie lifetime; default the memory sessions' 12 hours. */
  readonly sessionTtlMs?: number;
  readonly bodyLimitBytes?: number;
}

/** The sessions, token-management endpoints and pages, on given use cases, behind the host's guards. */
export function accountRouters(
  useCases: AccountUseCases,
  web: { readonly authentication: WebAuthentication; readonly guards: WebGuards },
  options: AccountRouterOptions = {},
): Router[] {
  const { authentication, guards } = web;
  const bodyLimit = options.bodyLimitBytes === undefined ? {} : { bodyLimitBytes: options.bodyLimitBytes };
  return [
    sessionRouter({
      useCases,
      authentication,
      guards,
      ...bodyLimit,
      sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    }),
    tokenRouter({ useCases, guards, ...bodyLimit }),
    pageRouter({ useCases, guards }),
  ];
}

/** What the web host offers its extra routers (bootstrap's WebServices has this shape). */
export interface AccountServices {
  readonly backend: {
    readonly accounts: Accounts;
    readonly tokens: Tokens;
    readonly stores: { readonly companies: Companies };
  };
  readonly authentication: WebAuthentication;
  readonly guards: WebGuards;
  readonly secrets: Secrets;
  readonly clock: Clock;
}

/**
 * For `startWebHost({extraRouters: (services) => accountRoutersOf(services)})`: the account
 * routes on the host's own backend, sessions, clock and guard pipeline.
 */
export function accountRoutersOf(services: AccountServices, options: AccountRouterOptions = {}): Router[] {
  const useCases = accountUseCases({
    accounts: services.backend.accounts,
    tokens: services.backend.tokens,
    companies: services.backend.stores.companies,
    secrets: services.secrets,
    clock: services.clock,
  });
  return accountRouters(useCases, services, options);
}
