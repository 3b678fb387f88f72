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

    it('reads it by digest or id, with or without a championship version, with each value in its place', async () => {
      // The four statements are written once per data source and then run with their values in
      // placeholder order: the version's sub-select comes before the token's WHERE.
      const stores = opened();
      const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
      const ada = await stores.accounts.createUser(aNewUser());
      const token = await stores.tokens.create(aNewToken(acme.id, ada.id));
      const other = await stores.tokens.create(aNewToken(acme.id, ada.id));
      for (let round = 0; round < 2; round += 1) {
        const byDigest = await stores.accounts.tokenWithStanding({ digest: token.digest });
        expect(byDigest?.token.id).to.equal(token.id);
        const byId = await stores.accounts.tokenWithStanding({ tokenId: other.id });
        expect(byId?.token.id).to.equal(other.id);
        const withVersion = await stores.accounts.tokenWithStanding({ digest: other.digest }, '999999');
        expect(withVersion?.token.id).to.equal(other.id);
        expect(withVersion?.championshipVersion).to.equal(null);
        const idWithVersion = await stores.accounts.tokenWithStanding({ tokenId: token.id }, '999999');
        expect(idWithVersion?.token.id).to.equal(token.id);
        expect(await stores.accounts.tokenWithStanding({ digest: 'e'.repeat(64) }, '1')).to.equal(null);
        expect(await stores.accounts.tokenWithStanding({ tokenId: 'not-an-id' })).to.equal(null);
      }
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
