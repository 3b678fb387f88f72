import type { Championship } from '../../../domain/championship/Championship';
import type { Sport } from '../../../domain/sport/Sport';

/** A championship as published by get_all_championship and get_championship (spec 2.12 gap). */
export interface ChampionshipView {
  id: string;
  sport: Sport;
  /** Display name, e.g. "Ligue 1 2023/24". */
  name: string;
  /** The competition, e.g. "Ligue 1"; "" when unknown. */
  competition: string;
  /** The season, e.g. "2023/24"; "" when unknown. */
  season: string;
  /** Archived championships are listed only with include_archived=1 and the right to see them. */
  archived: boolean;
}

export function toChampionshipView(c: Championship): ChampionshipView {
  return {
    id: c.id,
    sport: c.sport,
    name: c.name,
    competition: c.competition,
    season: c.season,
    archived: c.archived,
  };
}
