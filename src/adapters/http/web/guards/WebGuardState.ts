import type { WebAuthentication } from '../WebAuthentication';
import type { WebState } from '../webState';
import type { Passage } from '../../guards/pipeline';

/** What the web guards establish about a request or an upgrade. */
export interface WebGuardState extends WebState {
  /** The user of the session cookie, looked up once for the Origin and credential steps. */
  sessionUser?: Promise<string | null>;
}

/** The user of a session id (null once ended), read from the store once per request. */
export function sessionUserOf(
  passage: Passage<WebGuardState>,
  auth: WebAuthentication,
  sessionId: string,
): Promise<string | null> {
  passage.state.sessionUser ??= auth.sessions.resolve(sessionId, auth.clock.now());
  return passage.state.sessionUser;
}
