// The local host as `match-desk local` starts it (startLocalHost: demo data in SQLite, the live
// football match loaded, key required), in a temporary settings folder, with the limits that
// would otherwise be what a benchmark measures raised out of the way; the guards still run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalHostOptions, RunningLocalHost } from '../../src/bootstrap/local';
import { startLocalHost } from '../../src/bootstrap/local';
import { benchLogger } from './logger';

const UNLIMITED = (name: string) => ({ name, capacity: 1e9, refillPerSecond: 1e9 });

/** What a benchmark changes from the defaults, and why (printed in its notes). */
export const RAISED_LIMITS =
  'Limits raised for the load, their checks still running: the local request limit (50/s, burst 100 ' +
  'per client), the OCR input message rate (60/s, burst 120) and the number of /ws sessions (64).';

export interface BenchLocalHost {
  readonly host: RunningLocalHost;
  /** http://127.0.0.1:PORT (after Apply, which may move the listener). */
  url(): string;
  readonly auth: Readonly<Record<string, string>>;
  /** ws://…/api/v1/ocr/{ingressKey} */
  ocrUrl(): string;
  /** ws://…/api/v1/ws */
  wsUrl(): string;
  close(): Promise<void>;
}

export async function startBenchLocalHost(
  options: Partial<LocalHostOptions> & { readonly ocr?: boolean } = {},
): Promise<BenchLocalHost> {
  const dir = mkdtempSync(join(tmpdir(), 'md-bench-local-'));
  const { ocr, ...rest } = options;
  const host = await startLocalHost({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'sqlite::memory:',
    settingsPath: join(dir, 'settings.json'),
    logger: benchLogger('match-desk-local'),
    print: () => undefined,
    console: false,
    rateLimit: UNLIMITED('local'),
    ws: { maxConnections: 10_000 },
    ocrIngress: { messageRate: UNLIMITED('ocr-messages') },
    ...rest,
  });
  if (ocr) {
    const applied = await host.apply({ scoreboardTable: { vendor: 'scoreboard-ocr', active: true } });
    if (!applied.ok) throw new Error(`scoreboard-ocr not applied: ${applied.error.message}`);
  }
  const url = () => host.url as string;
  return {
    host,
    url,
    auth: { Authorization: `Bearer ${host.key}` },
    ocrUrl: () => `${url().replace(/^http/, 'ws')}/api/v1/ocr/${host.services.settings().keys.ocrIngressKey}`,
    wsUrl: () => `${url().replace(/^http/, 'ws')}/api/v1/ws`,
    close: async () => {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
