import { randomBytes } from 'node:crypto';
import type { Sessions } from '../../../../application/ports/Sessions';

/** Sessions last 12 hours from login, whatever the activity (an absolute lifetime). */
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

interface LiveSession {
  readonly userId: string;
  readonly expiresAt: number;
}

/**
 * Sessions of one web instance, kept in memory: a restart logs everybody out. Several instances
 * need a shared store behind the same port.
 */
export class MemorySessions implements Sessions {
  private readonly sessions = new Map<string, LiveSession>();

  constructor(private readonly ttlMs: number = DEFAULT_SESSION_TTL_MS) {}

  async create(userId: string, now: Date): Promise<string> {
    this.sweep(now);
    // 256 bits of randomness, URL- and cookie-safe.
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { userId, expiresAt: now.getTime() + this.ttlMs });
    return id;
  }

  async resolve(sessionId: string, now: Date): Promise<string | null> {
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    if (now.getTime() >= session.expiresAt) {
      this.sessions.delete(sessionId);
      return null;
    }
    return session.userId;
  }

  async destroy(sessionId: string): Promise<void> {
    this.sessions.delete(sessionId);
  }

  private sweep(now: Date): void {
    for (const [id, s] of this.sessions) if (now.getTime() >= s.expiresAt) this.sessions.delete(id);
  }
}
