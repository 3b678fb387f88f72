import { expect } from 'chai';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import sinon from 'sinon';
import { demoData } from '../../../../src/application/demo/demoData';
import { ImportChampionship } from '../../../../src/application/import/ImportChampionship';
import type { ImportOptions } from '../../../../src/application/import/ImportChampionship';
import type { MatchdeskDocument } from '../../../../src/application/import/MatchdeskDocument';
import type { RunningWebHost } from '../../../../src/bootstrap/web';
import { startWebHostOn } from '../../../../src/bootstrap/web';
import type { Match } from '../../../../src/domain/match/Match';
import type { Sport } from '../../../../src/domain/sport/Sport';
import { SPORT_RULES } from '../../../../src/domain/sport/SportRules';
import type { SeededChampionship } from '../../../support/webChampionships';
import { liveMatch } from '../../../support/webChampionships';
import type { CallOptions } from '../../../support/webClient';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';

type Query = Record<string, string>;
type Read = readonly [endpoint: string, query: Query];

/** Every cached read of a championship and of one of its matches. */
function readsOf(sport: Sport, championshipId: string, matchId: string, dayId: string): Read[] {
  const c = { championship_id: championshipId };
  const m = { ...c, match_id: matchId };
  const reads: Read[] = [
    ['get_championship', c],
    ['get_all_matchs', c],
    ['get_all_matchs', { ...c, limit: '2' }],
    ['get_match', m],
    ['get_match_snapshot', m],
    ['get_all_days', c],
    ['get_all_phases', c],
    ['get_all_groups', c],
    ['get_match_events', m],
    ['get_championship_standings', c],
    ['get_championship_standings', { ...c, day_id: dayId }],
  ];
  if (SPORT_RULES[sport].hasLineups) reads.push(['get_match_players', m]);
  if (SPORT_RULES[sport].hasSets) reads.push(['get_match_sets', m]);
  return reads;
}

interface Answer {
  readonly read: string;
  readonly status: number;
  readonly text: string;
  readonly etag: string | null;
}

async function answers(
  url: string,
  sport: Sport,
  reads: readonly Read[],
  reader: CallOptions,
): Promise<Answer[]> {
  const out: Answer[] = [];
  for (const [endpoint, query] of reads) {
    const res = await call(url, apiPath(sport, endpoint, query), reader);
    out.push({
      read: `${endpoint} ${JSON.stringify(query)}`,
      status: res.status,
      text: res.text,
      etag: res.headers.get('etag'),
    });
  }
  return out;
}

/** The same backend served with no cache: what a fresh read answers. */
async function freshHostOn(host: TestWebHost): Promise<RunningWebHost> {
  return startWebHostOn(
    { ...host.backend, close: async () => undefined },
    { port: 0, host: '127.0.0.1', readCacheBytes: 0, logger: host.logger },
  );
}

describeEachWebBackend('web reads served from memory (issue 11)', (factory) => {
  let host: TestWebHost;
  let fresh: RunningWebHost;
  let writer: string;
  let readers: { name: string; options: CallOptions }[];

  before(async () => {
    host = await startTestWebHost(factory);
    fresh = await freshHostOn(host);
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
    readers = [
      { name: 'a read token (every team)', options: { token: (await host.world.token({})).secret } },
      {
        name: 'a session restricted to one team',
        options: { cookie: await host.sessionCookie(host.world.users.restrictedA) },
      },
    ];
  });
  after(async () => {
    await fresh?.close();
    await host?.close();
  });

  /**
   * Warms the cache with every read for both readers, runs the write, then checks that every
   * read of the cached host equals the same read of a host without cache, for both readers, and
   * that the write changed at least one answer (so the comparison can fail).
   */
  async function expectFreshAfter(sport: Sport, reads: () => Read[], write: () => Promise<void>) {
    const before = new Map<string, Answer[]>();
    for (const reader of readers) {
      before.set(reader.name, await answers(host.url, sport, reads(), reader.options));
      await answers(host.url, sport, reads(), reader.options); // served from memory now
    }
    await write();
    for (const reader of readers) {
      const cached = await answers(host.url, sport, reads(), reader.options);
      const uncached = await answers(fresh.url, sport, reads(), reader.options);
      expect(cached, reader.name).to.deep.equal(uncached);
      expect(cached, `${reader.name}: the write changed nothing it reads`).to.not.deep.equal(
        before.get(reader.name),
      );
    }
  }

  const seeded = (sport: Sport): SeededChampionship => host.world.championships[sport];
  const readsOfLive = (sport: Sport) => () => {
    const c = seeded(sport);
    return readsOf(sport, c.championship.id, liveMatch(c).id, c.days[1]?.id as string);
  };
  const write = async (sport: Sport, body: Record<string, unknown>): Promise<string> => {
    const res = await call(
      host.url,
      apiPath(sport, 'update_match_event', { championship_id: seeded(sport).championship.id }),
      {
        token: writer,
        json: body,
      },
    );
    expect(res.status, res.text).to.equal(200);
    return res.body.data.id as string;
  };
  const playersOf = (sport: Sport, teamId: string) =>
    seeded(sport).players.filter((p) => p.teamId === teamId);

  it('after an event is created, then modified', async () => {
    const m: Match = liveMatch(seeded('football'));
    let id = '';
    await expectFreshAfter('football', readsOfLive('football'), async () => {
      id = await write('football', {
        id: 'new',
        match_id: m.id,
        type: 1,
        club_id: m.homeTeamId,
        timer: '12',
      });
    });
    await expectFreshAfter('football', readsOfLive('football'), async () => {
      await write('football', { id, match_id: m.id, type: 1, club_id: m.awayTeamId, timer: '14' });
    });
  });

  it('after a substitution', async () => {
    const m = liveMatch(seeded('handball'));
    const [onField, onBench] = playersOf('handball', m.homeTeamId);
    await expectFreshAfter('handball', readsOfLive('handball'), async () => {
      await write('handball', {
        id: 'new',
        match_id: m.id,
        type: 5,
        club_id: m.homeTeamId,
        player_id: onField?.id,
        player_id_in: onBench?.id,
        timer: '20',
      });
    });
  });

  it('after a tennis game that changes the sets', async () => {
    const m = liveMatch(seeded('tennis'));
    await expectFreshAfter('tennis', readsOfLive('tennis'), async () => {
      await write('tennis', { id: 'new', match_id: m.id, type: 1, club_id: m.homeTeamId, set_number: 1 });
    });
  });

  describe('after imports', () => {
    const football = (): MatchdeskDocument => {
      const doc = demoData().documents.find((d) => d.championship.sport === 'football');
      if (!doc) throw new Error('no football demo document');
      return doc;
    };
    let championshipId = '';
    let importedReads: () => Read[];

    const importDoc = async (doc: MatchdeskDocument, options: ImportOptions = {}) => {
      const report = await new ImportChampionship(host.backend.stores.transactions).run(doc, {
        company: host.world.companyA.name,
        ...options,
      });
      if (!report.ok) throw new Error(report.error.message);
      return report.value;
    };

    before(async () => {
      championshipId = (await importDoc(football())).championshipId;
      const { stores } = host.backend;
      const matches = await stores.matches.ofChampionship(championshipId);
      const days = await stores.championships.days(championshipId);
      const first = matches[0] as Match;
      // A second reader restricted to one team of this championship.
      const user = await host.backend.accounts.createUser({
        email: 'restricted-import@alpha.test',
        displayName: 'restricted',
        status: 'active',
        passwordHash: 'unused',
      });
      await host.backend.accounts.addMembership({
        userId: user.id,
        companyId: host.world.companyA.id,
        role: 'member',
        teamIds: [first.homeTeamId],
      });
      readers[1] = {
        name: 'a session restricted to one team',
        options: { cookie: await host.sessionCookie(user) },
      };
      importedReads = () => readsOf('football', championshipId, first.id, days[0]?.id as string);
    });

    it('after a points adjustment', async () => {
      const doc = football();
      const team = doc.teams[0]?.name as string;
      await expectFreshAfter('football', importedReads, async () => {
        await importDoc(doc, { pointsDeductions: [`${team}=3`] });
      });
    });

    it('after an import that changes a match', async () => {
      const doc = football();
      const team = doc.teams[0]?.name as string;
      const [first, ...rest] = doc.matches;
      const changed = {
        ...doc,
        matches: [{ ...first, time: '23:59', timer: '88' } as (typeof doc.matches)[number], ...rest],
      };
      await expectFreshAfter('football', importedReads, async () => {
        await importDoc(changed, { pointsDeductions: [`${team}=3`] });
      });
    });
  });
});

/** A GET whose body comes back as sent (fetch would decode it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describeEachWebBackend('conditional reads and compression (issue 11)', (factory) => {
  let host: TestWebHost;
  let token: string;
  let writer: string;

  before(async () => {
    host = await startTestWebHost(factory);
    token = (await host.world.token({})).secret;
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
  });
  after(() => host?.close());

  const football = () => host.world.championships.football;
  const snapshotPath = () =>
    apiPath('football', 'get_match_snapshot', {
      championship_id: football().championship.id,
      match_id: liveMatch(football()).id,
    });

  it('gives every GET read a strong ETag and Cache-Control: private, no-cache', async () => {
    for (const path of [snapshotPath(), apiPath('football', 'get_all_championship')]) {
      const res = await call(host.url, path, { token, headers: { 'Accept-Encoding': 'identity' } });
      expect(res.status).to.equal(200);
      expect(res.headers.get('etag')).to.match(/^"[A-Za-z0-9_-]{27}"$/);
      expect(res.headers.get('cache-control')).to.equal('private, no-cache');
    }
  });

  it('answers 304 with no body to a matching If-None-Match, without building the answer again', async () => {
    const first = await call(host.url, snapshotPath(), { token });
    const etag = first.headers.get('etag') as string;
    const { championships, matches } = host.backend.stores;
    const built = [
      sinon.spy(championships, 'withMatch'),
      sinon.spy(matches, 'events'),
      sinon.spy(matches, 'ofDays'),
    ];
    try {
      const again = await call(host.url, snapshotPath(), { token, headers: { 'If-None-Match': etag } });
      expect(again.status).to.equal(304);
      expect(again.text).to.equal('');
      expect(again.headers.get('etag')).to.equal(etag);
      expect(again.headers.get('cache-control')).to.equal('private, no-cache');
      const other = await call(host.url, snapshotPath(), { token, headers: { 'If-None-Match': '"nope"' } });
      expect(other.status).to.equal(200);
      expect(other.text).to.equal(first.text);
      expect(built.map((spy) => spy.callCount)).to.deep.equal([0, 0, 0]);
    } finally {
      built.forEach((spy) => spy.restore());
    }
  });

  it('answers 200 with a new ETag once a write changed the answer', async () => {
    const before = await call(host.url, snapshotPath(), { token });
    const m = liveMatch(football());
    const written = await call(
      host.url,
      apiPath('football', 'update_match_event', { championship_id: football().championship.id }),
      { token: writer, json: { id: 'new', match_id: m.id, type: 1, club_id: m.awayTeamId, timer: '30' } },
    );
    expect(written.status).to.equal(200);
    const after = await call(host.url, snapshotPath(), {
      token,
      headers: { 'If-None-Match': before.headers.get('etag') as string },
    });
    expect(after.status).to.equal(200);
    expect(after.headers.get('etag')).to.not.equal(before.headers.get('etag'));
  });

  it('compresses a large answer with gzip or br when accepted, under its own ETag, and keeps small ones plain', async () => {
    const plain = await call(host.url, snapshotPath(), { token, headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.text.length).to.be.above(1024);
    expect(plain.headers.get('content-encoding')).to.equal(null);
    const raw = await rawGet(`${host.url}${snapshotPath()}`, {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'gzip',
    });
    expect(raw.headers['content-encoding']).to.equal('gzip');
    expect(raw.headers.vary).to.match(/Accept-Encoding/i);
    expect(raw.headers.etag).to.equal(`${(plain.headers.get('etag') as string).slice(0, -1)}-gzip"`);
    expect(gunzipSync(raw.body).toString('utf8')).to.equal(plain.text);
    expect(raw.body.length).to.be.below(plain.text.length);
    const br = await call(host.url, snapshotPath(), { token, headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).to.equal('br');
    expect(br.text, 'fetch decodes br: the same JSON').to.equal(plain.text);
    const revalidated = await rawGet(`${host.url}${snapshotPath()}`, {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'gzip',
      'If-None-Match': raw.headers.etag as string,
    });
    expect(revalidated.status).to.equal(304);
    expect(revalidated.headers.etag).to.equal(raw.headers.etag);
    expect(revalidated.body.length).to.equal(0);
    // The br copy's tag names another representation than the gzip one asked for now (RFC 9110
    // 13.1.2): the gzip answer is sent whole, under its own tag.
    const otherCoding = await rawGet(`${host.url}${snapshotPath()}`, {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'gzip',
      'If-None-Match': br.headers.get('etag') as string,
    });
    expect(otherCoding.status).to.equal(200);
    expect(otherCoding.headers.etag).to.equal(raw.headers.etag);
    // At equal weight br is chosen, whatever the order the client lists them in.
    const either = await rawGet(`${host.url}${snapshotPath()}`, {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'gzip, br',
    });
    expect(either.headers['content-encoding']).to.equal('br');
    const small = await call(
      host.url,
      apiPath('football', 'get_all_phases', { championship_id: football().championship.id }),
      {
        token,
        headers: { 'Accept-Encoding': 'gzip' },
      },
    );
    expect(small.text.length).to.be.below(1024);
    expect(small.headers.get('content-encoding')).to.equal(null);
  });
});
