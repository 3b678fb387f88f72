// Benchmark 4 (issue 7): update_match_event on the real web host (startWebHostOn) with a real
// read+write token, on the 380-match championship (each goal moves the score and recomputes the
// standings tables from its day on), and the latency from the write's 200 to receipt of its match_event on 100
// notification sockets of logged-in sessions; beside a bare Koa + ws baseline.
import type { Player } from '../../src/domain/championship/Championship';
import { startWebHostOn } from '../../src/bootstrap/web';
import type { Benchmark, BenchmarkContext } from '../lib/Benchmark';
import { createAccount } from '../lib/account';
import type { BareServer } from '../lib/bareKoa';
import { startBareNotify } from '../lib/bareNotify';
import type { Figure } from '../lib/figures';
import { figure } from '../lib/figures';
import { HttpClient } from '../lib/httpClient';
import type { LatencySummary } from '../lib/latency';
import { summarize } from '../lib/latency';
import { benchLogger } from '../lib/logger';
import type { CountedBackend } from '../lib/webBackend';
import { onEachDatabase } from '../lib/webBackend';
import type { Writer, WriteNotifyPlan, WriteNotifyResult } from '../lib/writeNotifyTask';
import { generateChampionship, SMALL } from '../championships/generateChampionship';

const SOCKETS = 100;
/** Logins allowed per address per minute (LOGIN_POLICY): 10 sessions, 10 sockets each. */
const SESSIONS = 10;

interface SideResult {
  readonly writesPerSecond: number;
  readonly write: LatencySummary;
  readonly afterAnswer: LatencySummary;
  readonly afterSend: LatencySummary;
  readonly writes: number;
  readonly expectedDeliveries: number;
  readonly deliveries: number;
  readonly unexpected: Record<string, number>;
  readonly notificationBytes: number;
}

function merge(rounds: readonly WriteNotifyResult[]): SideResult {
  const join = (pick: (r: WriteNotifyResult) => Float64Array) => {
    const all = new Float64Array(rounds.reduce((n, r) => n + pick(r).length, 0));
    let at = 0;
    for (const r of rounds) {
      all.set(pick(r), at);
      at += pick(r).length;
    }
    return all;
  };
  const writeLatencies = join((r) => r.writeLatencies);
  const windowMs = rounds.reduce((n, r) => n + r.windowMs, 0);
  const unexpected: Record<string, number> = {};
  for (const r of rounds)
    for (const [k, n] of Object.entries(r.unexpected)) unexpected[k] = (unexpected[k] ?? 0) + n;
  return {
    writesPerSecond: Math.round((writeLatencies.length / windowMs) * 1000 * 10) / 10,
    write: summarize(writeLatencies),
    afterAnswer: summarize(join((r) => r.afterAnswer)),
    afterSend: summarize(join((r) => r.afterSend)),
    writes: rounds.reduce((n, r) => n + r.writes, 0),
    expectedDeliveries: rounds.reduce((n, r) => n + r.expectedDeliveries, 0),
    deliveries: rounds.reduce((n, r) => n + r.deliveries, 0),
    unexpected,
    notificationBytes: rounds[0]?.notificationBytes ?? 0,
  };
}

async function login(url: string, email: string, password: string): Promise<string> {
  const client = new HttpClient(url, 1);
  try {
    const answer = await client.call({
      method: 'POST',
      path: '/api/session',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (answer.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c?.startsWith('md_session='));
    if (answer.status !== 200 || !cookie)
      throw new Error(`login answered ${answer.status}: ${answer.body.toString('utf8')}`);
    return cookie;
  } finally {
    client.close();
  }
}

function figuresOf(database: string, concurrency: number, ours: SideResult, bare: SideResult): Figure[] {
  const name = `${database}, c=${concurrency}`;
  const baselineName = 'bare Koa + ws';
  return [
    figure({
      name: `update_match_event ${name} throughput`,
      unit: 'writes/s',
      value: ours.writesPerSecond,
      baseline: bare.writesPerSecond,
      baselineName,
    }),
    figure({
      name: `update_match_event ${name} p50`,
      unit: 'ms',
      value: ours.write.p50,
      baseline: bare.write.p50,
      baselineName,
    }),
    figure({
      name: `update_match_event ${name} p99`,
      unit: 'ms',
      value: ours.write.p99,
      baseline: bare.write.p99,
      baselineName,
    }),
    figure({
      name: `notification after the 200, ${SOCKETS} sockets, ${name} p50`,
      unit: 'ms',
      value: ours.afterAnswer.p50,
      baseline: bare.afterAnswer.p50,
      baselineName,
      ratio: false,
    }),
    figure({
      name: `notification after the 200, ${SOCKETS} sockets, ${name} p99`,
      unit: 'ms',
      value: ours.afterAnswer.p99,
      baseline: bare.afterAnswer.p99,
      baselineName,
      ratio: false,
    }),
    figure({
      name: `notification after the 200, ${SOCKETS} sockets, ${name} max`,
      unit: 'ms',
      value: ours.afterAnswer.max,
      baseline: bare.afterAnswer.max,
      baselineName,
      ratio: false,
    }),
    figure({
      name: `notification after the write was sent, ${name} p50`,
      unit: 'ms',
      value: ours.afterSend.p50,
      baseline: bare.afterSend.p50,
      baselineName,
    }),
    figure({
      name: `notification after the write was sent, ${name} p99`,
      unit: 'ms',
      value: ours.afterSend.p99,
      baseline: bare.afterSend.p99,
      baselineName,
    }),
    figure({
      name: `notifications delivered, ${name}`,
      unit: 'count',
      value: ours.deliveries,
      baseline: ours.expectedDeliveries,
      baselineName: 'writes × sockets',
    }),
  ];
}

async function measure(
  context: BenchmarkContext,
  oursPlan: WriteNotifyPlan,
  bare: BareServer,
  rounds: number,
): Promise<{ ours: SideResult; bare: SideResult }> {
  const oursRounds: WriteNotifyResult[] = [];
  const bareRounds: WriteNotifyResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    bareRounds.push(
      await context.worker.run<WriteNotifyResult>('writeNotify', { ...oursPlan, baseUrl: bare.url }),
    );
    oursRounds.push(await context.worker.run<WriteNotifyResult>('writeNotify', oursPlan));
  }
  return { ours: merge(oursRounds), bare: merge(bareRounds) };
}

async function run(counted: CountedBackend, context: BenchmarkContext) {
  const { log, quick } = context;
  const account = await createAccount(counted.backend);
  const data = await generateChampionship(counted.database, account.company.id, SMALL);
  const host = await startWebHostOn(counted.backend, {
    port: 0,
    host: '127.0.0.1',
    logger: benchLogger('match-desk-web'),
  });
  const notes: string[] = [];
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  let bare: BareServer | undefined;
  try {
    const cookies: string[] = [];
    for (let s = 0; s < SESSIONS; s += 1)
      cookies.push(await login(host.url, account.email, account.password));
    const dayMatches = await counted.backend.stores.matches.ofDays([data.snapshotMatch.dayId]);
    const writers: Writer[] = dayMatches.map((m) => ({
      matchId: m.id,
      clubId: m.homeTeamId,
      playerId: ((data.players.get(m.homeTeamId) as Player[])[9] as Player).id,
    }));
    const path = `/api/football/update_match_event?championship_id=${data.championship.id}`;
    const headers = { Authorization: `Bearer ${account.token}` };
    const client = new HttpClient(host.url, 1);
    const body = JSON.stringify({
      id: 'new',
      match_id: writers[0]?.matchId,
      type: 1,
      club_id: writers[0]?.clubId,
      player_id: writers[0]?.playerId,
      timer: '1',
    });
    const before = counted.queryCount();
    const first = await client.call({
      method: 'POST',
      path,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    });
    const queries = counted.queryCount() - before;
    client.close();
    if (first.status !== 200)
      throw new Error(`update_match_event answered ${first.status}: ${first.body.toString('utf8')}`);
    bare = await startBareNotify(first.body, data.championship.id);
    figures.push(
      figure({
        name: `${counted.name}: SQL statements per write (one goal on matchday 20: tables of days 20 to 38 recomputed)`,
        unit: 'queries',
        value: queries,
      }),
    );
    const socketCookies = Array.from({ length: SOCKETS }, (_, i) => cookies[i % cookies.length] as string);
    for (const concurrency of [1, 4]) {
      const plan: WriteNotifyPlan = {
        baseUrl: host.url,
        path,
        headers,
        socketCookies,
        writers: writers.slice(0, concurrency),
        warmupMs: quick ? 200 : 500,
        durationMs: quick ? 800 : 2500,
        drainMs: 2000,
      };
      const measured = await measure(context, plan, bare, 2);
      log(
        `${counted.name} c=${concurrency}: ${measured.ours.writesPerSecond} writes/s, ` +
          `notification p99 ${measured.ours.afterAnswer.p99} ms after the 200`,
      );
      figures.push(...figuresOf(counted.name, concurrency, measured.ours, measured.bare));
      details[`${counted.name} c=${concurrency}`] = measured;
      if (Object.keys(measured.ours.unexpected).length > 0) {
        notes.push(
          `${counted.name}, c=${concurrency}: unexpected answers ${JSON.stringify(measured.ours.unexpected)}.`,
        );
      }
      notes.push(
        `${counted.name}, c=${concurrency}: ${measured.ours.deliveries} of ${measured.ours.expectedDeliveries} notifications ` +
          `(${measured.ours.writes} writes × ${SOCKETS} sockets) arrived; each is ${measured.ours.notificationBytes} B.`,
      );
    }
  } finally {
    await bare?.close();
    await host.close();
  }
  return { figures, notes, details };
}

export const webWriteAndNotify: Benchmark = {
  name: 'web-write-and-notify',
  title:
    'update_match_event throughput on 380 matches (score and standings recomputed) and notification latency on 100 session sockets, SQLite and PostgreSQL, vs bare Koa + ws',
  timeLimitMs: 240_000,
  async run(context) {
    const figures: Figure[] = [];
    const notes: string[] = [];
    const details: Record<string, unknown> = {};
    for (const result of await onEachDatabase(notes, (counted) => run(counted, context))) {
      figures.push(...result.figures);
      notes.push(...result.notes);
      Object.assign(details, result.details);
    }
    notes.push(
      `${SESSIONS} administrator sessions logged in through POST /api/session (the login limit allows 10 a minute ` +
        `per address), ${SOCKETS / SESSIONS} sockets each. Each write is a goal on a match of matchday 20, one ` +
        'match per writer; writes of one championship take turns in the process, so concurrency 4 shows queueing.',
      'Notifications are in-process on SQLite and go through PostgreSQL LISTEN/NOTIFY on PostgreSQL, as ' +
        '`match-desk web` chooses them. A negative "after the 200" latency means the notification reached the ' +
        'socket before the HTTP answer reached the writer.',
    );
    return { figures, notes, details };
  },
};
