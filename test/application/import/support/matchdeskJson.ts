/* A small valid matchdesk document as raw JSON, fresh on every call so a test can break one part. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export function aMatchdeskJson(): Json {
  return {
    format: 'matchdesk',
    version: 1,
    championship: { name: 'Test League', sport: 'football', competition: 'Test League', season: '2024/25' },
    phases: [{ name: 'Regular season' }],
    groups: [{ name: 'North', phase: 'Regular season' }],
    days: [
      { label: 'Round 1', phase: 'Regular season' },
      { label: 'Round 2', order: 5 },
    ],
    teams: [
      { name: 'Alpha FC', shortName: 'ALP', group: 'North' },
      { name: 'Beta FC', group: 'North' },
      { name: 'Gamma FC' },
    ],
    players: [
      { team: 'Alpha FC', firstName: 'Ann', lastName: 'Archer', number: 9, position: 'Forward' },
      { team: 'Alpha FC', firstName: 'Abe', lastName: 'Adams', number: '12' },
      { team: 'Beta FC', firstName: 'Bea', lastName: 'Baker', number: 4 },
    ],
    matches: [
      {
        day: 'Round 1',
        home: 'Alpha FC',
        away: 'Beta FC',
        date: '2024-09-01',
        time: '15:00',
        homeScore: 2,
        awayScore: 1,
      },
      { day: 'Round 2', home: 'Beta FC', away: 'Gamma FC' },
    ],
    adjustments: [{ team: 'Gamma FC', points: -3, reason: 'Late registration' }],
  };
}
