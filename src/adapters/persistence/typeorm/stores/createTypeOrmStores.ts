import type { DataSource } from 'typeorm';
import type { MatchDataStores, Transactions } from '../../../../application/ports/MatchData';
import { SerialQueue } from '../../SerialQueue';
import type { Session } from '../Session';
import { DataSourceSession } from '../Session';
import { TypeOrmChampionships } from './TypeOrmChampionships';
import { TypeOrmCompanies } from './TypeOrmCompanies';
import { TypeOrmMatches } from './TypeOrmMatches';
import { TypeOrmStandings } from './TypeOrmStandings';
import { TypeOrmTransactions } from './TypeOrmTransactions';
import { TypeOrmWriteKeys } from './TypeOrmWriteKeys';

export interface TypeOrmStores extends MatchDataStores {
  readonly transactions: Transactions;
}

function storesOn(session: Session): MatchDataStores {
  return {
    companies: new TypeOrmCompanies(session),
    championships: new TypeOrmChampionships(session),
    matches: new TypeOrmMatches(session),
    standings: new TypeOrmStandings(session),
    writeKeys: new TypeOrmWriteKeys(session),
  };
}

/**
 * The session outside transactions. SQLite has one connection, so its users take turns: every
 * store on one database must share this one session (see DataSourceSession).
 */
export function rootSession(dataSource: DataSource): DataSourceSession {
  const single = dataSource.options.type === 'better-sqlite3';
  return new DataSourceSession(dataSource, single ? new SerialQueue() : null);
}

/** The match-data stores on an initialized DataSource whose migrations have run. */
export function createTypeOrmStores(
  dataSource: DataSource,
  root: DataSourceSession = rootSession(dataSource),
): TypeOrmStores {
  return { ...storesOn(root), transactions: new TypeOrmTransactions(dataSource, root, storesOn) };
}
