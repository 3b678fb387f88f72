import { WebSocket } from 'ws';
import type { CloseErrorCode } from '../../errors/errorMap';
import { closeCodeOf, messageOf } from '../../errors/errorMap';
import type { StateFrame } from './StateFrames';

/** How much a client may have waiting in its send buffer (CONTRACT-NOTES "Slow consumers"). */
export interface FlowLimits {
  /** Above this many buffered bytes the client skips states and gets the latest once it drains. */
  readonly softBufferBytes: number;
  /** Above this many the client is closed with 4008. */
  readonly hardBufferBytes: number;
  /** How long a closed client has to answer the close frame before the connection is cut. */
  readonly closeGraceMs: number;
  /**
   * Issue 13 finding 6: a client whose send buffer stays full this long (the network takes no
   * more of its data, so bytes wait in the host) is closed with 4008, whatever the byte caps.
   */
  readonly slowClientMs: number;
}

/** The lifecycle of a /ws session (spec 3.3). */
export type SessionPhase =
  | { readonly kind: 'authenticating'; readonly timer: NodeJS.Timeout }
  /** `key`: the local key it authenticated with; null when the API was unprotected. */
  | { readonly kind: 'ready'; readonly key: string | null }
  | { readonly kind: 'closing' };

const TEXT = { binary: false } as const;

/**
 * One /ws client and its flow control. A state is sent only when the previous one has been
 * written to the network and the buffer is under the soft threshold; otherwise the client is
 * marked behind and gets the latest state, not a queue, as soon as a write completes.
 */
export class Session {
  phase: SessionPhase = { kind: 'ready', key: null };
  /** Consecutive bad frames (4400 past the limit). */
  badFrames = 0;
  private sentRev = 0;
  /** Since when (ms) data has waited in the host for this client; null while it reads. */
  private stalledSince: number | null = null;
  private stateInFlight = false;
  private behind = false;

  constructor(
    readonly id: number,
    readonly socket: WebSocket,
    readonly address: string,
    private readonly limits: FlowLimits,
    private readonly latest: () => StateFrame | null,
  ) {}

  /** Waits for the auth frame; `timer` closes the session when it does not come in time. */
  awaitAuthentication(timer: NodeJS.Timeout): void {
    this.phase = { kind: 'authenticating', timer };
  }

  /** `key`: the local key the client gave; null when the API is unprotected. */
  authenticated(key: string | null): void {
    if (this.phase.kind === 'authenticating') clearTimeout(this.phase.timer);
    this.phase = { kind: 'ready', key };
  }

  get ready(): boolean {
    return this.phase.kind === 'ready' && this.socket.readyState === WebSocket.OPEN;
  }

  /** The last rev handed to the socket (0 before any). */
  get rev(): number {
    return this.sentRev;
  }

  get bufferedBytes(): number {
    return this.socket.bufferedAmount;
  }

  /** A small message (not a state): sent unless the client is past the hard cap. */
  send(data: string | Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN || this.overHardCap()) return;
    this.socket.send(data, TEXT, this.written);
  }

  /** Latest-wins: skipped while the client is behind, caught up when its writes complete. */
  offerState(frame: StateFrame): void {
    if (!this.ready || frame.rev <= this.sentRev || this.overHardCap()) return;
    if (this.stateInFlight || this.socket.bufferedAmount > this.limits.softBufferBytes) {
      this.behind = true;
      return;
    }
    this.behind = false;
    this.stateInFlight = true;
    this.sentRev = frame.rev;
    this.socket.send(frame.data, TEXT, this.stateWritten);
  }

  /** Sends the latest state if the client skipped one (e.g. on the heartbeat). */
  catchUp(): void {
    if (!this.behind) return;
    const frame = this.latest();
    if (frame) this.offerState(frame);
    else this.behind = false;
  }

  /** Closes with `code` (its reason by default); a client that does not read the close frame is cut after the grace. */
  close(code: CloseErrorCode, reason: string = messageOf(code)): void {
    if (this.phase.kind === 'authenticating') clearTimeout(this.phase.timer);
    if (this.phase.kind === 'closing') return;
    this.phase = { kind: 'closing' };
    this.socket.close(closeCodeOf(code), reason);
    setTimeout(() => this.socket.terminate(), this.limits.closeGraceMs).unref();
  }

  /** Closes the client with 4008 once its data has waited longer than slowClientMs. */
  checkStall(nowMs: number): void {
    if (this.phase.kind === 'closing' || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount === 0) {
      this.stalledSince = null;
      return;
    }
    this.stalledSince ??= nowMs;
    if (nowMs - this.stalledSince >= this.limits.slowClientMs) {
      this.close('slow_consumer');
    }
  }

  private overHardCap(): boolean {
    if (this.socket.bufferedAmount <= this.limits.hardBufferBytes) return false;
    this.close('slow_consumer', 'slow consumer: too much data waiting');
    return true;
  }

  private readonly written = (error?: Error): void => {
    if (!error) this.catchUp();
  };

  private readonly stateWritten = (error?: Error): void => {
    this.stateInFlight = false;
    if (!error) this.catchUp();
  };
}
