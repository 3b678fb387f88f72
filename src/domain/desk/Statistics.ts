import type { Side } from '../match/Side';
import type { Sport } from '../sport/Sport';

export interface StatisticDefinition {
  readonly id: string;
  readonly label: string;
}

/** Per-side counters of a match, by statistic id. Graphic data: never written into match data. */
export type StatisticCounts = Readonly<Record<string, Readonly<Record<Side, number>>>>;

const stat = (id: string, label: string): StatisticDefinition => ({ id, label });

const FOOTBALL = [
  stat('shots', 'Shots'),
  stat('shots_on_target', 'Shots on target'),
  stat('corners', 'Corners'),
  stat('fouls', 'Fouls'),
  stat('offsides', 'Offsides'),
];

/** The counters the desk offers per sport (spec 2.12 leaves the catalog open). */
export const STATISTICS: Readonly<Record<Sport, readonly StatisticDefinition[]>> = {
  football: FOOTBALL,
  // Futsal has no offside (Futsal Laws of the Game); its fouls accumulate per half (found by QA).
  futsal: FOOTBALL.filter((s) => s.id !== 'offsides'),
  hockey: [stat('shots', 'Shots'), stat('penalty_corners', 'Penalty corners'), stat('fouls', 'Fouls')],
  handball: [stat('shots', 'Shots'), stat('saves', 'Saves'), stat('turnovers', 'Turnovers')],
  basketball: [
    stat('rebounds', 'Rebounds'),
    stat('assists', 'Assists'),
    stat('turnovers', 'Turnovers'),
    stat('fouls', 'Fouls'),
  ],
  tennis: [
    stat('aces', 'Aces'),
    stat('double_faults', 'Double faults'),
    stat('winners', 'Winners'),
    stat('unforced_errors', 'Unforced errors'),
  ],
};

export function zeroStatistics(sport: Sport): StatisticCounts {
  return Object.fromEntries(STATISTICS[sport].map((s) => [s.id, { home: 0, away: 0 }]));
}

export function countOf(counts: StatisticCounts, id: string, side: Side): number {
  return counts[id]?.[side] ?? 0;
}

export function withCount(counts: StatisticCounts, id: string, side: Side, value: number): StatisticCounts {
  const current = counts[id] ?? { home: 0, away: 0 };
  const next = side === 'home' ? { home: value, away: current.away } : { home: current.home, away: value };
  return { ...counts, [id]: next };
}
