// Benchmark 6 (issue 11, section 4): update_match_event throughput and statements per write on the
// real web host with a real token, on the 380-match and the 38,000-match championship, and on a
// match that holds 10 events and one that holds 2,000, SQLite and PostgreSQL. Each write modifies
// one goal of the match, alternately to the home and to the away side: the event count stays put,
// and every write changes a result, so the score moves and the standings are recomputed.
import type { EntityManager } from 'typeorm';
import { eventToRecord } from '../../src/adapters/persistence/typeorm/mappers/matchPartsMappers';
import { MatchEventSchema } from '../../src/adapters/persistence/typeorm/schemas/MatchEventSchema';
import { insertAll } from '../../src/adapters/persistence/typeorm/stores/statements';
import { startWebHostOn } from '../../src/bootstrap/web';
import type { Player } from '../../src/domain/championship/Championship';
import type { Match } from '../../src/domain/match/Match';
import type { MatchEvent } from '../../src/domain/match/MatchEvent';
import type { Benchmark, BenchmarkContext } from '../lib/Benchmark';
import { createAccount } from '../lib/account';
import type { Measured, Timing } from '../lib/compare';
import { compareMany } from '../lib/compare';
import type { Figure, Target } from '../lib/figures';
import { figure } from '../lib/figures';
import type { HttpCall } from '../lib/httpClient';
import { HttpClient } from '../lib/httpClient';
import { benchLogger } from '../lib/logger';
import type { CountedBackend } from '../lib/webBackend';
import { onEachDatabase } from '../lib/webBackend';
import type { GeneratedChampionship } from '../championships/generateChampionship';
import { generateChampionship, LARGE, LARGE_GROUPED, SMALL } from '../championships/generateChampionship';

const BIG_MATCH_EVENTS = 2_000;

const CONSTANT: Target = {
  text: 'constant from 380 to 38,000 matches (1×)',
  on: 'ratio',
  op: '<=',
  limit: 1,
};
const SIZE_THROUGHPUT: Target = {
  text: '≥ 0.8× the throughput at 380 matches',
  on: 'ratio',
  op: '>=',
  limit: 0.8,
};
const EVENTS_THROUGHPUT: Target = {
  text: '≥ 0.8× the throughput on a match with 10 events',
  on: 'ratio',
  op: '>=',
  limit: 0.8,
};

interface WriteCase {
  readonly label: string;
  readonly calls: readonly HttpCall[];
  readonly events: number;
  /** Statements of one warm write, authentication included. */
  queries: number;
}

/** Cards for the match, after its own events: they do not score, so the result stays. */
async function fillMatch(counted: CountedBackend, match: Match, players: readonly Player[], count: number) {
  const existing = await counted.backend.stores.matches.events(match.id);
  const first = (existing.at(-1)?.sequence ?? 0) + 1;
  const drafts: Omit<MatchEvent, 'id'>[] = Array.from({ length: count - existing.length }, (_, i) => ({
    matchId: match.id,
    type: 3,
    clubId: match.homeTeamId,
    playerId: (players[1 + (i % 10)] as Player).id,
    playerInId: '',
    timer: String(1 + (i % 90)),
    additionalTimer: null,
    value: null,
    setNumber: null,
    note: '',
    saved: true,
    sequence: first + i,
  }));
  await counted.database.session.atomic((em: EntityManager) =>
    insertAll(em, MatchEventSchema, drafts.map(eventToRecord)),
  );
}

async function writeCase(
  counted: CountedBackend,
  client: HttpClient,
  token: string,
  data: GeneratedChampionship,
  match: Match,
  label: string,
): Promise<WriteCase> {
  const path = `/api/football/update_match_event?championship_id=${data.championship.id}`;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const scorer = (teamId: string) => ((data.players.get(teamId) as Player[])[9] as Player).id;
  const body = (id: string, teamId: string) =>
    JSON.stringify({
      id,
      match_id: match.id,
      type: 1,
      club_id: teamId,
      player_id: scorer(teamId),
      timer: '1',
    });
  const created = await client.call({ method: 'POST', path, headers, body: body('new', match.homeTeamId) });
  if (created.status !== 200)
    throw new Error(`update_match_event answered ${created.status}: ${created.body.toString('utf8')}`);
  const eventId = (JSON.parse(created.body.toString('utf8')) as { data: { id: string } }).data.id;
  const calls: HttpCall[] = [match.awayTeamId, match.homeTeamId].map((teamId) => ({
    method: 'POST',
    path,
    headers,
    body: body(eventId, teamId),
  }));
  // The first modify may add every event up once (no tally yet); the one after is a warm write.
  for (const call of calls) await client.call(call);
  const before = counted.queryCount();
  const warm = await client.call(calls[0] as HttpCall);
  const queries = counted.queryCount() - before;
  if (warm.status !== 200) throw new Error(`update_match_event answered ${warm.status}`);
  await client.call(calls[1] as HttpCall);
  const events = (await counted.backend.stores.matches.events(match.id)).length;
  return { label, calls, events, queries };
}

/** Another finished match of the day of `match`. */
async function neighbour(counted: CountedBackend, match: Match): Promise<Match> {
  const day = await counted.backend.stores.matches.ofDays([match.dayId]);
  const other = day.find((m) => m.id !== match.id && m.status === 'finished');
  if (!other) throw new Error('no second finished match on the day');
  return other;
}

async function run(counted: CountedBackend, context: BenchmarkContext) {
  const { log, quick, worker } = context;
  const account = await createAccount(counted.backend);
  const small = await generateChampionship(counted.database, account.company.id, SMALL);
  const large = await generateChampionship(counted.database, account.company.id, LARGE);
  const grouped = await generateChampionship(counted.database, account.company.id, LARGE_GROUPED);
  const big = await neighbour(counted, small.snapshotMatch);
  await fillMatch(counted, big, small.players.get(big.homeTeamId) as Player[], BIG_MATCH_EVENTS);
  const lastDay = async (data: GeneratedChampionship) => {
    const days = await counted.backend.stores.championships.days(data.championship.id);
    const matches = await counted.backend.stores.matches.ofDays([
      (days[SMALL.playedDays - 1] as { id: string }).id,
    ]);
    return matches[0] as Match;
  };
  const host = await startWebHostOn(counted.backend, {
    port: 0,
    host: '127.0.0.1',
    logger: benchLogger('match-desk-web'),
  });
  const client = new HttpClient(host.url, 1);
  const cases: WriteCase[] = [];
  try {
    cases.push(
      await writeCase(counted, client, account.token, small, small.snapshotMatch, '380 matches, matchday 20'),
      await writeCase(
        counted,
        client,
        account.token,
        large,
        large.snapshotMatch,
        '38,000 matches, matchday 20',
      ),
      await writeCase(counted, client, account.token, small, big, '380 matches, matchday 20, 2,000 events'),
      await writeCase(
        counted,
        client,
        account.token,
        small,
        await lastDay(small),
        '380 matches, matchday 38',
      ),
      await writeCase(
        counted,
        client,
        account.token,
        large,
        await lastDay(large),
        '38,000 matches, matchday 38',
      ),
      await writeCase(
        counted,
        client,
        account.token,
        grouped,
        grouped.snapshotMatch,
        '38,000 matches in 100 groups of 20, matchday 20',
      ),
    );
  } finally {
    client.close();
  }
  const timing: Timing = {
    concurrency: 1,
    rounds: 2,
    warmupMs: quick ? 200 : 400,
    roundMs: quick ? 700 : 2500,
  };
  let measured: { ours: Measured; baselines: Measured[] };
  try {
    // One "ours" and four "baselines": every case alternates with the others, round after round.
    const side = (c: WriteCase) => ({
      baseUrl: host.url,
      scenario: { kind: 'requests' as const, calls: c.calls, expectStatus: 200 },
    });
    const [first, ...others] = cases as [WriteCase, ...WriteCase[]];
    measured = await compareMany(worker, side(first), others.map(side), timing);
  } finally {
    await host.close();
  }
  const results = new Map<WriteCase, Measured>([
    [cases[0] as WriteCase, measured.ours],
    ...cases.slice(1).map((c, i): [WriteCase, Measured] => [c, measured.baselines[i] as Measured]),
  ]);
  const notes: string[] = [];
  const figures: Figure[] = [];
  for (const [c, m] of results) {
    log(
      `${counted.name} ${c.label}: ${m.requestsPerSecond} writes/s, ${c.queries} statements, ${c.events} events`,
    );
    if (Object.keys(m.unexpected).length > 0)
      notes.push(`${counted.name} ${c.label}: unexpected answers ${JSON.stringify(m.unexpected)}.`);
    const name = `update_match_event ${counted.name}, ${c.label}`;
    figures.push(
      figure({ name: `${name}: throughput`, unit: 'writes/s', value: m.requestsPerSecond }),
      figure({ name: `${name}: p50`, unit: 'ms', value: m.latency.p50 }),
      figure({ name: `${name}: p99`, unit: 'ms', value: m.latency.p99 }),
      figure({ name: `${name}: SQL statements per write`, unit: 'queries', value: c.queries }),
    );
  }
  const [s20, l20, big20, s38, l38, g20] = cases as [
    WriteCase,
    WriteCase,
    WriteCase,
    WriteCase,
    WriteCase,
    WriteCase,
  ];
  const rate = (c: WriteCase) => (results.get(c) as Measured).requestsPerSecond;
  figures.push(
    figure({
      name: `update_match_event ${counted.name}: statements per write, 38,000 vs 380 matches (matchday 20)`,
      unit: 'queries',
      value: l20.queries,
      baseline: s20.queries,
      baselineName: '380 matches',
      target: CONSTANT,
    }),
    figure({
      name: `update_match_event ${counted.name}: throughput, 38,000 vs 380 matches (matchday 20)`,
      unit: 'writes/s',
      value: rate(l20),
      baseline: rate(s20),
      baselineName: '380 matches',
      target: SIZE_THROUGHPUT,
    }),
    figure({
      name: `update_match_event ${counted.name}: statements per write, 38,000 matches in 100 groups of 20 vs 380 matches (matchday 20)`,
      unit: 'queries',
      value: g20.queries,
      baseline: s20.queries,
      baselineName: '380 matches',
      target: CONSTANT,
    }),
    figure({
      name: `update_match_event ${counted.name}: throughput, 38,000 matches in 100 groups of 20 vs 380 matches (matchday 20)`,
      unit: 'writes/s',
      value: rate(g20),
      baseline: rate(s20),
      baselineName: '380 matches',
      target: SIZE_THROUGHPUT,
    }),
    figure({
      name: `update_match_event ${counted.name}: throughput, 38,000 vs 380 matches (matchday 38, the last played)`,
      unit: 'writes/s',
      value: rate(l38),
      baseline: rate(s38),
      baselineName: '380 matches',
    }),
    figure({
      name: `update_match_event ${counted.name}: statements per write, ${big20.events} vs ${s20.events} events`,
      unit: 'queries',
      value: big20.queries,
      baseline: s20.queries,
      baselineName: `${s20.events} events`,
      target: { text: 'constant (1×)', on: 'ratio', op: '<=', limit: 1 },
    }),
    figure({
      name: `update_match_event ${counted.name}: throughput, match with ${big20.events} vs ${s20.events} events`,
      unit: 'writes/s',
      value: rate(big20),
      baseline: rate(s20),
      baselineName: `${s20.events} events`,
      target: EVENTS_THROUGHPUT,
    }),
  );
  notes.push(
    `${counted.name}: a matchday-20 write moves the stored tables of days 20 to 38 (19 tables of 20 rows, of ` +
      '200 rows in one table, or of 2,000 rows in 100 groups of 20); the matchday-38 writes only the last one. ' +
      "Only the parts (one group's rows of one table, packed in one value) of the two teams' group are read and " +
      'written: 19 values of 20 rows, of 200 rows, or of 20 rows of one group; in one table of 200 teams a result ' +
      'that moves 3 points passes about 80 teams in each later table, so each of its 19 values is rewritten whole.',
  );
  return { figures, notes, details: [...results].map(([c, m]) => ({ ...c, calls: undefined, measured: m })) };
}

export const webWriteScaling: Benchmark = {
  name: 'web-write-scaling',
  title:
    'update_match_event throughput and statements per write on 380 and 38,000 matches (one table of 200, or 100 groups of 20), and on a match of 10 and of 2,000 events, SQLite and PostgreSQL',
  timeLimitMs: 600_000,
  async run(context) {
    const figures: Figure[] = [];
    const notes: string[] = [];
    const details: unknown[] = [];
    for (const result of await onEachDatabase(notes, (counted) => run(counted, context))) {
      figures.push(...result.figures);
      notes.push(...result.notes);
      details.push(...result.details);
    }
    notes.push(
      'Concurrency 1 (writes of one championship take turns anyway), the six cases in alternating rounds of ' +
        '2.5 s, two rounds each. Each write modifies one goal, alternately to the home and the away side, so ' +
        "the match's event count stays put and every write changes its result. Statements are those the " +
        'database received for one warm write (the token check included); the first write to a generated ' +
        'match adds its events up once, as after an import, and is not measured.',
    );
    return { figures, notes, details };
  },
};
