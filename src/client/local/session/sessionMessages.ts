import type { LocalCommand, LocalState } from '../localTypes';

// The messages of /api/v1/ws (CONTRACT-NOTES "/ws messages", docs/local-ws.md), as the client reads them.

export interface ReadyMessage {
  type: 'ready';
  protocol: number;
  /** The loaded match; null when none is loaded. */
  contextKey: string | null;
  heartbeatMs: number;
}

export interface StateMessage {
  type: 'state';
  /** Monotonic while the host runs. */
  rev: number;
  contextKey: string;
  state: LocalState;
}

export interface UnavailableMessage {
  type: 'unavailable';
  reason: string;
  /** The match that went away. */
  contextKey?: string;
}

export interface HeartbeatMessage {
  type: 'heartbeat';
  at: string;
}

export interface PongMessage {
  type: 'pong';
  requestId?: string;
}

export interface AckMessage {
  type: 'ack';
  requestId: string;
  command: LocalCommand;
}

export interface CommandMessage {
  type: 'command';
  command: LocalCommand;
}

export interface ErrorMessage {
  type: 'error';
  code: string;
  error: string;
  requestId?: string;
  errors?: Record<string, string>;
  /** The HTTP status the same refusal has on the HTTP API, when there is one. */
  status?: number;
}

export type ServerMessage =
  | ReadyMessage
  | StateMessage
  | UnavailableMessage
  | HeartbeatMessage
  | PongMessage
  | AckMessage
  | CommandMessage
  | ErrorMessage;

const TYPES = new Set(['ready', 'state', 'unavailable', 'heartbeat', 'pong', 'ack', 'command', 'error']);

/** A server message, or null for text that is not one (ignored: newer servers may add types). */
export function parseServerMessage(text: string): ServerMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return null;
  const type = (message as { type?: unknown }).type;
  return typeof type === 'string' && TYPES.has(type) ? (message as ServerMessage) : null;
}
