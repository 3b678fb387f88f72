/**
 * Runs tasks one after another, in arrival order. A store with a single connection (SQLite, the
 * in-memory store) uses it so two transactions never interleave.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
