import type { CommandView } from '../../../application/desk/CommandView';

// The messages the server sends on /api/v1/ws (CONTRACT-NOTES "/ws messages"), fields listed.

export const PROTOCOL_VERSION = 1;

export const readyMessage = (contextKey: string | null, heartbeatMs: number): string =>
  JSON.stringify({ type: 'ready', protocol: PROTOCOL_VERSION, contextKey, heartbeatMs });

export const heartbeatMessage = (at: string): string => JSON.stringify({ type: 'heartbeat', at });

export const unavailableMessage = (reason: string, contextKey: string): string =>
  JSON.stringify({ type: 'unavailable', reason, contextKey });

export const pongMessage = (requestId: string | undefined): string =>
  JSON.stringify(requestId === undefined ? { type: 'pong' } : { type: 'pong', requestId });

export const ackMessage = (requestId: string, command: CommandView): string =>
  JSON.stringify({ type: 'ack', requestId, command });

export const commandMessage = (command: CommandView): string => JSON.stringify({ type: 'command', command });

/** `error {code, error, requestId?}`, with field `errors` and the HTTP-equivalent `status` when known. */
export interface ErrorMessage {
  readonly code: string;
  readonly error: string;
  readonly requestId?: string;
  readonly errors?: Readonly<Record<string, string>>;
  readonly status?: number;
}

export const errorMessage = (e: ErrorMessage): string =>
  JSON.stringify({
    type: 'error',
    code: e.code,
    error: e.error,
    ...(e.requestId === undefined ? {} : { requestId: e.requestId }),
    ...(e.errors === undefined ? {} : { errors: e.errors }),
    ...(e.status === undefined ? {} : { status: e.status }),
  });
