// One contract per match-data port, held by every adapter: memory, SQLite and PostgreSQL.
import { describeWhenPostgres } from '../support/services';
import { memoryStores, postgresStores, sqliteStores } from '../support/stores';
import { describeMatchDataContracts } from './contract';

describeMatchDataContracts(memoryStores.name, memoryStores.open);
describeMatchDataContracts(sqliteStores.name, sqliteStores.open);
describeWhenPostgres('Match data contracts', (url) => {
  const postgres = postgresStores(url);
  describeMatchDataContracts(postgres.name, postgres.open);
});
