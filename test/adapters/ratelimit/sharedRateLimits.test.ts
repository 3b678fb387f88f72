import { expect } from 'chai';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../../src/adapters/persistence/typeorm/database';
import type { Database } from '../../../src/adapters/persistence/typeorm/database';
import { postgresRateLimits, redisRateLimits } from '../../../src/adapters/ratelimit/sharedRateLimits';
import { windowOf } from '../../../src/adapters/ratelimit/StoreRateLimits';
import type { RateLimitPolicy, RateLimits } from '../../../src/application/ports/RateLimits';
import { describeWhenPostgres, describeWhenRedis } from '../../support/services';
import { postgresSchemaUrl } from '../../support/stores';

const policy = (): RateLimitPolicy => ({
  name: `test-${randomBytes(4).toString('hex')}`,
  capacity: 5,
  refillPerSecond: 5 / 60,
});

/** Two web instances, each with its own connection to the store, share one limit per key. */
function sharedByTwoInstances(instances: () => readonly [RateLimits, RateLimits]): void {
  it('counts one limit for a key across both instances: the 6th request of 5 allowed is refused', async () => {
    const [a, b] = instances();
    const limit = policy();
    const decisions = [];
    for (let i = 0; i < 6; i += 1) decisions.push(await (i % 2 === 0 ? a : b).take(limit, '203.0.113.7'));
    expect(decisions.map((d) => d.allowed)).to.deep.equal([true, true, true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).to.deep.equal([4, 3, 2, 1, 0, 0]);
    const refused = decisions[5];
    expect(refused?.retryAfterSeconds).to.be.within(1, windowOf(limit).duration);
    // another key, and another policy, have their own counts
    expect((await a.take(limit, '198.51.100.1')).allowed).to.equal(true);
    expect((await b.take(policy(), '203.0.113.7')).allowed).to.equal(true);
  });

  it('refuses concurrent requests past the limit, wherever they land', async () => {
    const [a, b] = instances();
    const limit = policy();
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).take(limit, 'burst')),
    );
    expect(decisions.filter((d) => d.allowed)).to.have.length(5);
  });
}

describeWhenPostgres('rate limits shared by web instances (issue 13 finding 10)', (baseUrl) => {
  const url = postgresSchemaUrl(baseUrl);
  let one: Database;
  let two: Database;
  let limits: [RateLimits, RateLimits];
  before(async () => {
    one = await openDatabase(url);
    two = await openDatabase(url);
    const schema = new URL(url).searchParams.get('schema') as string;
    limits = [postgresRateLimits(one.dataSource, schema), postgresRateLimits(two.dataSource, schema)];
  });
  after(async () => {
    const schema = new URL(url).searchParams.get('schema') as string;
    await one?.dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await two?.close();
    await one?.close();
  });
  sharedByTwoInstances(() => limits);
});

describeWhenRedis('rate limits shared by web instances (issue 13 finding 10)', (url) => {
  let clients: Redis[] = [];
  let limits: [RateLimits, RateLimits];
  before(() => {
    clients = [new Redis(url), new Redis(url)];
    limits = [redisRateLimits(clients[0] as Redis), redisRateLimits(clients[1] as Redis)];
  });
  after(() => {
    for (const client of clients) client.disconnect();
  });
  sharedByTwoInstances(() => limits);
});
