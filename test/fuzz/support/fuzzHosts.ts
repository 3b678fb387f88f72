// The real hosts the fuzz suites attack, started as the other suites start them, with a frozen
// clock (the desk's clock does not run: a state read twice is the same, so "a refused input
// changed nothing" can be checked) and rate limits out of the way (a 429 would hide the rest).
import type { LocalHostOptions } from '../../../src/bootstrap/local';
import type { Clock } from '../../../src/application/ports/Clock';
import type { RateLimitPolicy } from '../../../src/application/ports/RateLimits';
import { TempDir, testHost } from '../../adapters/http/local/support/localHost';
import type { TestHost } from '../../adapters/http/local/support/localHost';
import { RecordingLogger } from '../../support/webHost';

export const FROZEN_CLOCK: Clock = { now: () => new Date('2026-03-14T15:09:26.000Z') };

/** A limit the fuzz never reaches, whatever the clock (its tokens never need to refill). */
export const UNLIMITED = (name: string): RateLimitPolicy => ({ name, capacity: 1e12, refillPerSecond: 1e12 });

export interface FuzzedLocalHost extends TestHost {
  readonly url: string;
  readonly key: string;
  readonly logger: RecordingLogger;
  /** The desk's whole state as GET /api/v1/state answers it. */
  stateText(): Promise<string>;
  stop(): Promise<void>;
}

/** The real local host (demo match, in-memory SQLite, its own settings file) for a fuzz suite. */
export async function fuzzedLocalHost(options: LocalHostOptions = {}): Promise<FuzzedLocalHost> {
  const dir = new TempDir();
  await dir.create();
  const logger = new RecordingLogger();
  const running = await testHost(dir, {
    clock: FROZEN_CLOCK,
    logger,
    rateLimit: UNLIMITED('local'),
    ...options,
    ws: { messageRate: UNLIMITED('ws-messages'), ...options.ws },
    ocrIngress: { messageRate: UNLIMITED('ocr-messages'), ...options.ocrIngress },
  });
  const url = running.host.url as string;
  const key = running.host.key;
  return {
    ...running,
    url,
    key,
    logger,
    stateText: async () => {
      const answer = await fetch(`${url}/api/v1/state`, { headers: { Authorization: `Bearer ${key}` } });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`GET /api/v1/state answered ${answer.status}: ${text}`);
      return text;
    },
    stop: async () => {
      await running.host.close();
      await dir.remove();
    },
  };
}

/** The error-level log entries since `from` (a 5xx or a crash is logged as an error), for the message. */
export function loggedErrors(logger: RecordingLogger, from: number): string[] {
  return logger.entries
    .slice(from)
    .filter((e) => e.level === 'error')
    .map((e) => {
      const err = (e.obj as { err?: Error }).err;
      return `${e.msg ?? ''} ${err?.stack ?? JSON.stringify(e.obj)}`;
    });
}
