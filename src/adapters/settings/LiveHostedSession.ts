import { unwatchFile, watchFile } from 'node:fs';
import type { FileHostedSessions, HostedSession } from './FileHostedSessions';

/** How often the session file is looked at for a new login (it is small, and stat is cheap). */
export const SESSION_POLL_MS = 1_000;

/**
 * A hosted desk's session as the session file holds it while the desk runs: when the operator
 * logs in again (`match-desk local login` in another terminal, after the old session ended), the
 * file changes and the desk takes the new cookie at once, without a restart. The file is watched
 * by polling its status (fs.watchFile: the file is replaced atomically, which an inotify watch on
 * the old file would not see), without keeping the process alive. A logout elsewhere, which
 * removes the entry, leaves the old cookie in use: the service refuses it anyway.
 */
export class LiveHostedSession {
  private current: HostedSession;
  private readonly listeners = new Set<(session: HostedSession) => void>();
  private watching = false;
  private reading: Promise<boolean> = Promise.resolve(false);

  constructor(
    private readonly sessions: FileHostedSessions,
    initial: HostedSession,
    private readonly options: { readonly pollMs?: number; readonly onError?: (error: unknown) => void } = {},
  ) {
    this.current = initial;
  }

  /** The cookie to send now. */
  readonly cookie = (): string => this.current.cookie;

  /** Who the session in use is for (the email `local login` took). */
  readonly email = (): string => this.current.email;

  get session(): HostedSession {
    return this.current;
  }

  /** Calls `listener` with the new session after each renewal; returns the unsubscribe. */
  onRenewed(listener: (session: HostedSession) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Starts watching the session file. */
  start(): void {
    if (this.watching) return;
    this.watching = true;
    watchFile(
      this.sessions.location,
      { interval: this.options.pollMs ?? SESSION_POLL_MS, persistent: false },
      this.changed,
    );
  }

  /** Reads the file now; true when it held a new cookie for this service (listeners were told). */
  reload(): Promise<boolean> {
    this.reading = this.reading.catch(() => false).then(() => this.read());
    return this.reading;
  }

  close(): void {
    if (!this.watching) return;
    this.watching = false;
    unwatchFile(this.sessions.location, this.changed);
  }

  private readonly changed = (): void => {
    void this.reload();
  };

  private async read(): Promise<boolean> {
    let found: HostedSession | undefined;
    try {
      found = await this.sessions.find(this.current.web);
    } catch (error) {
      // A file being written by hand, unreadable or holding a bad cookie (FileHostedSessions checks
      // it): the session in use stays; told once per change.
      this.options.onError?.(error);
      return false;
    }
    if (!found || found.cookie === this.current.cookie) return false;
    this.current = found;
    for (const listener of this.listeners) {
      try {
        listener(found);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    return true;
  }
}
