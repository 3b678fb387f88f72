import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { RateLimitPolicy, RateLimits } from '../../../../application/ports/RateLimits';
import { guardRequest } from '../../guards/httpGuard';
import type { MaybePromise, Passage, Step, Verdict } from '../../guards/pipeline';
import { isPromise, passageOf, runSteps } from '../../guards/pipeline';
import type { RequestView } from '../../guards/RequestView';
import { requestRate } from '../../guards/steps/requestRate';
import { singleHost } from '../../guards/steps/singleHost';
import type { SocketCount } from '../../guards/steps/socketCap';
import { socketCap } from '../../guards/steps/socketCap';
import { LOGIN_POLICY, TOKEN_MANAGEMENT_POLICY } from '../account/rateLimitPolicies';
import type { WebAuthentication } from '../WebAuthentication';
import type { WebState } from '../webState';
import { noTokenInUrl, sessionRequired, socketSession, tokenOrSession } from './credentials';
import { allowedCorsOrigin, ownOriginForCookieWrites, ownOriginWhenPresent } from './origin';
import type { WebGuardState } from './WebGuardState';

export interface WebGuardOptions {
  readonly authentication: WebAuthentication;
  readonly rateLimits: RateLimits;
  /** Default: 10 login attempts a minute per client address. */
  readonly loginPolicy?: RateLimitPolicy;
  /** Default: 30 token-management requests a minute per session. */
  readonly managementPolicy?: RateLimitPolicy;
  /**
   * Origins of other sites whose pages may call the API routes with a token (CORS), normalized
   * (bootstrap/config `allowedOrigins`). Default none.
   */
  readonly allowedOrigins?: readonly string[];
}

/** The steps one kind of request goes through; made by WebGuards only. */
export interface WebRoute {
  readonly name: string;
  readonly steps: readonly Step<WebGuardState>[];
}

const COOKIE_WRITE = 'A write with a session cookie must come from this site.';
const SESSION_REQUEST = 'A session request from a browser must come from this site.';

/** The session id is a credential: the limiter keys on its digest. */
const sessionKey = (state: WebGuardState): string =>
  createHash('sha256')
    .update(state.sessionId ?? '')
    .digest('hex');

/**
 * The web host's one guard pipeline (issue 13), for HTTP requests and the notifications upgrade
 * alike: Host (one header, 400) → no token in the URL (400) → Origin (403) → the credential
 * (428, 401, 403) → the rate (429). Each route takes the steps the spec gives it:
 * - `public`: the Host only (health, documents, the login page, the front door);
 * - `api`: a token or a session, a same-origin Origin for cookie writes (spec 5.2.1, 7);
 * - `login`: a browser's Origin must be this site's, 10 attempts a minute per address;
 * - `session` (who am I), `management`, `page`: a session only (spec 5.2.3, 5.2.5), management
 *   writes from this site, 30 requests a minute per session;
 * - `logout`: a live session is ended only from this site;
 * - notifications: a session only, never a token (spec 5.2.7), the socket cap.
 */
export class WebGuards {
  readonly public: WebRoute;
  readonly api: WebRoute;
  readonly login: WebRoute;
  readonly session: WebRoute;
  readonly logout: WebRoute;
  readonly management: WebRoute;
  readonly page: WebRoute;
  private readonly auth: WebAuthentication;
  private readonly corsOrigins: ReadonlySet<string>;

  constructor(options: WebGuardOptions) {
    const auth = (this.auth = options.authentication);
    this.corsOrigins = new Set(options.allowedOrigins ?? []);
    const credential = tokenOrSession(auth);
    const cookieWrites = ownOriginForCookieWrites(auth, COOKIE_WRITE);
    this.public = { name: 'public', steps: [singleHost] };
    this.api = { name: 'api', steps: [singleHost, noTokenInUrl, cookieWrites, credential] };
    const perAddress = requestRate<WebGuardState>(
      options.rateLimits,
      options.loginPolicy ?? LOGIN_POLICY,
      (p) => p.view.address,
    );
    this.login = { name: 'login', steps: [singleHost, ownOriginWhenPresent(SESSION_REQUEST), perAddress] };
    this.session = { name: 'session', steps: [singleHost, credential, sessionRequired] };
    this.logout = { name: 'logout', steps: [singleHost, ownOriginForCookieWrites(auth, SESSION_REQUEST)] };
    const perSession = requestRate<WebGuardState>(
      options.rateLimits,
      options.managementPolicy ?? TOKEN_MANAGEMENT_POLICY,
      (p) => sessionKey(p.state),
    );
    this.management = {
      name: 'management',
      steps: [singleHost, noTokenInUrl, cookieWrites, credential, sessionRequired, perSession],
    };
    this.page = { name: 'page', steps: [singleHost, noTokenInUrl, credential, sessionRequired] };
  }

  /** The route of notification upgrades, capped at `sockets` open at once. */
  notificationsRoute(sockets: SocketCount): WebRoute {
    return {
      name: 'notifications',
      steps: [
        singleHost,
        noTokenInUrl,
        ownOriginWhenPresent('This origin may not open notifications.'),
        socketSession(this.auth),
        socketCap(sockets),
      ],
    };
  }

  /**
   * CORS of the API routes: the request's Origin when the operator allowed it (its answer then
   * names it), else undefined. Never a refusal: another site's page is kept from an answer by its
   * browser, and a cookie write from it by the Origin step. Answers vary by Origin once any
   * origin is allowed.
   */
  corsOrigin(ctx: Context): string | undefined {
    if (this.corsOrigins.size === 0) return undefined;
    ctx.vary('Origin');
    return allowedCorsOrigin(ctx.get('Origin'), this.corsOrigins);
  }

  check(view: RequestView, route: WebRoute): MaybePromise<Verdict<WebGuardState>> {
    return runSteps(route.steps, passageOf<WebGuardState>(view, {}));
  }

  /** The HTTP side: runs `route` on the request, puts what it found in `ctx.state`, or throws the refusal. */
  http(route: WebRoute) {
    return (ctx: Context, next: Next): Promise<void> => {
      const entered = this.enter(ctx, route);
      return isPromise(entered) ? entered.then(() => next()) : next();
    };
  }

  /**
   * Runs `route` on the request and fills `ctx.state` (WebState); throws the refusal. Synchronous
   * when every step of the route is (the Host step of `public`).
   */
  enter(ctx: Context, route: WebRoute): MaybePromise<void> {
    const passage = guardRequest(ctx, (view) => this.check(view, route));
    return isPromise(passage) ? passage.then((p) => foundBy(ctx, p)) : foundBy(ctx, passage);
  }
}

/** Puts what the steps found in `ctx.state` (WebState). */
function foundBy(ctx: Context, { state }: Passage<WebGuardState>): void {
  const found = ctx.state as WebState;
  if (state.principal) found.principal = state.principal;
  if (state.authenticatedBy) found.authenticatedBy = state.authenticatedBy;
  if (state.sessionId) found.sessionId = state.sessionId;
  if (state.championshipVersion) found.championshipVersion = state.championshipVersion;
}
