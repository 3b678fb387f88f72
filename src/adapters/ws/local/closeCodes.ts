import { closeCodeOf, isFatalClose } from '../../errors/errorMap';
import type { CloseErrorCode } from '../../errors/errorMap';

/** The closes of the local /ws session, by their code in the error map (docs/local-ws.md). */
const SESSION_CLOSES = {
  /** The server stops, or Apply moves the listener: reconnect (to the new address). */
  goingAway: 'going_away',
  /** A frame that breaks RFC 6455: unmasked, a reserved bit or opcode (ws closes by itself). */
  protocolError: 'protocol_error',
  /** A text frame that is not valid UTF-8 (ws closes by itself). */
  invalidPayload: 'invalid_payload',
  /** A message in more than 16,384 fragments (ws closes by itself). */
  tooManyFragments: 'too_many_fragments',
  /** A frame over the size limit (ws closes by itself). */
  tooBig: 'message_too_big',
  /** The session cap was reached while the session waited for its auth frame: reconnect later. */
  tryAgainLater: 'try_again_later',
  /** The client fell past the hard buffer cap or the slow-client time: reconnect after a pause. */
  slowConsumer: 'slow_consumer',
  /** Too many bad messages in a row. */
  badMessage: 'too_many_bad_messages',
  /** Wrong key in the auth frame, a first frame that is not auth, or the key changed. */
  authenticationFailed: 'authentication_failed',
  /** Reserved: not sent by this version. */
  forbidden: 'forbidden',
  /** No auth frame within the delay (spec 5.1.5: 5 s). */
  authenticationTimeout: 'authentication_timeout',
  /** Messages faster than the limit. */
  tooManyMessages: 'too_many_messages',
} as const satisfies Record<string, CloseErrorCode>;

type SessionClose = keyof typeof SESSION_CLOSES;

/** Close codes of the local /ws session (CONTRACT-NOTES, docs/local-ws.md), as numbers. */
export const WS_CLOSE = Object.fromEntries(
  Object.entries(SESSION_CLOSES).map(([name, code]) => [name, closeCodeOf(code)]),
) as Readonly<Record<SessionClose, number>>;

/** A client must not reconnect after these without a change on its side (a key, a fix). */
export const FATAL_CLOSE_CODES: readonly number[] = Object.values(SESSION_CLOSES)
  .filter(isFatalClose)
  .map(closeCodeOf);
