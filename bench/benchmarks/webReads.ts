// Benchmark 3 (issue 7): get_match_snapshot, get_championship_standings and get_all_matchs on the
// real web host (startWebHostOn, as `match-desk web` serves it) with a real token, on a 380-match
// and a 38,000-match championship, on SQLite and on PostgreSQL when one answers; beside bare Koa
// returning the same bytes. SQL statements per request are counted on the database itself.
import { startWebHostOn } from '../../src/bootstrap/web';
import type { Benchmark } from '../lib/Benchmark';
import type { FixedAnswer } from '../lib/bareKoa';
import { startBareKoa } from '../lib/bareKoa';
import type { Measured, Timing } from '../lib/compare';
import { compare } from '../lib/compare';
import { createAccount } from '../lib/account';
import type { Figure, Target } from '../lib/figures';
import { figure } from '../lib/figures';
import { HttpClient } from '../lib/httpClient';
import { benchLogger } from '../lib/logger';
import type { CountedBackend } from '../lib/webBackend';
import { availablePostgres, openPostgresBackend, openSqliteBackend } from '../lib/webBackend';
import type { ChampionshipShape, GeneratedChampionship } from '../championships/generateChampionship';
import { generateChampionship, LARGE, SMALL } from '../championships/generateChampionship';

const SNAPSHOT_THROUGHPUT: Target = { text: '≥ 0.5× bare Koa', on: 'ratio', op: '>=', limit: 0.5 };
const SNAPSHOT_QUERIES: Target = { text: '≤ 6, constant with size', on: 'value', op: '<=', limit: 6 };
const SNAPSHOT_SCALE: Target = { text: '< 2× from 380 to 38,000 matches', on: 'ratio', op: '<', limit: 2 };

interface Endpoint {
  readonly label: string;
  readonly path: (c: GeneratedChampionship) => string;
  /** Load of one measurement: listing 38,000 matches takes far longer than a snapshot. */
  readonly timing: (shape: ChampionshipShape, quick: boolean) => Timing;
}

const standardTiming = (quick: boolean): Timing => ({
  concurrency: 8,
  rounds: 2,
  warmupMs: quick ? 200 : 400,
  roundMs: quick ? 600 : 1500,
});

const ENDPOINTS: readonly Endpoint[] = [
  {
    label: 'get_match_snapshot',
    path: (c) =>
      `/api/football/get_match_snapshot?championship_id=${c.championship.id}&match_id=${c.snapshotMatch.id}`,
    timing: (_shape, quick) => standardTiming(quick),
  },
  {
    label: 'get_championship_standings',
    path: (c) => `/api/football/get_championship_standings?championship_id=${c.championship.id}`,
    timing: (_shape, quick) => standardTiming(quick),
  },
  {
    label: 'get_all_matchs',
    path: (c) => `/api/football/get_all_matchs?championship_id=${c.championship.id}`,
    timing: (shape, quick) =>
      shape === LARGE
        ? { concurrency: 1, rounds: 1, warmupMs: 0, roundMs: 30_000, count: quick ? 1 : 3 }
        : standardTiming(quick),
  },
];

interface CaseResult {
  readonly database: string;
  readonly size: string;
  readonly endpoint: string;
  readonly bytes: number;
  readonly queries: number;
  readonly measured: { ours: Measured; baseline: Measured | null };
}

const sizeLabel = (g: GeneratedChampionship) => `${g.matchCount.toLocaleString('en-US')} matches`;

async function runDatabase(
  counted: CountedBackend,
  context: Parameters<Benchmark['run']>[0],
): Promise<{ cases: CaseResult[]; notes: string[] }> {
  const { worker, log, quick } = context;
  const notes: string[] = [];
  const account = await createAccount(counted.backend);
  const generated: { shape: ChampionshipShape; data: GeneratedChampionship }[] = [];
  for (const shape of [SMALL, LARGE]) {
    const started = Date.now();
    const data = await generateChampionship(counted.database, account.company.id, shape);
    const took = ((Date.now() - started) / 1000).toFixed(1);
    log(
      `${counted.name}: ${shape.teams} teams, ${data.matchCount} matches, ${data.eventCount} events in ${took} s`,
    );
    notes.push(
      `${counted.name}: generated ${shape.teams} teams, ${data.matchCount} matches (${shape.playedDays} days played), ` +
        `${data.eventCount} events, ${shape.teams * shape.playersPerTeam} players in ${took} s.`,
    );
    generated.push({ shape, data });
  }
  const host = await startWebHostOn(counted.backend, {
    port: 0,
    host: '127.0.0.1',
    logger: benchLogger('match-desk-web'),
  });
  const auth = { Authorization: `Bearer ${account.token}` };
  const client = new HttpClient(host.url, 1);
  const fixed = new Map<string, FixedAnswer>();
  const plans: {
    endpoint: Endpoint;
    shape: ChampionshipShape;
    data: GeneratedChampionship;
    path: string;
    bytes: number;
    queries: number;
  }[] = [];
  const cases: CaseResult[] = [];
  try {
    for (const { shape, data } of generated) {
      for (const endpoint of ENDPOINTS) {
        const path = endpoint.path(data);
        await client.call({ path, headers: auth }); // the first use of the token also records its last use
        const before = counted.queryCount();
        const answer = await client.call({ path, headers: auth });
        const queries = counted.queryCount() - before;
        if (answer.status !== 200)
          throw new Error(`${path} answered ${answer.status}: ${answer.body.toString('utf8')}`);
        fixed.set(`GET ${path}`, { status: 200, type: 'application/json; charset=utf-8', body: answer.body });
        plans.push({ endpoint, shape, data, path, bytes: answer.body.length, queries });
      }
    }
  } finally {
    client.close();
  }
  const bare = await startBareKoa(fixed);
  try {
    for (const plan of plans) {
      const scenario = {
        kind: 'requests' as const,
        calls: [{ path: plan.path, headers: auth }],
        expectStatus: 200,
      };
      const measured = await compare(
        worker,
        { baseUrl: host.url, scenario },
        { baseUrl: bare.url, scenario },
        plan.endpoint.timing(plan.shape, quick),
      );
      log(
        `${counted.name} ${plan.endpoint.label} ${sizeLabel(plan.data)}: ${measured.ours.requestsPerSecond} req/s ` +
          `vs ${measured.baseline?.requestsPerSecond}, ${plan.queries} queries, ${plan.bytes} B`,
      );
      for (const [side, m] of Object.entries(measured)) {
        if (m && Object.keys(m.unexpected).length > 0) {
          notes.push(
            `${counted.name} ${plan.endpoint.label} (${side}): unexpected answers ${JSON.stringify(m.unexpected)}.`,
          );
        }
      }
      cases.push({
        database: counted.name,
        size: sizeLabel(plan.data),
        endpoint: plan.endpoint.label,
        bytes: plan.bytes,
        queries: plan.queries,
        measured,
      });
    }
  } finally {
    await bare.close();
    await host.close();
  }
  return { cases, notes };
}

function figuresOf(cases: readonly CaseResult[]): Figure[] {
  const figures: Figure[] = [];
  const baselineName = 'bare Koa';
  for (const c of cases) {
    const base = c.measured.baseline as Measured;
    const name = `${c.database} ${c.endpoint} ${c.size}`;
    const snapshot = c.endpoint === 'get_match_snapshot';
    figures.push(
      figure({
        name: `${name} throughput`,
        unit: 'req/s',
        value: c.measured.ours.requestsPerSecond,
        baseline: base.requestsPerSecond,
        baselineName,
        ...(snapshot ? { target: SNAPSHOT_THROUGHPUT } : {}),
      }),
      figure({
        name: `${name} p50`,
        unit: 'ms',
        value: c.measured.ours.latency.p50,
        baseline: base.latency.p50,
        baselineName,
      }),
      figure({
        name: `${name} p99`,
        unit: 'ms',
        value: c.measured.ours.latency.p99,
        baseline: base.latency.p99,
        baselineName,
      }),
      figure({
        name: `${name} SQL queries per request`,
        unit: 'queries',
        value: c.queries,
        ...(snapshot ? { target: SNAPSHOT_QUERIES } : {}),
      }),
      figure({ name: `${name} response size`, unit: 'B', value: c.bytes }),
    );
  }
  for (const database of new Set(cases.map((c) => c.database))) {
    for (const endpoint of new Set(cases.map((c) => c.endpoint))) {
      const [small, large] = cases.filter((c) => c.database === database && c.endpoint === endpoint);
      if (!small || !large) continue;
      const snapshot = endpoint === 'get_match_snapshot';
      figures.push(
        figure({
          name: `${database} ${endpoint} p99, ${large.size} vs ${small.size}`,
          unit: 'ms',
          value: large.measured.ours.latency.p99,
          baseline: small.measured.ours.latency.p99,
          baselineName: small.size,
          ...(snapshot ? { target: SNAPSHOT_SCALE } : {}),
        }),
        figure({
          name: `${database} ${endpoint} SQL queries, ${large.size} vs ${small.size}`,
          unit: 'queries',
          value: large.queries,
          baseline: small.queries,
          baselineName: small.size,
          target: { text: 'constant (1×)', on: 'ratio', op: '<=', limit: 1 },
        }),
      );
    }
  }
  return figures;
}

export const webReads: Benchmark = {
  name: 'web-reads',
  title:
    'Web reads (snapshot, standings, all matches) with a real token on 380 and 38,000 matches, SQLite and PostgreSQL, vs bare Koa',
  timeLimitMs: 360_000,
  async run(context) {
    const cases: CaseResult[] = [];
    const notes: string[] = [];
    const postgres = await availablePostgres();
    const openers: (() => Promise<CountedBackend>)[] = [openSqliteBackend];
    if (postgres) openers.push(() => openPostgresBackend(postgres));
    else
      notes.push(
        'PostgreSQL: not measured (no MATCH_DESK_TEST_POSTGRES and nothing answers on 127.0.0.1:5432).',
      );
    for (const open of openers) {
      const counted = await open();
      try {
        const result = await runDatabase(counted, context);
        cases.push(...result.cases);
        notes.push(...result.notes);
      } finally {
        await counted.dispose();
      }
    }
    notes.push(
      'Concurrency 8, two alternating rounds per side (get_all_matchs on 38,000 matches: three requests one after another, each side). SQL queries are ' +
        'the statements the database received for one warm request (the token had been used once, so its ' +
        'last-use update is not counted), authentication included.',
      'SQLite is a file in a temporary folder (WAL), PostgreSQL a schema of its own dropped afterwards; both ' +
        'on this machine, sharing its two cores with the host and the load.',
    );
    return { figures: figuresOf(cases), notes, details: cases };
  },
};
