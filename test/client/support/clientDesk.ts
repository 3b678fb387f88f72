// The real local host on loopback for the client tests: the demo football match over in-memory
// stores, behind a gate that can hold store writes (so a command stays pending), restartable on
// the same port with the same settings file (so the same key).
import { silentLogger } from '../../../src/adapters/http/Logger';
import { createMemoryStores } from '../../../src/adapters/memory';
import { StoreDeskHost } from '../../../src/application/desk/host/StoreDeskHost';
import type { LocalHostOptions, RunningLocalHost } from '../../../src/bootstrap/local';
import { startLocalHost } from '../../../src/bootstrap/local';
import type { DemoChampionship } from '../../application/desk/support/demoStores';
import { importDemo } from '../../application/desk/support/demoStores';
import { GatedHost } from '../../application/desk/support/GatedHost';
import { TempDir } from '../../adapters/http/local/support/localHost';

export interface ClientDesk {
  readonly host: RunningLocalHost;
  readonly url: string;
  readonly key: string;
  readonly port: number;
  readonly gate: GatedHost;
  readonly demo: DemoChampionship;
  /** Stops the host and starts it again on the same port, with the same settings and stores. */
  restart(): Promise<void>;
  /** Stops the host (restart() starts it again). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function clientDesk(options: Omit<LocalHostOptions, 'port'> = {}): Promise<ClientDesk> {
  const dir = new TempDir();
  await dir.create();
  const stores = createMemoryStores();
  const demo = await importDemo(stores);
  const gate = new GatedHost(new StoreDeskHost(stores));
  let port = 0;
  let host: RunningLocalHost | undefined;
  let running = false;
  const start = async () => {
    host = await startLocalHost({
      port,
      deskHost: gate,
      matchId: demo.live.id,
      settingsPath: dir.file('settings.json'),
      logger: silentLogger,
      print: () => undefined,
      console: false,
      ...options,
    });
    port = Number(new URL(host.url as string).port);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    running = false;
    gate.release();
    await host?.close();
  };
  await start();
  return {
    get host() {
      return host as RunningLocalHost;
    },
    get url() {
      return host?.url as string;
    },
    get key() {
      return host?.key as string;
    },
    get port() {
      return port;
    },
    gate,
    demo,
    restart: async () => {
      await stop();
      await start();
    },
    stop,
    start,
    close: async () => {
      await stop();
      await dir.remove();
    },
  };
}
