import Redis from 'ioredis';

/**
 * Suites that need an outside service read its address from the environment. Without it they
 * are skipped, and say so clearly; in CI (`CI=true`) a missing service is a failure instead.
 */
export function postgresUrl(): string | undefined {
  return process.env.MATCH_DESK_TEST_POSTGRES || undefined;
}

/** Registers a pending suite that explains why it was skipped, or fails in CI. */
export function describeWhenPostgres(title: string, body: (url: string) => void): void {
  const url = postgresUrl();
  if (url) {
    describe(`${title} [PostgreSQL]`, () => body(url));
    return;
  }
  if (process.env.CI === 'true') {
    describe(`${title} [PostgreSQL]`, () => {
      it('needs MATCH_DESK_TEST_POSTGRES in CI', () => {
        throw new Error('MATCH_DESK_TEST_POSTGRES is not set: the PostgreSQL suites must run in CI');
      });
    });
    return;
  }
  describe(`${title} [PostgreSQL]`, () => {
    it.skip('SKIPPED: set MATCH_DESK_TEST_POSTGRES=postgres://postgres@127.0.0.1:5432/test to run');
  });
}

/** The Redis of the shared rate limits' suites: MATCH_DESK_TEST_REDIS, else the machine's 127.0.0.1:6379. */
export function redisUrl(): string {
  return process.env.MATCH_DESK_TEST_REDIS || 'redis://127.0.0.1:6379';
}

/** Whether Redis answers at `url` within a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Runs `body` against Redis when it answers; otherwise the suite is skipped with a clear message,
 * or fails when CI=true (.ci/run starts redis-server, as it starts PostgreSQL).
 */
export function describeWhenRedis(title: string, body: (url: string) => void): void {
  describe(`${title} [Redis]`, function () {
    const url = redisUrl();
    before(async function () {
      if (await redisAnswers(url)) return;
      if (process.env.CI === 'true')
        throw new Error(`Redis does not answer at ${url}: the Redis suites must run in CI`);
      console.log(`      SKIPPED: no Redis at ${url} (start redis-server or set MATCH_DESK_TEST_REDIS)`);
      this.skip();
    });
    body(url);
  });
}
