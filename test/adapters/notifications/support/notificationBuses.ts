// Notification buses under test: in-process, and PostgreSQL LISTEN/NOTIFY on a channel of its own
// per open (so that parallel runs on one database never hear each other).
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import type { ClosableNotifications } from '../../../../src/adapters/notifications/ClosableNotifications';
import { InProcessNotifications } from '../../../../src/adapters/notifications/InProcessNotifications';
import { notificationChannel } from '../../../../src/adapters/notifications/notificationChannel';
import type { ReconnectDelays } from '../../../../src/adapters/notifications/PostgresNotifications';
import { PostgresNotifications } from '../../../../src/adapters/notifications/PostgresNotifications';
import { RecordingLogger } from '../../../support/webHost';

export interface OpenedBus {
  readonly bus: ClosableNotifications;
  /** The errors of failing subscribers, as the bus reported them. */
  subscriberFailures(): unknown[];
  close(): Promise<void>;
}

export interface BusFactory {
  readonly name: string;
  open(): Promise<OpenedBus>;
}

export const inProcessBus: BusFactory = {
  name: 'in-process',
  open: async () => {
    const failures: unknown[] = [];
    const bus = new InProcessNotifications((error) => failures.push(error));
    return { bus, subscriberFailures: () => failures, close: () => bus.close() };
  },
};

export const FAST_RECONNECT: ReconnectDelays = { initialMs: 20, maxMs: 200 };

/** Buses of several instances on one channel, with a pool to publish through and to inspect. */
export class PostgresChannel {
  readonly channel = notificationChannel(`md_test_${randomBytes(6).toString('hex')}`);
  readonly pool: Pool;
  private readonly buses: PostgresNotifications[] = [];

  constructor(readonly baseUrl: string) {
    this.pool = new Pool({ connectionString: baseUrl, max: 2 });
  }

  /** A bus (one web instance) listening on the channel. */
  async bus(logger = new RecordingLogger(), channel = this.channel): Promise<PostgresNotifications> {
    const bus = new PostgresNotifications({
      connectionString: this.baseUrl,
      channel,
      query: (sql, parameters) => this.pool.query(sql, parameters),
      logger,
      reconnect: FAST_RECONNECT,
    });
    this.buses.push(bus);
    await bus.listen();
    return bus;
  }

  /** The server processes LISTENing on the channel. */
  async listenerPids(channel = this.channel): Promise<number[]> {
    const { rows } = await this.pool.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE query = $1 ORDER BY pid',
      [`LISTEN "${channel}"`],
    );
    return rows.map((r) => r.pid);
  }

  async close(): Promise<void> {
    for (const bus of this.buses.splice(0)) await bus.close();
    await this.pool.end();
  }
}

export function postgresBus(baseUrl: string): BusFactory {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const channel = new PostgresChannel(baseUrl);
      const logger = new RecordingLogger();
      const bus = await channel.bus(logger);
      return {
        bus,
        subscriberFailures: () =>
          logger.entries.filter((e) => e.level === 'error').map((e) => (e.obj as { err: unknown }).err),
        close: () => channel.close(),
      };
    },
  };
}
