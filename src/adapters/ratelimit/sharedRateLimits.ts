import type Redis from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { StoreRateLimits } from './StoreRateLimits';

/** The table of the PostgreSQL store, in the deployment's schema (made on first use). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** Limits shared through the web instances' PostgreSQL database (one table, a key prefix per policy). */
export function postgresRateLimits(dataSource: DataSource, schema: string | undefined): StoreRateLimits {
  // Made one after the other: two limiters creating the one table at once would collide.
  let creating: Promise<unknown> = Promise.resolve();
  return new StoreRateLimits((window) => {
    const made = creating.then(
      () =>
        new Promise<RateLimiterPostgres>((resolve, reject) => {
          const limiter: RateLimiterPostgres = new RateLimiterPostgres(
            {
              ...window,
              storeClient: dataSource,
              storeType: 'typeorm',
              tableName: RATE_LIMIT_TABLE,
              ...(schema ? { schemaName: schema } : {}),
            },
            (error?: unknown) => (error ? reject(error) : resolve(limiter)),
          );
        }),
    );
    creating = made.catch(() => undefined);
    return made;
  });
}

/** Limits shared through Redis, when a Redis URL is configured. */
export function redisRateLimits(client: Redis): StoreRateLimits {
  return new StoreRateLimits(async (window) => new RateLimiterRedis({ ...window, storeClient: client }));
}
