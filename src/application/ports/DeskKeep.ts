import type { StatisticCounts } from '../../domain/desk/Statistics';
import type { Timer } from '../../domain/desk/Timer';

/**
 * What the desk keeps of a match that its stored data does not hold: the desk's clock (running or
 * not) and the statistics (graphic data, never match data). Kept per match context, so that
 * loading the match again, or a restart of the host, finds them as they were.
 */
export interface KeptDesk {
  readonly timer: Timer;
  readonly statistics: StatisticCounts;
}

/** Where the desk keeps them (synchronous: a change is kept before it is shown). */
export interface DeskKeep {
  read(contextKey: string): KeptDesk | null;
  write(contextKey: string, kept: KeptDesk): void;
}
