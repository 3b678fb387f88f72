import { expect } from 'chai';
import { createMemoryStores } from '../../../../src/adapters/memory';
import { MemoryAccounts, MemoryTokens } from '../../../../src/adapters/memory/accounts';
import { openDatabase } from '../../../../src/adapters/persistence/typeorm';
import type { Database } from '../../../../src/adapters/persistence/typeorm';
import { NodeSecrets } from '../../../../src/adapters/system/NodeSecrets';
import type { Notifications } from '../../../../src/application/ports/Notifications';
import type { RunningWebHost } from '../../../../src/bootstrap/web';
import { openWebBackend, startWebHostOn, webBackendOn } from '../../../../src/bootstrap/web';
import { describeWhenPostgres } from '../../../support/services';
import { dropSchema, postgresSchemaUrl } from '../../../support/stores';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import { RecordingLogger } from '../../../support/webHost';
import type { WebWorld } from '../../../support/webWorld';
import { buildWebWorld } from '../../../support/webWorld';

const hostOptions = () => ({
  port: 0,
  host: '127.0.0.1',
  logger: new RecordingLogger(),
  secrets: new NodeSecrets({ N: 1024, r: 8, p: 1 }),
});

/** Round trips of a read served from memory: the token check's one statement, nothing else. */
function describeRoundTrips(name: string, open: () => Promise<{ url: string; cleanup(): Promise<void> }>) {
  describe(`a read served from memory [${name}]`, () => {
    let database: Database;
    let host: RunningWebHost;
    let world: WebWorld;
    let cleanup: () => Promise<void>;

    before(async () => {
      const opened = await open();
      cleanup = opened.cleanup;
      database = await openDatabase(opened.url);
      const backend = webBackendOn(database, opened.url);
      world = await buildWebWorld(backend);
      host = await startWebHostOn(backend, hostOptions());
    });
    after(async () => {
      await host?.close();
      await cleanup?.();
    });

    it('sends one statement: the token check, which reads the championship version with it', async () => {
      const token = (await world.token({})).secret;
      const football = world.championships.football;
      const path = apiPath('football', 'get_match_snapshot', {
        championship_id: football.championship.id,
        match_id: liveMatch(football).id,
      });
      const first = await call(host.url, path, { token }); // builds the answer, records the last use
      const before = database.queryCount();
      const again = await call(host.url, path, { token });
      expect(database.queryCount() - before).to.equal(1);
      expect(again.text).to.equal(first.text);
      const revalidated = await call(host.url, path, {
        token,
        headers: { 'If-None-Match': again.headers.get('etag') as string },
      });
      expect(revalidated.status).to.equal(304);
      expect(database.queryCount() - before).to.equal(2);
    });

    it('reads the same version in the token statement as the store gives', async () => {
      const token = await world.token({});
      const id = world.championships.tennis.championship.id;
      await database.stores.transactions.run((tx) => tx.championships.bumpVersion(id));
      const standing = await database.accounts.accounts.tokenWithStanding({ digest: token.token.digest }, id);
      expect(standing?.championshipVersion).to.equal(await database.stores.championships.version(id));
      expect(standing?.championshipVersion).to.equal(1);
      const unknown = await database.accounts.accounts.tokenWithStanding(
        { digest: token.token.digest },
        '999999',
      );
      expect(unknown?.championshipVersion).to.equal(null);
      const plain = await database.accounts.accounts.tokenWithStanding({ digest: token.token.digest });
      expect(plain).to.not.have.property('championshipVersion');
    });
  });
}

describeRoundTrips('SQLite', async () => ({ url: 'sqlite::memory:', cleanup: async () => undefined }));
describeWhenPostgres('a read served from memory', (baseUrl) => {
  const url = postgresSchemaUrl(baseUrl);
  describeRoundTrips('PostgreSQL', async () => ({ url, cleanup: () => dropSchema(baseUrl, url) }));
});

describe('the memory accounts read a championship version with the token (issue 11)', () => {
  it('answers the version of the championships given, null for an unknown one', async () => {
    const stores = createMemoryStores();
    const tokens = new MemoryTokens();
    const accounts = new MemoryAccounts(stores.companies, tokens, stores.championships);
    const company = await stores.companies.create({ name: 'A', licenceValid: true });
    const user = await accounts.createUser({
      email: 'a@a.test',
      displayName: 'A',
      status: 'active',
      passwordHash: 'x',
    });
    const token = await tokens.create({
      state: 'active',
      companyId: company.id,
      creatorId: user.id,
      name: 't',
      prefix: 'svc_api_abcd',
      digest: 'd'.repeat(64),
      permission: 'read',
      sports: ['football'],
      createdAt: new Date(0),
      expiresAt: new Date(Date.now() + 86_400_000),
      lastUsedAt: null,
    });
    const championship = await stores.championships.create({
      companyId: company.id,
      sport: 'football',
      name: 'League',
      competition: '',
      season: '',
      archived: false,
      pointsRule: { win: 3, draw: 1, loss: 0 },
      tieBreak: 'goal-difference',
      adjustments: [],
    });
    await stores.championships.bumpVersion(championship.id);
    expect(
      (await accounts.tokenWithStanding({ tokenId: token.id }, championship.id))?.championshipVersion,
    ).to.equal(1);
    expect((await accounts.tokenWithStanding({ tokenId: token.id }, '42'))?.championshipVersion).to.equal(
      null,
    );
  });
});

describeWhenPostgres('two web instances on one database (issue 11)', (baseUrl) => {
  const url = postgresSchemaUrl(baseUrl);
  let a: RunningWebHost;
  let b: RunningWebHost;
  /** A third instance that hears no notification at all: only the version keeps it fresh. */
  let deaf: RunningWebHost;
  let world: WebWorld;

  before(async () => {
    const backendA = await openWebBackend(url);
    world = await buildWebWorld(backendA);
    a = await startWebHostOn(backendA, hostOptions());
    b = await startWebHostOn(await openWebBackend(url), hostOptions());
    const silence: Notifications = { publish: async () => undefined, subscribe: () => () => undefined };
    deaf = await startWebHostOn(await openWebBackend(url), { ...hostOptions(), notifications: silence });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await deaf?.close();
    await dropSchema(baseUrl, url);
  });

  it('never answers on B older than a write whose 200 came from A, right after it, even unannounced', async () => {
    const reader = (await world.token({})).secret;
    const writer = (await world.token({ permission: 'read_write_events' })).secret;
    const football = world.championships.football;
    const match = liveMatch(football);
    const snapshot = apiPath('football', 'get_match_snapshot', {
      championship_id: football.championship.id,
      match_id: match.id,
    });
    const events = apiPath('football', 'get_match_events', {
      championship_id: football.championship.id,
      match_id: match.id,
    });
    for (let round = 0; round < 6; round += 1) {
      const reading = round % 2 === 0 ? b : deaf;
      await call(reading.url, snapshot, { token: reader });
      await call(reading.url, events, { token: reader }); // both now served from its memory
      const written = await call(
        a.url,
        apiPath('football', 'update_match_event', { championship_id: football.championship.id }),
        {
          token: writer,
          json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId, timer: `${round}` },
        },
      );
      expect(written.status, written.text).to.equal(200);
      const id = written.body.data.id as string;
      const seenEvents = await call(reading.url, events, { token: reader });
      expect(
        seenEvents.body.data.map((e: { id: string }) => e.id),
        `round ${round}`,
      ).to.include(id);
      const seenSnapshot = await call(reading.url, snapshot, { token: reader });
      expect(
        seenSnapshot.body.data.scorers.map((s: { eventId: string }) => s.eventId),
        `round ${round}`,
      ).to.include(id);
      const onA = await call(a.url, snapshot, { token: reader });
      expect(seenSnapshot.text).to.equal(onA.text);
    }
  });

  it("frees B's entries of the championship when A's write is announced through LISTEN/NOTIFY", async () => {
    const reader = (await world.token({})).secret;
    const writer = (await world.token({ permission: 'read_write_events' })).secret;
    const hockey = world.championships.hockey;
    const match = liveMatch(hockey);
    await call(b.url, apiPath('hockey', 'get_all_days', { championship_id: hockey.championship.id }), {
      token: reader,
    });
    const cache = b.readCache;
    if (!cache) throw new Error('B has no read cache');
    const kept = cache.stats().entries;
    expect(kept).to.be.above(0);
    const written = await call(
      a.url,
      apiPath('hockey', 'update_match_event', { championship_id: hockey.championship.id }),
      { token: writer, json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId } },
    );
    expect(written.status).to.equal(200);
    const deadline = Date.now() + 5000;
    while (cache.stats().entries === kept && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(cache.stats().entries).to.be.below(kept);
  });
});
