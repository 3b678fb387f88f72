import type { MatchNotification } from '../../../../src/application/ports/Notifications';

let version = 0;

/** A match_event notification of football match 2 of company 1; each call a newer version. */
export function aNotification(
  overrides: {
    readonly message?: Partial<MatchNotification['message']>;
    readonly audience?: Partial<MatchNotification['audience']>;
  } = {},
): MatchNotification {
  version += 1;
  return {
    message: {
      type: 'match_event',
      sport: 'football',
      championshipId: '1',
      matchId: '2',
      snapshotUrl: '/api/football/get_match_snapshot?championship_id=1&match_id=2',
      version,
      at: '2026-03-01T12:00:00.000Z',
      ...overrides.message,
    },
    audience: {
      companyId: '1',
      sport: 'football',
      archived: false,
      homeTeamId: '5',
      awayTeamId: '6',
      ...overrides.audience,
    },
  };
}
