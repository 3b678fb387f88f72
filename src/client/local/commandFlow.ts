import type { BackoffOptions } from '../shared/Backoff';
import { Backoff } from '../shared/Backoff';
import { ClientNetworkError } from '../shared/ClientNetworkError';
import { sleep } from '../shared/sleep';
import { CommandTimeoutError } from './CommandTimeoutError';
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotencyKey';
import type { LocalHttp } from './LocalHttp';
import type { FinishedCommand, LocalCommand } from './localTypes';
import { isFinished } from './localTypes';

export interface WaitOptions {
  /** How long to wait for `accepted` or `failed` after the 202, in ms (default 10 000). */
  readonly timeoutMs?: number;
  /** Between two reads of statusUrl, in ms (default 100). */
  readonly pollIntervalMs?: number;
}

export interface CommandOptions extends WaitOptions {
  /** One key per intention; a fresh one is made when absent. Pass one only to retry the same intention. */
  readonly idempotencyKey?: string;
}

export interface PostRetryOptions extends BackoffOptions {
  /** Tries of the POST when the network fails, the first included (default 4). */
  readonly attempts?: number;
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 10_000;
export const DEFAULT_POLL_INTERVAL_MS = 100;

/** The key of one intention: the caller's (checked) or a fresh one. */
export function intentionKey(given: string | undefined): string {
  if (given === undefined) return newIdempotencyKey();
  if (!IDEMPOTENCY_KEY_PATTERN.test(given)) {
    throw new TypeError('idempotencyKey must match ^[A-Za-z0-9_-]{1,100}$ (spec 4.1).');
  }
  return given;
}

/**
 * POSTs a command with its Idempotency-Key. A network failure is retried with the SAME key
 * (spec 4.1 rule 3: the server returns the command it already has and runs nothing again).
 */
export async function postCommand(
  http: LocalHttp,
  path: string,
  body: Record<string, unknown>,
  key: string,
  retry: PostRetryOptions = {},
): Promise<LocalCommand> {
  const attempts = Math.max(1, retry.attempts ?? 4);
  const backoff = new Backoff({
    baseMs: retry.baseMs ?? 100,
    maxMs: retry.maxMs ?? 2000,
    random: retry.random,
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await http.postJson<LocalCommand>(path, body, { 'Idempotency-Key': key });
    } catch (error) {
      if (!(error instanceof ClientNetworkError)) throw error;
      if (attempt >= attempts) throw error.withKey(key);
      await sleep(backoff.nextDelayMs());
    }
  }
}

/**
 * Spec 4.1 rule 2: reads statusUrl until the command is accepted or failed. A network failure
 * while polling is retried until the timeout; a refusal (e.g. 404 once expired) is thrown. Each
 * poll is bounded by what is left of the timeout (found by review: a poll the desk never
 * answered kept the caller waiting far past it).
 */
export async function waitForCommand(
  http: LocalHttp,
  command: LocalCommand,
  options: WaitOptions = {},
): Promise<FinishedCommand> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
  const interval = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const deadline = Date.now() + timeoutMs;
  let last = command;
  while (!isFinished(last)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new CommandTimeoutError(last, timeoutMs);
    await sleep(Math.min(interval, left));
    try {
      last = await http.getJson<LocalCommand>(last.statusUrl, Math.max(1, deadline - Date.now()));
    } catch (error) {
      if (!(error instanceof ClientNetworkError)) throw error;
    }
  }
  return last;
}
