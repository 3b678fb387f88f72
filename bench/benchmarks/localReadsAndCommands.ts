// Benchmark 2 (issue 7): GET /api/v1/state, GET /api/v1/texts/clock and POST click → accepted on
// the real local host (startLocalHost, the CLI's composition root), beside a bare Koa server
// answering the same bytes, at concurrency 1 and 32.
import type { Benchmark } from '../lib/Benchmark';
import type { FixedAnswer } from '../lib/bareKoa';
import { startBareKoa } from '../lib/bareKoa';
import type { Measured, Side, Timing } from '../lib/compare';
import { compare } from '../lib/compare';
import type { Figure, Target } from '../lib/figures';
import { figure } from '../lib/figures';
import { HttpClient } from '../lib/httpClient';
import { RAISED_LIMITS, startBenchLocalHost } from '../lib/localHost';

const BUTTON = 'graphic_scoreboard';
const STATE_TARGET: Target = { text: '≥ 0.8× bare Koa', on: 'ratio', op: '>=', limit: 0.8 };

interface Path {
  readonly label: string;
  readonly ours: Side;
  readonly baseline: Side;
  readonly target?: Target;
}

function figuresOf(
  path: Path,
  concurrency: number,
  m: { ours: Measured; baseline: Measured | null },
): Figure[] {
  const base = m.baseline as Measured;
  const name = `${path.label} c=${concurrency}`;
  const baselineName = 'bare Koa';
  return [
    figure({
      name: `${name} throughput`,
      unit: 'req/s',
      value: m.ours.requestsPerSecond,
      baseline: base.requestsPerSecond,
      baselineName,
      ...(path.target ? { target: path.target } : {}),
    }),
    figure({
      name: `${name} p50`,
      unit: 'ms',
      value: m.ours.latency.p50,
      baseline: base.latency.p50,
      baselineName,
    }),
    figure({
      name: `${name} p99`,
      unit: 'ms',
      value: m.ours.latency.p99,
      baseline: base.latency.p99,
      baselineName,
    }),
  ];
}

export const localReadsAndCommands: Benchmark = {
  name: 'local-reads-and-commands',
  title: 'Local API reads and click→accepted on startLocalHost vs bare Koa, concurrency 1 and 32',
  timeLimitMs: 150_000,
  async run({ worker, log, quick }) {
    const bench = await startBenchLocalHost();
    const host = bench.host;
    const client = new HttpClient(host.url as string, 1);
    const auth = { Authorization: `Bearer ${host.key}` };
    const fixed = new Map<string, FixedAnswer>();
    try {
      const state = await client.call({ path: '/api/v1/state', headers: auth });
      const contextKey = (JSON.parse(state.body.toString('utf8')) as { contextKey: string }).contextKey;
      const clock = await client.call({ path: '/api/v1/texts/clock', headers: auth });
      const post = {
        method: 'POST' as const,
        path: `/api/v1/buttons/${BUTTON}/click`,
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ contextKey }),
      };
      const posted = await client.call(post);
      const command = JSON.parse(posted.body.toString('utf8')) as { statusUrl: string };
      await host.services.desk.idle();
      const accepted = await client.call({ path: command.statusUrl, headers: auth });
      if (state.status !== 200 || clock.status !== 200 || posted.status !== 202 || accepted.status !== 200) {
        throw new Error(
          `the local host did not answer as expected: ${state.status} ${clock.status} ${posted.status}`,
        );
      }
      const json = 'application/json; charset=utf-8';
      fixed.set('GET /api/v1/state', { status: 200, type: json, body: state.body });
      fixed.set('GET /api/v1/texts/clock', {
        status: 200,
        type: 'text/plain; charset=utf-8',
        body: clock.body,
      });
      fixed.set(`POST ${post.path}`, { status: 202, type: json, body: posted.body });
      fixed.set(`GET ${command.statusUrl}`, { status: 200, type: json, body: accepted.body });
      log(`state ${state.body.length} B, clock "${clock.body.toString('utf8')}", context ${contextKey}`);
    } finally {
      client.close();
    }
    const bare = await startBareKoa(fixed);
    const ours = host.url as string;
    const read = (path: string): Side['scenario'] => ({
      kind: 'requests',
      calls: [{ path, headers: auth }],
      expectStatus: 200,
    });
    const click: Side['scenario'] = {
      kind: 'command',
      post: {
        method: 'POST',
        path: `/api/v1/buttons/${BUTTON}/click`,
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ contextKey: host.services.desk.loadedMatch()?.contextKey }),
      },
      pollHeaders: auth,
      expectState: 'accepted',
    };
    const paths: Path[] = [
      {
        label: 'GET /state',
        ours: { baseUrl: ours, scenario: read('/api/v1/state') },
        baseline: { baseUrl: bare.url, scenario: read('/api/v1/state') },
        target: STATE_TARGET,
      },
      {
        label: 'GET /texts/clock',
        ours: { baseUrl: ours, scenario: read('/api/v1/texts/clock') },
        baseline: { baseUrl: bare.url, scenario: read('/api/v1/texts/clock') },
      },
      {
        label: 'POST click → accepted',
        ours: { baseUrl: ours, scenario: click },
        baseline: { baseUrl: bare.url, scenario: click },
      },
    ];
    const figures: Figure[] = [];
    const notes: string[] = [];
    const details: Record<string, unknown> = {};
    try {
      for (const concurrency of [1, 32]) {
        const timing: Timing = {
          concurrency,
          rounds: 2,
          warmupMs: quick ? 200 : 400,
          roundMs: quick ? 600 : 1500,
        };
        for (const path of paths) {
          const measured = await compare(worker, path.ours, path.baseline, timing);
          log(
            `${path.label} c=${concurrency}: ${measured.ours.requestsPerSecond} req/s vs ${measured.baseline?.requestsPerSecond}`,
          );
          figures.push(...figuresOf(path, concurrency, measured));
          details[`${path.label} c=${concurrency}`] = measured;
          for (const [side, m] of Object.entries(measured)) {
            if (m && Object.keys(m.unexpected).length > 0) {
              notes.push(
                `${path.label} c=${concurrency} (${side}): unexpected answers ${JSON.stringify(m.unexpected)}.`,
              );
            }
          }
          if (measured.ours.refusals > 0) {
            notes.push(
              `${path.label} c=${concurrency}: ${measured.ours.refusals} POSTs refused with 429 (at most 16 ` +
                'pending commands) and retried at once; the latency counts from the first POST.',
            );
          }
        }
      }
    } finally {
      await bare.close();
      await bench.close();
    }
    notes.push(
      'The host runs as `match-desk local` does (demo data in SQLite, the live football match loaded, ' +
        'key required, one pino line per request to /dev/null). ' +
        RAISED_LIMITS +
        ' Without that, every figure here would read 50 req/s.',
      'A command is polled on GET /commands/{id} as soon as each answer arrives; "POST click → accepted" ' +
        'is the time from sending the POST to reading `accepted`, and its throughput counts commands.',
    );
    return { figures, notes, details };
  },
};
