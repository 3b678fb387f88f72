import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { OcrService, OcrSourceLink } from '../../application/ocr/OcrService';
import type { Clock } from '../../application/ports/Clock';
import type { RateLimitPolicy } from '../../application/ports/RateLimits';
import type { DomainError } from '../../domain/shared/DomainError';
import { fromDomainError } from '../errors/ApiError';
import type { CloseErrorCode } from '../errors/errorMap';
import { closeCodeOf, messageOf } from '../errors/errorMap';
import type { UpgradeHandler } from '../http/HttpHost';
import { viewOfUpgrade } from '../http/guards/RequestView';
import { guardUpgrade } from '../http/guards/upgradeGuard';
import type { LocalGuards } from '../http/local/guards/LocalGuards';
import type { ClientActivity } from '../http/local/ClientActivity';
import type { Logger } from '../http/Logger';
import { TokenBucketRateLimits } from '../ratelimit/TokenBucketRateLimits';
import { refuseUpgrade } from '../http/refuseUpgrade';
import { parseOcrFrame } from './ocrFrames';
import { ocrTargetOf } from './ocrPath';

/** Close codes of the OCR input (docs/local-ws.md). */
export const OCR_CLOSE = {
  /** The scoreboard-ocr source was deactivated (or the API disabled): readings are cleared. */
  deactivated: closeCodeOf('ocr_source_deactivated'),
  goingAway: closeCodeOf('going_away'),
  /** A frame that breaks RFC 6455: unmasked, a reserved bit or opcode (ws closes by itself). */
  protocolError: closeCodeOf('protocol_error'),
  /** A text frame that is not valid UTF-8 (ws closes by itself). */
  invalidPayload: closeCodeOf('invalid_payload'),
  /** A message in more than 16,384 fragments (ws closes by itself). */
  tooManyFragments: closeCodeOf('too_many_fragments'),
  /** Spec 6.2 and 8: a frame over 8 KiB (ws closes by itself). */
  tooBig: closeCodeOf('message_too_big'),
  tooManyMessages: closeCodeOf('too_many_messages'),
  /** The ingress key the source connected with is no longer the key (`keys rotate`). */
  keyChanged: closeCodeOf('authentication_failed'),
} as const;

export interface OcrIngressLimits {
  /** Spec 8: 8 KiB per message. */
  readonly maxFrameBytes: number;
  /** Messages of the source, as a token bucket (sources send 5 to 30 readings/s); past it: 4429. */
  readonly messageRate: RateLimitPolicy;
  /** How long a closed source has to answer the close frame before the connection is cut. */
  readonly closeGraceMs: number;
  /**
   * The source is pinged (a WebSocket ping frame, which every client answers by itself) this often;
   * one that sent nothing and answered no ping for a whole period is cut, freeing the one source
   * slot (found by review: a frozen OCR machine, whose connection never closed, kept it forever).
   */
  readonly livenessMs: number;
}

export const DEFAULT_OCR_LIMITS: OcrIngressLimits = {
  maxFrameBytes: 8 * 1024,
  messageRate: { name: 'ocr-messages', capacity: 120, refillPerSecond: 60 },
  closeGraceMs: 1_000,
  livenessMs: 10_000,
};

export interface OcrIngressOptions {
  readonly ocr: Pick<OcrService, 'connect'>;
  /** The host's guard pipeline (its OCR route checks the ingress key, spec 5.1.6). */
  readonly guards: LocalGuards;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly clients?: ClientActivity;
  readonly limits?: Partial<OcrIngressLimits>;
}

interface Connected {
  readonly socket: WebSocket;
  readonly link: OcrSourceLink;
  /** The ingress key of its path; null on the keyless path. */
  readonly key: string | null;
}

const TEXT = { binary: false } as const;

/**
 * The scoreboard-OCR input (spec 4.1, 5.1.6, 6.2) at /api/v1/ocr/{ingressKey} and /api/v1/ocr/:
 * no bearer; the ingress key in the path (required when Require API key is on). Frames are
 * `register`, `ping` and `ocr`; a valid reading gets no answer, an invalid frame gets
 * `error {code, error}` and changes nothing.
 */
export class OcrIngress {
  readonly limits: OcrIngressLimits;
  private readonly server: WebSocketServer;
  private readonly rates: TokenBucketRateLimits;
  private current: Connected | null = null;
  private connections = 0;

  constructor(private readonly options: OcrIngressOptions) {
    this.limits = { ...DEFAULT_OCR_LIMITS, ...options.limits };
    this.server = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      maxPayload: this.limits.maxFrameBytes,
    });
    this.rates = new TokenBucketRateLimits(options.clock);
  }

  /**
   * Claims the upgrades under /api/v1/ocr. They go through the host's guard pipeline, its OCR
   * route (spec 4.1: 400, 403); then the source must be free and active (409).
   */
  readonly upgrade: UpgradeHandler = (request, socket, head) => {
    if (!ocrTargetOf(request.url ?? '')) return false;
    const view = viewOfUpgrade(request);
    const { guards, logger } = this.options;
    guardUpgrade(socket, guards.check(view, guards.ocr), logger, () =>
      this.open(request, socket, head, view.address),
    );
    return true;
  };

  private open(request: IncomingMessage, socket: Duplex, head: Buffer, address: string): void {
    const link = this.options.ocr.connect(address, (reason) => this.deactivated(reason));
    if (!link.ok) {
      refuseUpgrade(socket, fromDomainError(link.error));
      return;
    }
    let upgraded = false;
    // A handshake ws refuses (e.g. no Sec-WebSocket-Key) never connects: free the source.
    socket.once('close', () => {
      if (!upgraded) link.value.end();
    });
    const target = ocrTargetOf(request.url ?? '');
    const key = target?.kind === 'keyed' ? target.key : null;
    this.server.handleUpgrade(request, socket, head, (ws) => {
      upgraded = true;
      this.connected(ws, address, link.value, key);
    });
  }

  /** The source connected now, if any. */
  get sourceConnected(): boolean {
    return this.current !== null;
  }

  /** Closes the source (1001 by default) and resolves once it is gone. */
  async closeAll(code: CloseErrorCode = 'going_away', reason: string = messageOf(code)): Promise<void> {
    const current = this.current;
    if (!current) return;
    await new Promise<void>((resolve) => {
      current.socket.once('close', () => resolve());
      this.closeSocket(current.socket, code, reason);
    });
  }

  async dispose(): Promise<void> {
    await this.closeAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The keys changed (`keys rotate`): a source connected with another ingress key than the one now
   * in effect, or on the keyless path while a key is required, is closed with 4401 at once (found
   * by review: its readings kept applying). Its readings stay, as after any disconnection.
   */
  keysChanged(access: { readonly requireKey: boolean; readonly ingressKey: string }): void {
    const current = this.current;
    if (!current) return;
    const stale = current.key === null ? access.requireKey : current.key !== access.ingressKey;
    if (stale) this.closeSocket(current.socket, 'authentication_failed', 'the OCR ingress key changed');
  }

  private connected(socket: WebSocket, address: string, link: OcrSourceLink, key: string | null): void {
    const id = (this.connections += 1);
    const connection: Connected = { socket, link, key };
    this.current = connection;
    const release = this.options.clients?.openSession();
    let heard = true;
    const hear = () => {
      heard = true;
    };
    const liveness = setInterval(() => {
      if (!heard) {
        this.options.logger.warn({ address }, 'OCR source answered nothing for a whole period: cut');
        socket.terminate();
        return;
      }
      heard = false;
      socket.ping();
    }, this.limits.livenessMs);
    liveness.unref();
    socket.on('pong', hear);
    socket.on('message', hear);
    socket.on('close', () => {
      clearInterval(liveness);
      link.end();
      release?.();
      if (this.current === connection) this.current = null;
    });
    // ws closes the connection itself on a protocol error (1009 for a frame over 8 KiB).
    socket.on('error', () => undefined);
    socket.on('message', (data, isBinary) => this.onMessage(id, connection, data as Buffer, isBinary));
    this.options.logger.info({ address }, 'OCR source connected');
  }

  private onMessage(id: number, { socket, link }: Connected, data: Buffer, isBinary: boolean): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (!this.rates.take(this.limits.messageRate, `ocr#${id}`).allowed) {
      this.closeSocket(socket, 'too_many_messages');
      return;
    }
    const parsed = parseOcrFrame(data, isBinary);
    if (!parsed.ok) return this.refuse(socket, parsed.error);
    switch (parsed.value.type) {
      case 'register':
        link.register();
        return socket.send(JSON.stringify({ type: 'registered', role: 'ocr', protocol: 1 }), TEXT);
      case 'ping':
        return socket.send(JSON.stringify({ type: 'pong' }), TEXT);
      case 'ocr': {
        const taken = link.take(parsed.value.reading);
        if (!taken.ok) this.refuse(socket, taken.error);
        return;
      }
    }
  }

  private refuse(socket: WebSocket, error: DomainError): void {
    socket.send(
      JSON.stringify({
        type: 'error',
        code: error.code,
        error: error.message,
        ...(error.details ? { errors: error.details } : {}),
      }),
      TEXT,
    );
  }

  /** The service ended the source (deactivation): the readings are already cleared. */
  private deactivated(reason: DomainError): void {
    const current = this.current;
    if (current) this.closeSocket(current.socket, 'ocr_source_deactivated', reason.message.slice(0, 100));
  }

  private closeSocket(socket: WebSocket, code: CloseErrorCode, reason: string = messageOf(code)): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.close(closeCodeOf(code), reason);
    setTimeout(() => socket.terminate(), this.limits.closeGraceMs).unref();
  }
}
