import { createHash } from 'node:crypto';

/** The LISTEN/NOTIFY channel of the web instances on the default schema. */
export const NOTIFICATION_CHANNEL = 'match_desk_notifications';

/** PostgreSQL identifiers, channel names included, hold at most 63 bytes. */
const MAX_CHANNEL_BYTES = 63;

/**
 * The channel of one deployment. NOTIFY reaches a whole database, so instances on another schema
 * of it (another deployment, a parallel test run) get a channel of their own.
 */
export function notificationChannel(schema: string | undefined): string {
  if (schema === undefined) return NOTIFICATION_CHANNEL;
  const readable = `${NOTIFICATION_CHANNEL}.${schema}`;
  if (Buffer.byteLength(readable, 'utf8') <= MAX_CHANNEL_BYTES) return readable;
  return `${NOTIFICATION_CHANNEL}.${createHash('sha256').update(schema, 'utf8').digest('hex').slice(0, 32)}`;
}
