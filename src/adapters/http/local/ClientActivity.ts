import type { Context, Next } from 'koa';

/** How long a client counts as connected after its last request. */
export const CLIENT_ACTIVE_MS = 60_000;

/**
 * The clients of the Running indicator: addresses seen in the last minute over HTTP, plus the
 * long-lived connections (WebSocket sessions) other parts register.
 */
export class ClientActivity {
  private readonly lastSeen = new Map<string, number>();
  private sessions = 0;

  constructor(private readonly now: () => number = Date.now) {}

  middleware() {
    return async (ctx: Context, next: Next): Promise<void> => {
      this.lastSeen.set(ctx.ip, this.now());
      return next();
    };
  }

  /** Registers a long-lived connection; returns the function that ends it. */
  openSession(): () => void {
    this.sessions += 1;
    let open = true;
    return () => {
      if (open) this.sessions -= 1;
      open = false;
    };
  }

  connected(): number {
    const since = this.now() - CLIENT_ACTIVE_MS;
    for (const [ip, at] of this.lastSeen) if (at < since) this.lastSeen.delete(ip);
    return this.lastSeen.size + this.sessions;
  }
}
