// The hosted desk's parts (issue 12): the typed web client with the desk user's session, the
// hosted DeskHost over it, its write channel and the notifications feed.
import { HostedDeskHost } from '../application/desk/hosted/HostedDeskHost';
import type { HostedMatchCache } from '../application/ports/HostedMatchCache';
import type { DeskWriteChannel } from '../application/desk/hosted/DeskWriteChannel';
import { DirectWriteChannel } from '../application/desk/hosted/DirectWriteChannel';
import type { HostedOperatorTarget } from '../adapters/desk/HostedOperatorTarget';
import { WebHostedService } from '../adapters/hosted/WebHostedService';
import { WebNotificationFeed } from '../adapters/hosted/WebNotificationFeed';
import type { Logger } from '../adapters/http/Logger';
import { webOrigin } from '../adapters/settings/FileHostedSessions';
import type { BackoffOptions } from '../client/shared/Backoff';
import type { FetchFunction } from '../client/shared/exchange';
import { WebClient } from '../client/web/WebClient';

export interface HostedDeskOptions {
  /** The hosted service, e.g. https://desk.example.com */
  readonly web: string;
  /**
   * The desk user's session cookie, `md_session=…` (from `match-desk local login`), or a function
   * giving the one to use now (a session renewed while the desk runs, see `renewals`).
   */
  readonly cookie: string | (() => string);
  /**
   * Subscribes to the renewals of the session (the operator logged in again): the notifications,
   * stopped by the old session's refusal, connect again with the new cookie.
   */
  readonly renewals?: (listener: () => void) => () => void;
  /** Who logged in, for the operator console. */
  readonly email?: string;
  /** Who the desk is logged in as now (a renewed session may be another user's); default `email`. */
  readonly operator?: () => string;
  /** Reconnection of the notifications (default 500 ms doubling to 30 s). */
  readonly reconnect?: BackoffOptions;
  /** Wraps the direct write channel, e.g. in a durable journal. */
  readonly writeChannel?: (direct: DeskWriteChannel, service: WebHostedService) => DeskWriteChannel;
  /** Where the last match read is kept (beside the journal), for a start while offline. */
  readonly matchCache?: HostedMatchCache;
  readonly fetch?: FetchFunction;
}

export interface HostedDesk {
  readonly host: HostedDeskHost;
  readonly operator: HostedOperatorTarget;
  readonly client: WebClient;
}

export function createHostedDesk(options: HostedDeskOptions, logger: Logger): HostedDesk {
  const web = webOrigin(options.web);
  const client = new WebClient({
    baseUrl: web,
    cookie: options.cookie,
    // A given fetch bounds each request itself (startLocalHost's timeoutFetch: a write longer than
    // the journal's settle time): the client's own 30 s default would cut a write at the very end
    // of that time (found by review). Without one, the client's default stands.
    ...(options.fetch ? { fetch: options.fetch, timeoutMs: Number.POSITIVE_INFINITY } : {}),
  });
  const service = new WebHostedService(client);
  const direct = new DirectWriteChannel(service);
  const channel = options.writeChannel ? options.writeChannel(direct, service) : direct;
  const feed = new WebNotificationFeed({
    baseUrl: web,
    cookie: options.cookie,
    ...(options.reconnect ? { reconnect: options.reconnect } : {}),
    onSessionRefused: (status, code) =>
      logger.error(
        { web, status, code },
        'the hosted service refused the desk session: run `match-desk local login` again (the desk takes the new session as it runs)',
      ),
  });
  options.renewals?.(() => feed.renew());
  const host = new HostedDeskHost(service, channel, feed, options.matchCache);
  host.watch((change) => {
    if (change.type === 'link_changed') logger.info({ web, ...host.link() }, 'hosted link');
  });
  const operator: HostedOperatorTarget = {
    web,
    email: options.email ?? '',
    link: () => host.link(),
    listings: () => host.listings(),
  };
  return { host, operator, client };
}
