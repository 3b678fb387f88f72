import type {
  MatchNotification,
  NotificationMessage,
  NotificationType,
} from '../../application/ports/Notifications';
import { NOTIFICATION_TYPES } from '../../application/ports/Notifications';
import { isSport } from '../../domain/sport/Sport';

// A notification as it travels between instances: the published message and its audience, fields
// listed one by one both ways.

/** The published message's fields (CONTRACT-NOTES "Notifications"), listed once for every wire. */
export function messageFields(m: NotificationMessage): NotificationMessage {
  return {
    type: m.type,
    sport: m.sport,
    championshipId: m.championshipId,
    matchId: m.matchId,
    snapshotUrl: m.snapshotUrl,
    version: m.version,
    at: m.at,
  };
}

export function encodeNotification(notification: MatchNotification): string {
  const { message, audience: a } = notification;
  return JSON.stringify({
    message: messageFields(message),
    audience: {
      companyId: a.companyId,
      sport: a.sport,
      archived: a.archived,
      homeTeamId: a.homeTeamId,
      awayTeamId: a.awayTeamId,
    },
  });
}

type Fields = Record<string, unknown>;

function objectOf(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** The named text fields of `fields`, or null when one is missing or not a text. */
function textsOf<K extends string>(fields: Fields, keys: readonly K[]): Record<K, string> | null {
  const texts = {} as Record<K, string>;
  for (const key of keys) {
    const value = fields[key];
    if (typeof value !== 'string') return null;
    texts[key] = value;
  }
  return texts;
}

/** The notification carried by `text`; null when it is not one (anyone may NOTIFY a channel). */
export function decodeNotification(text: string): MatchNotification | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const m = objectOf(objectOf(parsed)?.message);
  const a = objectOf(objectOf(parsed)?.audience);
  if (!m || !a) return null;
  const messageTexts = textsOf(m, ['championshipId', 'matchId', 'snapshotUrl', 'at']);
  const audienceTexts = textsOf(a, ['companyId', 'homeTeamId', 'awayTeamId']);
  const { type, sport, version } = m;
  const audienceSport = a.sport;
  if (
    !messageTexts ||
    !audienceTexts ||
    !isNotificationType(type) ||
    !isSport(sport) ||
    !isSport(audienceSport)
  )
    return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
  return {
    message: {
      type,
      sport,
      championshipId: messageTexts.championshipId,
      matchId: messageTexts.matchId,
      snapshotUrl: messageTexts.snapshotUrl,
      version,
      at: messageTexts.at,
    },
    audience: {
      companyId: audienceTexts.companyId,
      sport: audienceSport,
      // An instance of a version before this field sends none: heard as before, not archived.
      archived: a.archived === true,
      homeTeamId: audienceTexts.homeTeamId,
      awayTeamId: audienceTexts.awayTeamId,
    },
  };
}
