// The Accounts and Tokens contracts, held by every adapter: memory, SQLite and PostgreSQL.
import { expect } from 'chai';
import { describeWhenPostgres } from '../../support/services';
import { describeAccountsContract } from './accountsContract';
import type { AccountStoreFactory } from './support/accountStores';
import {
  memoryAccountStores,
  postgresAccountStores,
  sqliteAccountStores,
  useAccountStores,
} from './support/accountStores';
import { aNewToken, aNewUser } from './support/records';
import { describeTokensContract } from './tokensContract';

function describeOneQueryStanding(factory: AccountStoreFactory): void {
  describe(`Accounts on ${factory.name}`, () => {
    const opened = useAccountStores(factory);

    it('re-reads a token with its standing in one statement', async () => {
      const stores = opened();
      const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
      const ada = await stores.accounts.createUser(aNewUser());
      const token = await stores.tokens.create(aNewToken(acme.id, ada.id));
      const before = stores.queryCount?.() ?? NaN;
      await stores.accounts.tokenWithStanding({ digest: token.digest });
      expect((stores.queryCount?.() ?? NaN) - before).to.equal(1);
    });

    it('has migrations that agree with the entity schemas: nothing left for the schema builder', async () => {
      const dataSource = opened().dataSource;
      if (!dataSource) throw new Error('a TypeORM store has a data source');
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).to.deep.equal([]);
    });
  });
}

for (const factory of [memoryAccountStores, sqliteAccountStores]) {
  describeAccountsContract(factory);
  describeTokensContract(factory);
}
describeOneQueryStanding(sqliteAccountStores);

describeWhenPostgres('Accounts and Tokens contracts', (url) => {
  const factory = postgresAccountStores(url);
  describeAccountsContract(factory);
  describeTokensContract(factory);
  describeOneQueryStanding(factory);
});
