/** Close codes of the local /ws session (CONTRACT-NOTES, docs/local-ws.md). */
export const WS_CLOSE = {
  /** The server stops, or Apply moves the listener: reconnect (to the new address). */
  goingAway: 1001,
  /** A text frame that is not valid UTF-8 (ws closes by itself). */
  invalidPayload: 1007,
  /** A frame over the size limit (ws closes by itself). */
  tooBig: 1009,
  /** The client fell past the hard buffer cap: reconnect after a pause. */
  slowConsumer: 4008,
  /** Too many bad messages in a row. */
  badMessage: 4400,
  /** Wrong key in the auth frame, a first frame that is not auth, or the key changed. */
  authenticationFailed: 4401,
  /** Reserved: not sent by this version. */
  forbidden: 4403,
  /** No auth frame within the delay (spec 5.1.5: 5 s). */
  authenticationTimeout: 4408,
  /** Messages faster than the limit. */
  tooManyMessages: 4429,
} as const;

/** A client must not reconnect after these without a change on its side (a key, a fix). */
export const FATAL_CLOSE_CODES: readonly number[] = [
  WS_CLOSE.invalidPayload,
  WS_CLOSE.tooBig,
  WS_CLOSE.badMessage,
  WS_CLOSE.authenticationFailed,
  WS_CLOSE.forbidden,
  WS_CLOSE.authenticationTimeout,
];
