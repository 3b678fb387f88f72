// match-desk/hosts: the two hosts, started inside an embedder's own process, with what they take
// (README "Embedding the library"): a logger, a notifications bus, secrets and a clock.
export { startLocalHost } from './local';
export type { LocalHostOptions, LocalServices, RunningLocalHost } from './local';
export { closeOnSignals, openWebBackend, startWebHost, startWebHostOn, webBackendOn } from './web';
export type { RunningWebHost, WebBackend, WebHostOptions, WebServices } from './web';
export type { HostedDeskOptions } from './hostedDesk';
export type { DeskJournalSettings } from './deskJournal';
export { hostLogger } from './hostLogger';
export { silentLogger } from '../adapters/http/Logger';
export type { Logger } from '../adapters/http/Logger';
export { InProcessNotifications } from '../adapters/notifications/InProcessNotifications';
export { PostgresNotifications } from '../adapters/notifications/PostgresNotifications';
export { NodeSecrets, SystemClock } from '../adapters/system';
