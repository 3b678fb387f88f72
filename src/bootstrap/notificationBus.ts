import type { Logger } from '../adapters/http/Logger';
import type { ClosableNotifications } from '../adapters/notifications/ClosableNotifications';
import { InProcessNotifications } from '../adapters/notifications/InProcessNotifications';
import { notificationChannel } from '../adapters/notifications/notificationChannel';
import { PostgresNotifications } from '../adapters/notifications/PostgresNotifications';
import type { Database, DatabaseTarget } from '../adapters/persistence/typeorm';
import { parseDatabaseUrl } from '../adapters/persistence/typeorm';

/**
 * The bus that carries match notifications between every host on one PostgreSQL database
 * (LISTEN/NOTIFY on the deployment's channel): web instances and desks on the embedded store
 * alike, so a desk's goal reaches the web subscribers. Rejects when the listener cannot connect.
 */
export async function openPostgresNotifications(
  database: Database,
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
  logger: Logger,
): Promise<ClosableNotifications> {
  const bus = new PostgresNotifications({
    connectionString: target.url,
    channel: notificationChannel(target.schema),
    query: (sql, parameters) => database.dataSource.query(sql, parameters),
    logger,
  });
  await bus.listen();
  return bus;
}

/** LISTEN/NOTIFY on PostgreSQL (as the web host chooses), else a bus of this process only. */
export function openNotificationBus(
  database: Database,
  databaseUrl: string,
  logger: Logger,
): Promise<ClosableNotifications> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'postgres') return openPostgresNotifications(database, target, logger);
  return Promise.resolve(inProcessBus(logger));
}

export function inProcessBus(logger: Logger): ClosableNotifications {
  return new InProcessNotifications((error) =>
    logger.error({ err: error }, 'a notification subscriber failed'),
  );
}
