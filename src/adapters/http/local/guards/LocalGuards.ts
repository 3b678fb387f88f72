import type { RateLimitPolicy, RateLimits } from '../../../../application/ports/RateLimits';
import type { MaybePromise, Step, Verdict } from '../../guards/pipeline';
import { passageOf, runSteps } from '../../guards/pipeline';
import type { RequestView } from '../../guards/RequestView';
import { requestRate } from '../../guards/steps/requestRate';
import { singleHost } from '../../guards/steps/singleHost';
import type { SocketCount } from '../../guards/steps/socketCap';
import { socketCap } from '../../guards/steps/socketCap';
import type { LocalAccess } from '../LocalAccess';
import type { AuthenticatingCount } from './authenticatingCap';
import { authenticatingCap } from './authenticatingCap';
import { ingressKey } from './ingressKey';
import { localKey, sameSecret } from './localKey';
import type { LocalState } from './LocalState';
import { allowedHost, allowedOrigin, noQueryString } from './network';

/** CONTRACT-NOTES: 50 requests/s per client with a burst of 100. */
export const LOCAL_RATE_LIMIT: RateLimitPolicy = { name: 'local', capacity: 100, refillPerSecond: 50 };

export interface LocalGuardOptions {
  /** Read once per request or upgrade: Apply and key rotation act at once. */
  readonly access: () => LocalAccess;
  readonly rateLimits: RateLimits;
  /** Per client address, for HTTP requests and upgrades together (default LOCAL_RATE_LIMIT). */
  readonly rateLimit?: RateLimitPolicy;
  /** The OCR ingress key in effect (spec 5.1.6). */
  readonly ingressKey?: () => string;
}

/** The steps one kind of request goes through; made by LocalGuards only. */
export interface LocalRoute {
  readonly name: string;
  readonly steps: readonly Step<LocalState>[];
}

/**
 * The local host's one guard pipeline (issue 13), for HTTP requests and WebSocket upgrades alike:
 * Host (one header, 400; an accepted name, 403) → Origin (403) → the credential (401) → the rate
 * per client address (429). Each route takes the steps the spec gives it:
 * - `api`: the local key in a Bearer header (spec 5.1.1);
 * - `page` (the overlay) and `preflight`: no key (the page holds no data; a preflight carries none);
 * - `/ws`: no query string, then the key in a Bearer header or in the first frame (spec 5.1.5), and
 *   the session cap;
 * - `/ocr`: the ingress key in the path instead (spec 5.1.6).
 */
export class LocalGuards {
  readonly api: LocalRoute;
  readonly page: LocalRoute;
  readonly preflight: LocalRoute;
  readonly ocr: LocalRoute;
  private readonly access: () => LocalAccess;
  private readonly rate: Step<LocalState>;

  constructor(options: LocalGuardOptions) {
    this.access = options.access;
    const policy = options.rateLimit ?? LOCAL_RATE_LIMIT;
    this.rate = requestRate<LocalState>(options.rateLimits, policy, (p) => p.view.address);
    const network: Step<LocalState>[] = [singleHost, allowedHost, allowedOrigin];
    this.api = { name: 'api', steps: [...network, localKey(false), this.rate] };
    this.page = { name: 'page', steps: [...network, this.rate] };
    this.preflight = { name: 'preflight', steps: network };
    const expected = options.ingressKey ?? (() => '');
    this.ocr = { name: 'ocr', steps: [...network, ingressKey(expected), this.rate] };
  }

  /**
   * The route of /ws upgrades, capped at `sessions` open at once; those to authenticate by their
   * first frame have slots of their own (`authenticating`, authenticatingCap).
   */
  sessionRoute(sessions: SocketCount, authenticating: AuthenticatingCount): LocalRoute {
    return {
      name: 'session',
      steps: [
        singleHost,
        allowedHost,
        allowedOrigin,
        noQueryString,
        localKey(true),
        this.rate,
        authenticatingCap(authenticating),
        socketCap(sessions),
      ],
    };
  }

  check(view: RequestView, route: LocalRoute): MaybePromise<Verdict<LocalState>> {
    return runSteps(
      route.steps,
      passageOf<LocalState>(view, { access: this.access(), credential: { kind: 'none' } }),
    );
  }

  /** The key of a /ws auth frame, compared as the header's is (spec 5.1.5). */
  acceptsKey(given: string): boolean {
    return sameSecret(given, this.access().localKey);
  }
}
