/**
 * Logged-in browser sessions (CONTRACT-NOTES "Sessions"). The id is opaque and random; it travels
 * only in the `md_session` cookie and is never logged.
 */
export interface Sessions {
  /** Opens a session for the user; returns its id. */
  create(userId: string, now: Date): Promise<string>;
  /** The user of a live session; null when unknown, ended or expired. */
  resolve(sessionId: string, now: Date): Promise<string | null>;
  /** Ends the session; ending an unknown one does nothing. */
  destroy(sessionId: string): Promise<void>;
}
