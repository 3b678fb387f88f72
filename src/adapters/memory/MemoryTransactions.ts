import type { MatchDataStores, Transactions } from '../../application/ports/MatchData';
import { SerialQueue } from '../persistence/SerialQueue';
import type { MemoryState } from './MemoryState';

/**
 * Copy-on-begin: the tables are snapshotted when a transaction starts and restored when `work`
 * throws. Transactions run one at a time, so a rollback never undoes another one's writes (and
 * `work` must not wait for another transaction: it would wait for itself).
 */
export class MemoryTransactions implements Transactions {
  private readonly queue = new SerialQueue();

  constructor(
    private readonly state: MemoryState,
    private readonly stores: MatchDataStores,
  ) {}

  run<T>(work: (stores: MatchDataStores) => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const before = this.state.snapshot();
      try {
        return await work(this.stores);
      } catch (error) {
        this.state.restore(before);
        throw error;
      }
    });
  }
}
