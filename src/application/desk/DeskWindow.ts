import type { Desk } from '../../domain/desk/Desk';
import { withDesk } from '../../domain/desk/Desk';
import { matchUnavailable } from '../../domain/desk/deskErrors';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { DeskSections } from '../ports/DeskHost';
import type { DeskKeep } from '../ports/DeskKeep';
import type { ChangeEmitter } from './ChangeEmitter';
import type { DeskChange } from './DeskChange';

/** The match in the main window: the desk and the four sections of its state. */
export interface LoadedDesk {
  readonly desk: Desk;
  readonly sections: DeskSections;
}

/** Holds what the main window shows, and tells listeners each time it changes. */
export class DeskWindow {
  private loaded: LoadedDesk | null = null;
  private changeCount = 0;

  constructor(
    private readonly changes: ChangeEmitter,
    private readonly keep?: DeskKeep,
  ) {}

  /** Counts every change told to listeners: a read kept from one version holds while it stays. */
  get version(): number {
    return this.changeCount;
  }

  current(): LoadedDesk | null {
    return this.loaded;
  }

  /** Spec 4.1 rule 5: reads and commands need a loaded match (409). */
  require(): Result<LoadedDesk, DomainError> {
    return this.loaded ? ok(this.loaded) : err(matchUnavailable());
  }

  /**
   * Loads a match; the previous one, if any, is unloaded first. Its clock and statistics are the
   * ones kept from an earlier load (DeskKeep), when there are (found by review: loading the match
   * again, or restarting the host, put the corners back to 0 and stopped the clock).
   */
  open(loaded: LoadedDesk): void {
    this.close();
    const kept = this.keep?.read(loaded.desk.contextKey);
    this.loaded = kept
      ? { ...loaded, desk: withDesk(loaded.desk, { timer: kept.timer, statistics: kept.statistics }) }
      : loaded;
    this.emit({ type: 'match_loaded', contextKey: loaded.desk.contextKey });
  }

  /** Returns false when no match was loaded. */
  close(): boolean {
    const previous = this.loaded;
    if (!previous) return false;
    this.loaded = null;
    this.emit({ type: 'match_unloaded', contextKey: previous.desk.contextKey });
    return true;
  }

  /**
   * Changes the loaded match if it is still the one of `contextKey` (a command's write may end
   * after the operator loaded another match). Returns false when it is not.
   */
  update(contextKey: string, change: (loaded: LoadedDesk) => LoadedDesk): boolean {
    const current = this.loaded;
    if (!current || current.desk.contextKey !== contextKey) return false;
    const next = change(current);
    this.loaded = next;
    const { timer, statistics } = next.desk;
    if (timer !== current.desk.timer || statistics !== current.desk.statistics)
      this.keep?.write(contextKey, { timer, statistics });
    this.emit({ type: 'state_changed', contextKey });
    return true;
  }

  /** Tells listeners the state changed without a change here (e.g. OCR texts). */
  touch(): void {
    if (this.loaded) this.emit({ type: 'state_changed', contextKey: this.loaded.desk.contextKey });
  }

  private emit(change: DeskChange): void {
    this.changeCount += 1;
    this.changes.emit(change);
  }
}
