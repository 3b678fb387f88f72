// match-desk/client: typed clients of the local workstation API and the hosted web API.
export { Backoff } from './shared/Backoff';
export type { BackoffOptions } from './shared/Backoff';
export { ClientNetworkError } from './shared/ClientNetworkError';
export { HttpApiError } from './shared/HttpApiError';
export type { ErrorBody } from './shared/HttpApiError';
export type { Disconnection } from './shared/ReconnectingSocket';

export { LocalClient } from './local/LocalClient';
export type { LocalClientOptions } from './local/LocalClient';
export { LocalApiError } from './local/LocalApiError';
export { CommandTimeoutError } from './local/CommandTimeoutError';
export { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './local/idempotencyKey';
export type { CommandOptions, PostRetryOptions, WaitOptions } from './local/commandFlow';
export * from './local/localTypes';
export { LocalSession } from './local/session/LocalSession';
export type {
  LocalSessionEvents,
  LocalSessionOptions,
  ReadyInfo,
  StateUpdate,
} from './local/session/LocalSession';
export { LocalSessionError } from './local/session/LocalSessionError';
export { LOCAL_WS_FATAL_CLOSE_CODES, LOCAL_WS_FATAL_STATUSES } from './local/session/closeCodes';
export type { ServerMessage } from './local/session/sessionMessages';

export { WebClient } from './web/WebClient';
export type { LoginOptions, WebClientOptions } from './web/WebClient';
export { WebApiError } from './web/WebApiError';
export {
  NOTIFICATIONS_FATAL_CLOSE_CODES,
  NOTIFICATIONS_FATAL_STATUSES,
  NotificationSubscriber,
} from './web/NotificationSubscriber';
export type {
  NotificationEvents,
  NotificationSubscriberOptions,
  NotifiedSnapshot,
} from './web/NotificationSubscriber';
export type { VersionGap } from './web/VersionGaps';
export { STOPPAGE_EVENT_TYPES } from './web/webTypes';
export type {
  Championship,
  ChampionshipRef,
  Day,
  DeletedEvent,
  EventDelete,
  WriteOptions,
  EventWrite,
  Group,
  MatchEvent,
  MatchNotification,
  MatchPlayer,
  MatchRef,
  MatchSnapshot,
  MatchOutcome,
  MatchSummary,
  MatchWithPermissions,
  NotificationType,
  Phase,
  SessionInfo,
  Sport,
  StandingExplanation,
  StandingsExplanation,
  TeamEvent,
  TennisEvent,
  TennisSet,
} from './web/webTypes';
