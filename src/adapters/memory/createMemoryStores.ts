import type { MatchDataStores, Transactions } from '../../application/ports/MatchData';
import { MemoryChampionships } from './MemoryChampionships';
import { MemoryCompanies } from './MemoryCompanies';
import { MemoryMatches } from './MemoryMatches';
import { MemoryStandings } from './MemoryStandings';
import { MemoryState } from './MemoryState';
import { MemoryTransactions } from './MemoryTransactions';
import { MemoryWriteKeys } from './MemoryWriteKeys';

/** The match-data stores plus their transaction boundary. */
export interface MemoryStores extends MatchDataStores {
  readonly transactions: Transactions;
}

/** In-memory match-data stores sharing one state (tests and embedders). */
export function createMemoryStores(): MemoryStores {
  const state = new MemoryState();
  const stores: MatchDataStores = {
    companies: new MemoryCompanies(state),
    championships: new MemoryChampionships(state),
    matches: new MemoryMatches(state),
    standings: new MemoryStandings(state),
    writeKeys: new MemoryWriteKeys(state),
  };
  return { ...stores, transactions: new MemoryTransactions(state, stores) };
}
