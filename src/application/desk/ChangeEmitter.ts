import type { DeskChange, DeskChangeListener } from './DeskChange';

/** Synchronous fan-out of desk changes; a failing listener never stops the others nor the desk. */
export class ChangeEmitter {
  private readonly listeners = new Set<DeskChangeListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  /** Returns the function that unsubscribes. */
  subscribe(listener: DeskChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(change: DeskChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
