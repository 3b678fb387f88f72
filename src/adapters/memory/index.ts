export { createMemoryStores } from './createMemoryStores';
export type { MemoryStores } from './createMemoryStores';
export { MemoryChampionships } from './MemoryChampionships';
export { MemoryCompanies } from './MemoryCompanies';
export { MemoryMatches } from './MemoryMatches';
export { MemoryStandings } from './MemoryStandings';
export { MemoryState } from './MemoryState';
export { MemoryTransactions } from './MemoryTransactions';
export { MemoryAccounts, MemoryTokens } from './accounts';
