// One contract per match-data port, held by every adapter: memory, SQLite and PostgreSQL.
import { describeEachStore } from '../support/stores';
import { describeMatchDataContracts } from './contract';

describeEachStore('Match data contracts', (factory) =>
  describeMatchDataContracts(factory.name, factory.open),
);
