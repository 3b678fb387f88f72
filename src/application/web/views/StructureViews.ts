import type { Day, Group, Phase } from '../../../domain/championship/Championship';

/** A day of get_all_days (spec 2.12 gap). Its label is its own: never deduced from the id. */
export interface DayView {
  id: string;
  championshipId: string;
  /** The real day label, e.g. "Matchday 3". */
  label: string;
  /** Sporting order within the championship, ascending. */
  order: number;
  /** The phase the day belongs to; "" when none. */
  phaseId: string;
}

/** A phase of get_all_phases, e.g. "Regular season", "Play-offs". */
export interface PhaseView {
  id: string;
  championshipId: string;
  name: string;
  /** Sporting order, ascending. */
  order: number;
}

/** A group of get_all_groups, e.g. "Group A". */
export interface GroupView {
  id: string;
  championshipId: string;
  /** The phase the group belongs to; "" when none. */
  phaseId: string;
  name: string;
}

export function toDayView(d: Day): DayView {
  return { id: d.id, championshipId: d.championshipId, label: d.label, order: d.order, phaseId: d.phaseId };
}

export function toPhaseView(p: Phase): PhaseView {
  return { id: p.id, championshipId: p.championshipId, name: p.name, order: p.order };
}

export function toGroupView(g: Group): GroupView {
  return { id: g.id, championshipId: g.championshipId, phaseId: g.phaseId, name: g.name };
}
