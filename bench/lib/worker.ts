// The load side of a benchmark, on its own thread: the server keeps the main thread's event loop
// to itself, and the two share only the machine's cores.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A long-lived worker thread running load tasks (see workerMain.ts) one request at a time. */
export class LoadWorker {
  private readonly worker = new Worker(join(__dirname, 'workerMain.js'));
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker.on('message', (message: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new Error(message.error));
    });
    this.worker.on('error', (error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    });
  }

  /** Runs the named task of workerMain.ts with `input` and returns its output. */
  run<T>(task: string, input: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, task, input });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
