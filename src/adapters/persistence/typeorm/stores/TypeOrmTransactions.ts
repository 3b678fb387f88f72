import type { DataSource } from 'typeorm';
import type { MatchDataStores, Transactions } from '../../../../application/ports/MatchData';
import type { DataSourceSession } from '../Session';
import { TransactionSession } from '../Session';

/**
 * `work` gets stores bound to the transaction's EntityManager. On SQLite transactions take turns
 * with every other use of the connection, so `work` must use the stores it is given: calling the
 * outer stores from inside would wait for itself.
 */
export class TypeOrmTransactions implements Transactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly root: DataSourceSession,
    private readonly storesFor: (session: TransactionSession) => MatchDataStores,
  ) {}

  run<T>(work: (stores: MatchDataStores) => Promise<T>): Promise<T> {
    return this.root.exclusive(() =>
      this.dataSource.transaction((em) => work(this.storesFor(new TransactionSession(em)))),
    );
  }
}
