import type { Day, Player, Team } from '../championship/Championship';
import type { Match } from './Match';
import { toMatchSummary } from './MatchSummaryMapper';
import type { MatchVisibility } from './MatchVisibility';
import type { DayRelation, MatchDay } from './views';

export interface DayInWindow {
  readonly day: Day;
  readonly relation: DayRelation;
}

/**
 * The previous, current and next day around `currentDayId`, in championship order (ascending
 * `order`). Previous or next is left out when it does not exist; empty when the day is unknown.
 */
export function matchDayWindow(days: readonly Day[], currentDayId: string): DayInWindow[] {
  const ordered = [...days].sort((a, b) => a.order - b.order);
  const at = ordered.findIndex((d) => d.id === currentDayId);
  if (at < 0) return [];
  const window: DayInWindow[] = [];
  const previous = ordered[at - 1];
  const current = ordered[at] as Day;
  const next = ordered[at + 1];
  if (previous) window.push({ day: previous, relation: 'previous' });
  window.push({ day: current, relation: 'current' });
  if (next) window.push({ day: next, relation: 'next' });
  return window;
}

/** The ids of the days whose matches `toMatchDays` needs, so a store loads only those. */
export function matchDayIds(days: readonly Day[], currentDayId: string): string[] {
  return matchDayWindow(days, currentDayId).map((w) => w.day.id);
}

export interface MatchDaysSources {
  /** Every day of the championship (any order). */
  readonly days: readonly Day[];
  readonly currentDayId: string;
  /** Matches of (at least) the days named by `matchDayIds`, in the store's order. */
  readonly matches: readonly Match[];
  readonly teams: readonly Team[];
  readonly players: readonly Player[];
  readonly isVisible: MatchVisibility;
}

/** Spec 2.7: previous, current and next day, each with its visible matches only. */
export function toMatchDays(sources: MatchDaysSources): MatchDay[] {
  const window = matchDayWindow(sources.days, sources.currentDayId);
  const windowDays = window.map((w) => w.day);
  return window.map(({ day, relation }) => ({
    id: day.id,
    label: day.label,
    relation,
    matches: sources.matches
      .filter((m) => m.dayId === day.id && m.championshipId === day.championshipId && sources.isVisible(m))
      .map((m) => toMatchSummary(m, { days: windowDays, teams: sources.teams, players: sources.players })),
  }));
}
