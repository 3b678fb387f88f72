import type { Sessions } from '../../../../application/ports/Sessions';

/** Who wants to know, at once, that a session of this instance ended (a logout, a new login). */
export interface SessionEnds {
  /** Calls `listener` with the id of each session ended through this instance; returns the unsubscribe. */
  onEnded(listener: (sessionId: string) => void): () => void;
}

/**
 * Sessions that tell, at once, which session this instance ended: the notifications socket closes
 * that session's sockets then, instead of at its next heartbeat. A session ended elsewhere (another
 * instance, its expiry, a disabled user) is still found at the heartbeat.
 */
export class EndingSessions implements Sessions, SessionEnds {
  private readonly listeners = new Set<(sessionId: string) => void>();

  constructor(private readonly inner: Sessions) {}

  create(userId: string, now: Date): Promise<string> {
    return this.inner.create(userId, now);
  }

  resolve(sessionId: string, now: Date): Promise<string | null> {
    return this.inner.resolve(sessionId, now);
  }

  async destroy(sessionId: string): Promise<void> {
    await this.inner.destroy(sessionId);
    for (const listener of this.listeners) listener(sessionId);
  }

  onEnded(listener: (sessionId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
