// A small bounded concurrent HTTP load loop: `concurrency` clients, each sending its next request
// as soon as the previous answer is read (closed loop), over keep-alive connections. Samples are
// kept only for requests that start and end inside the measured window, after a warm-up.
import type { HttpCall } from './httpClient';
import { HttpClient } from './httpClient';
import { nowMs, Samples } from './latency';

/** Fixed requests, taken in turn; each answer must have `expectStatus`. */
export interface RequestsScenario {
  readonly kind: 'requests';
  readonly calls: readonly HttpCall[];
  readonly expectStatus: number;
}

/** POST a command (202), then GET its statusUrl until it is no longer pending. */
export interface CommandScenario {
  readonly kind: 'command';
  readonly post: HttpCall;
  /** Headers of the status polls (the key). */
  readonly pollHeaders: Readonly<Record<string, string>>;
  /** The state the command must end in. */
  readonly expectState: string;
}

export type Scenario = RequestsScenario | CommandScenario;

export interface LoadPlan {
  readonly baseUrl: string;
  readonly concurrency: number;
  readonly warmupMs: number;
  /** The measured window; with `count`, a cap. */
  readonly durationMs: number;
  /** Stop once this many requests (commands) are done. */
  readonly count?: number;
  readonly scenario: Scenario;
}

export interface LoadResult {
  /** Latency of each measured request (ms), unsorted. */
  readonly latencies: Float64Array;
  /** Length of the measured window (ms). */
  readonly windowMs: number;
  /** Answers with an unexpected status or content, by status. */
  readonly unexpected: Record<string, number>;
  /** 429 answers to a command POST, retried at once (the pending-command limit). */
  readonly refusals: number;
  /** Status polls needed per command, on average. */
  readonly pollsPerCommand: number;
  readonly bytesPerAnswer: number;
}

interface Counters {
  unexpected: Record<string, number>;
  refusals: number;
  polls: number;
  bytes: number;
  answers: number;
}

const count = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

async function runRequest(client: HttpClient, scenario: RequestsScenario, turn: number, c: Counters) {
  const call = scenario.calls[turn % scenario.calls.length] as HttpCall;
  const answer = await client.call(call);
  c.bytes += answer.body.length;
  c.answers += 1;
  if (answer.status !== scenario.expectStatus) count(c.unexpected, String(answer.status));
}

async function runCommand(client: HttpClient, scenario: CommandScenario, c: Counters) {
  let posted = await client.call(scenario.post);
  while (posted.status === 429) {
    c.refusals += 1;
    posted = await client.call(scenario.post);
  }
  if (posted.status !== 202) return count(c.unexpected, `POST ${posted.status}`);
  let command = JSON.parse(posted.body.toString('utf8')) as { state: string; statusUrl: string };
  while (command.state === 'pending') {
    const polled = await client.call({ path: command.statusUrl, headers: scenario.pollHeaders });
    c.polls += 1;
    if (polled.status !== 200) return count(c.unexpected, `GET ${polled.status}`);
    command = JSON.parse(polled.body.toString('utf8')) as typeof command;
  }
  c.answers += 1;
  if (command.state !== scenario.expectState) count(c.unexpected, `state ${command.state}`);
}

/** Runs the plan and returns the measured window's samples. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const client = new HttpClient(plan.baseUrl, plan.concurrency);
  const samples = new Samples();
  const counters: Counters = { unexpected: {}, refusals: 0, polls: 0, bytes: 0, answers: 0 };
  const start = nowMs();
  const windowStart = start + plan.warmupMs;
  const windowEnd = windowStart + plan.durationMs;
  const { scenario } = plan;
  let turn = 0;
  let started = 0;
  const clientLoop = async () => {
    for (;;) {
      const sent = nowMs();
      if (sent >= windowEnd || started >= (plan.count ?? Number.POSITIVE_INFINITY)) return;
      started += 1;
      if (scenario.kind === 'requests') await runRequest(client, scenario, turn++, counters);
      else await runCommand(client, scenario, counters);
      const done = nowMs();
      if (sent >= windowStart && done <= windowEnd) samples.add(done - sent);
    }
  };
  try {
    await Promise.all(Array.from({ length: plan.concurrency }, clientLoop));
  } finally {
    client.close();
  }
  return {
    latencies: samples.toArray(),
    windowMs: plan.count === undefined ? plan.durationMs : Math.min(plan.durationMs, nowMs() - windowStart),
    unexpected: counters.unexpected,
    refusals: counters.refusals,
    pollsPerCommand: counters.answers === 0 ? 0 : counters.polls / counters.answers,
    bytesPerAnswer: counters.answers === 0 ? 0 : counters.bytes / counters.answers,
  };
}
