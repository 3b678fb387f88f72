import type { Desk } from '../../domain/desk/Desk';
import { matchUnavailable } from '../../domain/desk/deskErrors';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { DeskSections } from '../ports/DeskHost';
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

  constructor(private readonly changes: ChangeEmitter) {}

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

  /** Loads a match; the previous one, if any, is unloaded first. */
  open(loaded: LoadedDesk): void {
    this.close();
    this.loaded = loaded;
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
    this.loaded = change(current);
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
