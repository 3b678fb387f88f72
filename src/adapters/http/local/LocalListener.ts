import type Koa from 'koa';
import type { UpgradeHandler } from '../HttpHost';
import { HttpHost } from '../HttpHost';

export interface ListenAddress {
  readonly host: string;
  readonly port: number;
}

export interface BoundAddress extends ListenAddress {
  /** {base_url}: e.g. http://127.0.0.1:18800 */
  readonly url: string;
}

/**
 * The local API's listener: one HttpHost at a time, moved by Apply to a new port or address
 * while the app (and the desk behind it) stays. A move that cannot bind goes back to the old address.
 */
export class LocalListener {
  private host: HttpHost | undefined;
  private bound: BoundAddress | undefined;

  constructor(
    private readonly app: Koa,
    private readonly upgrades: readonly UpgradeHandler[] = [],
    /** Closes the upgraded connections (WebSocket sessions) when a listener stops. */
    private readonly beforeClose?: () => Promise<void>,
  ) {}

  address(): BoundAddress | undefined {
    return this.bound;
  }

  async listen(address: ListenAddress): Promise<BoundAddress> {
    const previous = this.bound;
    await this.stop();
    try {
      return await this.start(address);
    } catch (error) {
      if (previous) await this.start(previous);
      throw error;
    }
  }

  async stop(): Promise<void> {
    const host = this.host;
    this.host = undefined;
    this.bound = undefined;
    await host?.close();
  }

  private async start(address: ListenAddress): Promise<BoundAddress> {
    const host = new HttpHost(this.app, {
      host: address.host,
      port: address.port,
      upgrades: this.upgrades,
      ...(this.beforeClose ? { beforeClose: this.beforeClose } : {}),
    });
    const started = await host.start();
    this.host = host;
    this.bound = { host: started.host, port: started.port, url: started.url };
    return this.bound;
  }
}
