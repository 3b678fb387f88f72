import { ClientNetworkError } from '../../shared/ClientNetworkError';
import { CommandTimeoutError } from '../CommandTimeoutError';
import type { FinishedCommand, LocalCommand } from '../localTypes';
import { isFinished } from '../localTypes';
import type { LocalSessionError } from './LocalSessionError';

interface Waiter {
  readonly requestId: string;
  /** Set by the ack. */
  command: LocalCommand | null;
  readonly resolve: (command: FinishedCommand) => void;
  readonly reject: (error: unknown) => void;
  readonly timer: NodeJS.Timeout;
  readonly timeoutMs: number;
}

/** Finished commands kept for an ack that arrives after them (the command ran at once). */
const RECENT_LIMIT = 64;

/**
 * The clicks and actions sent on the socket, from `requestId` to the finished command: the `ack`
 * gives the command's id, a later `command` message (or a status read) its final state.
 */
export class InFlightCommands {
  private readonly byRequest = new Map<string, Waiter>();
  private readonly recent = new Map<string, FinishedCommand>();

  wait(requestId: string, timeoutMs: number): Promise<FinishedCommand> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.timedOut(requestId), timeoutMs);
      this.byRequest.set(requestId, { requestId, command: null, resolve, reject, timer, timeoutMs });
    });
  }

  acked(requestId: string, command: LocalCommand): void {
    const waiter = this.byRequest.get(requestId);
    if (!waiter) return;
    waiter.command = command;
    const finished = isFinished(command) ? command : this.recent.get(command.id);
    if (finished) this.settle(waiter, finished);
  }

  /** A `command` message, or a status read after a reconnection. */
  updated(command: LocalCommand): void {
    if (!isFinished(command)) return;
    this.remember(command);
    for (const waiter of this.byRequest.values()) {
      if (waiter.command?.id === command.id) this.settle(waiter, command);
    }
  }

  refused(requestId: string, error: LocalSessionError): void {
    const waiter = this.byRequest.get(requestId);
    if (!waiter) return;
    this.drop(waiter);
    waiter.reject(error);
  }

  /** Not acknowledged when the connection broke: the server may or may not have it. */
  connectionLost(): void {
    for (const waiter of [...this.byRequest.values()]) {
      if (waiter.command !== null) continue;
      this.drop(waiter);
      waiter.reject(
        new ClientNetworkError(
          'The connection broke before the command was acknowledged: read the state before trying again.',
          undefined,
        ),
      );
    }
  }

  /** Acknowledged and still pending: their `command` message may have been missed while away. */
  unfinished(): LocalCommand[] {
    return [...this.byRequest.values()].flatMap((w) => (w.command ? [w.command] : []));
  }

  /** The command's status could not be read (e.g. 404 once expired). */
  failed(commandId: string, error: unknown): void {
    for (const waiter of [...this.byRequest.values()]) {
      if (waiter.command?.id !== commandId) continue;
      this.drop(waiter);
      waiter.reject(error);
    }
  }

  rejectAll(error: unknown): void {
    for (const waiter of [...this.byRequest.values()]) {
      this.drop(waiter);
      waiter.reject(error);
    }
  }

  private timedOut(requestId: string): void {
    const waiter = this.byRequest.get(requestId);
    if (!waiter) return;
    this.drop(waiter);
    waiter.reject(
      waiter.command
        ? new CommandTimeoutError(waiter.command, waiter.timeoutMs)
        : new ClientNetworkError(`No acknowledgement within ${waiter.timeoutMs} ms.`, undefined),
    );
  }

  private settle(waiter: Waiter, command: FinishedCommand): void {
    this.drop(waiter);
    waiter.resolve(command);
  }

  private drop(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    this.byRequest.delete(waiter.requestId);
  }

  private remember(command: FinishedCommand): void {
    this.recent.delete(command.id);
    this.recent.set(command.id, command);
    if (this.recent.size > RECENT_LIMIT) this.recent.delete(this.recent.keys().next().value as string);
  }
}
