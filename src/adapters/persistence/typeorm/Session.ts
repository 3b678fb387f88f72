import type { DataSource, EntityManager } from 'typeorm';
import type { SerialQueue } from '../SerialQueue';

/** Where a store runs its statements: on the data source, or inside a caller's transaction. */
export interface Session {
  /** A single statement (or reads that need no common snapshot). */
  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** Several statements that must commit together. */
  atomic<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
}

/**
 * Outside any transaction. With a single connection (SQLite) every use waits its turn in `queue`,
 * so a statement never lands inside another caller's open transaction.
 */
export class DataSourceSession implements Session {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: SerialQueue | null,
  ) {}

  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.exclusive(() => work(this.dataSource.manager));
  }

  atomic<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.dataSource.transaction(work));
  }

  /** Runs `task` alone on a single-connection database. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.queue ? this.queue.run(task) : task();
  }
}

/** Inside a transaction: everything already commits together. */
export class TransactionSession implements Session {
  constructor(private readonly manager: EntityManager) {}

  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return work(this.manager);
  }

  atomic<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return work(this.manager);
  }
}
