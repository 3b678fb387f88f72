import type { OpenedStores } from '../../support/stores';
import { describeChampionshipsContract } from './championshipsContract';
import { describeCompaniesContract } from './companiesContract';
import { describeMatchesContract } from './matchesContract';
import { describeStandingsContract } from './standingsContract';
import { describeTransactionsContract } from './transactionsContract';
import { describeWriteKeysContract } from './writeKeysContract';

export {
  describeChampionshipsContract,
  describeCompaniesContract,
  describeMatchesContract,
  describeStandingsContract,
  describeTransactionsContract,
  describeWriteKeysContract,
};

/** Every match-data port contract, against one kind of store. */
export function describeMatchDataContracts(name: string, makeStores: () => Promise<OpenedStores>): void {
  describeCompaniesContract(name, makeStores);
  describeChampionshipsContract(name, makeStores);
  describeMatchesContract(name, makeStores);
  describeStandingsContract(name, makeStores);
  describeTransactionsContract(name, makeStores);
  describeWriteKeysContract(name, makeStores);
}
