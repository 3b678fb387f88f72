// Ad-hoc (not committed): issue 11 read figures against bare Koa + the same token-check statement.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { startWebHostOn } from '../src/bootstrap/web';
import { createAccount } from './lib/account';
import { HttpClient } from './lib/httpClient';
import { benchLogger } from './lib/logger';
import type { CountedBackend } from './lib/webBackend';
import { availablePostgres, openPostgresBackend, openSqliteBackend } from './lib/webBackend';
import { generateChampionship, LARGE, SMALL } from './championships/generateChampionship';

async function load(baseUrl: string, path: string, headers: Record<string, string>, ms: number, conc = 8) {
  const client = new HttpClient(baseUrl, conc);
  const lat: number[] = [];
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (Date.now() < end) {
        const t = process.hrtime.bigint();
        const r = await client.call({ path, headers });
        if (r.status !== 200 && r.status !== 304) throw new Error(`${path}: ${r.status}`);
        lat.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  client.close();
  lat.sort((a, b) => a - b);
  return { rps: Math.round(lat.length / (ms / 1000)), p99: lat[Math.floor(lat.length * 0.99)] ?? 0 };
}

async function bareWithToken(counted: CountedBackend, fixed: Map<string, { body: Buffer; etag: string }>) {
  const app = new Koa();
  app.use(async (ctx) => {
    const secret = /^Bearer +(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? '';
    const digest = createHash('sha256').update(secret).digest('hex');
    const found = await counted.backend.accounts.tokenWithStanding({ digest });
    if (!found) return void (ctx.status = 401);
    const answer = fixed.get(ctx.url);
    if (!answer) return void (ctx.status = 404);
    ctx.set('ETag', answer.etag);
    if (ctx.get('If-None-Match') === answer.etag) return void (ctx.status = 304);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = answer.body;
  });
  const server = createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function run(counted: CountedBackend) {
  const account = await createAccount(counted.backend);
  const small = await generateChampionship(counted.database, account.company.id, SMALL);
  const large = await generateChampionship(counted.database, account.company.id, LARGE);
  const host = await startWebHostOn(counted.backend, { port: 0, host: '127.0.0.1', logger: benchLogger('web') });
  const auth = { Authorization: `Bearer ${account.token}` };
  const client = new HttpClient(host.url, 1);
  const fixed = new Map<string, { body: Buffer; etag: string }>();
  const cases: { label: string; path: string }[] = [];
  for (const [size, g] of [['380', small], ['38000', large]] as const) {
    const c = g.championship.id;
    cases.push(
      { label: `${size} snapshot`, path: `/api/football/get_match_snapshot?championship_id=${c}&match_id=${g.snapshotMatch.id}` },
      { label: `${size} standings`, path: `/api/football/get_championship_standings?championship_id=${c}` },
      { label: `${size} page100`, path: `/api/football/get_all_matchs?championship_id=${c}&limit=100` },
      { label: `${size} all_matchs`, path: `/api/football/get_all_matchs?championship_id=${c}` },
    );
  }
  for (const c of cases) {
    const t0 = Date.now();
    const first = await client.call({ path: c.path, headers: auth });
    const cold = Date.now() - t0;
    await client.call({ path: c.path, headers: auth });
    const before = counted.queryCount();
    await client.call({ path: c.path, headers: auth });
    console.log(`${counted.name} ${c.label}: cold ${cold} ms, ${first.body.length} B, warm statements ${counted.queryCount() - before}`);
    fixed.set(c.path, { body: first.body, etag: String(first.headers.etag) });
  }
  client.close();
  const bare = await bareWithToken(counted, fixed);
  for (const c of cases) {
    const ms = c.label.endsWith('all_matchs') && c.label.startsWith('38000') ? 3000 : 1500;
    const conc = c.label.endsWith('all_matchs') && c.label.startsWith('38000') ? 1 : 8;
    const ours = await load(host.url, c.path, auth, ms, conc);
    const base = await load(bare.url, c.path, auth, ms, conc);
    const ours2 = await load(host.url, c.path, auth, ms, conc);
    const base2 = await load(bare.url, c.path, auth, ms, conc);
    const o = (ours.rps + ours2.rps) / 2;
    const b = (base.rps + base2.rps) / 2;
    console.log(`${counted.name} ${c.label}: ours ${o} req/s p99 ${Math.max(ours.p99, ours2.p99).toFixed(1)} ms; bare+token ${b} req/s p99 ${Math.max(base.p99, base2.p99).toFixed(1)} ms; ratio ${(o / b).toFixed(2)}`);
  }
  const snap = cases[0] as { path: string };
  const etag = fixed.get(snap.path)?.etag as string;
  const h304 = { ...auth, 'If-None-Match': etag };
  const o304 = await load(host.url, snap.path, h304, 1500);
  const b304 = await load(bare.url, snap.path, h304, 1500);
  console.log(`${counted.name} 304 snapshot: ours ${o304.rps} req/s; bare+token ${b304.rps} req/s; ratio ${(o304.rps / b304.rps).toFixed(2)}`);
  bare.close();
  await host.close();
  await counted.dispose();
}

async function main() {
  await run(await openSqliteBackend());
  const pg = await availablePostgres();
  if (pg && process.argv.includes('--pg')) await run(await openPostgresBackend(pg));
}
main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
