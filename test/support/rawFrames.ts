// Frames a conforming WebSocket client never sends, written straight onto a socket's TCP
// connection, for the close codes the ws library gives them (1002, 1008) and its ping cap (1006).
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

const MASK = Buffer.from([0x11, 0x22, 0x33, 0x44]);

/** A text frame without the mask every client frame must carry (RFC 6455 5.1): 1002. */
export const unmaskedTextFrame = (): Buffer => Buffer.from([0x81, 0x02, 0x68, 0x69]);

/** A masked, empty frame with the reserved opcode 0x3 (RFC 6455 5.2): 1002. */
export const reservedOpcodeFrame = (): Buffer => Buffer.concat([Buffer.from([0x83, 0x80]), MASK]);

/** One text message in `fragments` empty masked frames, the last one not sent: 1008 past 16,384. */
export function fragmentedMessage(fragments: number): Buffer {
  const first = Buffer.concat([Buffer.from([0x01, 0x80]), MASK]);
  const continuation = Buffer.concat([Buffer.from([0x00, 0x80]), MASK]);
  return Buffer.concat([first, ...Array.from({ length: fragments - 1 }, () => continuation)]);
}

/** `count` masked, empty pings at once. */
export function pings(count: number): Buffer {
  const ping = Buffer.concat([Buffer.from([0x89, 0x80]), MASK]);
  return Buffer.concat(Array.from({ length: count }, () => ping));
}

/** Writes bytes on the socket's connection, bypassing the library's framing. */
export function writeRaw(socket: WebSocket, bytes: Buffer): void {
  (socket as unknown as { _socket: Socket })._socket.write(bytes);
}

/**
 * Frames the ws library closes a connection on by itself, with the code it closes with (each in
 * x-close-codes of every channel): the hardening suites of both hosts send each one.
 */
export const PROTOCOL_BREACHES: readonly (readonly [string, () => Buffer, number])[] = [
  ['an unmasked frame', unmaskedTextFrame, 1002],
  ['a reserved opcode', reservedOpcodeFrame, 1002],
  ['a message in 16,385 fragments', () => fragmentedMessage(16_385), 1008],
  ['61 pings at once, more than the 60 pongs that may wait', () => pings(61), 1006],
];
