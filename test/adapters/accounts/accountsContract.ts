import { expect } from 'chai';
import { rejectionOf } from '../../support/contract/rejection';
import type { AccountStoreFactory, OpenedAccountStores } from './support/accountStores';
import { useAccountStores } from './support/accountStores';
import { aNewToken, aNewUser } from './support/records';

export function describeAccountsContract(factory: AccountStoreFactory): void {
  describe(`Accounts contract [${factory.name}]`, () => {
    const opened = useAccountStores(factory);
    let stores: OpenedAccountStores;

    beforeEach(() => {
      stores = opened();
    });

    describe('users', () => {
      it('creates a user with a decimal id and reads it back by id and by email', async () => {
        const created = await stores.accounts.createUser(aNewUser());
        expect(created.id).to.match(/^[0-9]+$/);
        expect(created).to.deep.equal({ ...aNewUser(), id: created.id });
        expect(await stores.accounts.userById(created.id)).to.deep.equal(created);
        expect(await stores.accounts.userByEmail('ada@acme.test')).to.deep.equal(created);
      });

      it('answers null for an unknown id, an id that is not a number and an unknown email', async () => {
        await stores.accounts.createUser(aNewUser());
        expect(await stores.accounts.userById('999999')).to.equal(null);
        expect(await stores.accounts.userById('ada')).to.equal(null);
        expect(await stores.accounts.userByEmail('bob@acme.test')).to.equal(null);
      });

      it('refuses a second user with the same email', async () => {
        await stores.accounts.createUser(aNewUser());
        await rejectionOf(stores.accounts.createUser(aNewUser({ displayName: 'Other' })));
      });

      it('updates a user, and refuses to update one that does not exist', async () => {
        const created = await stores.accounts.createUser(aNewUser());
        const changed = {
          ...created,
          displayName: 'Ada King',
          status: 'disabled' as const,
          passwordHash: 'new',
        };
        await stores.accounts.updateUser(changed);
        expect(await stores.accounts.userById(created.id)).to.deep.equal(changed);
        await rejectionOf(stores.accounts.updateUser({ ...changed, id: '999999' }));
      });
    });

    describe('memberships', () => {
      it('adds, lists by user and by company, replaces and removes memberships', async () => {
        const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
        const globex = await stores.companies.create({ name: 'Globex', licenceValid: true });
        const ada = await stores.accounts.createUser(aNewUser());
        const bob = await stores.accounts.createUser(aNewUser({ email: 'bob@acme.test' }));
        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: acme.id,
          role: 'administrator',
          teamIds: [],
        });
        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: globex.id,
          role: 'member',
          teamIds: ['7', '3'],
        });
        await stores.accounts.addMembership({
          userId: bob.id,
          companyId: acme.id,
          role: 'member',
          teamIds: [],
        });

        expect(await stores.accounts.membershipsOfUser(ada.id)).to.deep.equal([
          { userId: ada.id, companyId: acme.id, role: 'administrator', teamIds: [] },
          { userId: ada.id, companyId: globex.id, role: 'member', teamIds: ['7', '3'] },
        ]);
        expect((await stores.accounts.membershipsOfCompany(acme.id)).map((m) => m.userId)).to.deep.equal([
          ada.id,
          bob.id,
        ]);

        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: globex.id,
          role: 'administrator',
          teamIds: [],
        });
        await stores.accounts.removeMembership(ada.id, acme.id);
        expect(await stores.accounts.membershipsOfUser(ada.id)).to.deep.equal([
          { userId: ada.id, companyId: globex.id, role: 'administrator', teamIds: [] },
        ]);
        await stores.accounts.removeMembership(ada.id, acme.id);
        expect(await stores.accounts.membershipsOfUser('x')).to.deep.equal([]);
      });

      it('refuses a membership in an unknown company or of an unknown user', async () => {
        const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
        const ada = await stores.accounts.createUser(aNewUser());
        await rejectionOf(
          stores.accounts.addMembership({ userId: ada.id, companyId: '999999', role: 'member', teamIds: [] }),
        );
        await rejectionOf(
          stores.accounts.addMembership({
            userId: '999999',
            companyId: acme.id,
            role: 'member',
            teamIds: [],
          }),
        );
      });
    });

    describe('token with standing (spec 5.2.4)', () => {
      it("joins the token with its creator, the creator's role in the token's company and the licence", async () => {
        const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
        const ada = await stores.accounts.createUser(aNewUser());
        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: acme.id,
          role: 'administrator',
          teamIds: [],
        });
        const token = await stores.tokens.create(aNewToken(acme.id, ada.id));
        const expected = {
          token,
          creator: { id: ada.id, displayName: 'Ada Lovelace', status: 'active' },
          creatorRole: 'administrator',
          company: { id: acme.id, name: 'Acme', licenceValid: true },
        };
        expect(await stores.accounts.tokenWithStanding({ tokenId: token.id })).to.deep.equal(expected);
        expect(await stores.accounts.tokenWithStanding({ digest: token.digest })).to.deep.equal(expected);
      });

      it('reads the standing afresh: disabled creator, demoted or removed creator, invalid licence', async () => {
        const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
        const ada = await stores.accounts.createUser(aNewUser());
        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: acme.id,
          role: 'administrator',
          teamIds: [],
        });
        const token = await stores.tokens.create(aNewToken(acme.id, ada.id));
        const read = () => stores.accounts.tokenWithStanding({ tokenId: token.id });

        await stores.accounts.updateUser({ ...ada, status: 'disabled' });
        expect((await read())?.creator?.status).to.equal('disabled');
        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: acme.id,
          role: 'member',
          teamIds: [],
        });
        expect((await read())?.creatorRole).to.equal('member');
        await stores.accounts.removeMembership(ada.id, acme.id);
        expect((await read())?.creatorRole).to.equal(null);
        await stores.companies.update({ ...acme, licenceValid: false });
        expect((await read())?.company.licenceValid).to.equal(false);
      });

      it("ignores the creator's role in other companies", async () => {
        const acme = await stores.companies.create({ name: 'Acme', licenceValid: true });
        const globex = await stores.companies.create({ name: 'Globex', licenceValid: true });
        const ada = await stores.accounts.createUser(aNewUser());
        await stores.accounts.addMembership({
          userId: ada.id,
          companyId: globex.id,
          role: 'administrator',
          teamIds: [],
        });
        const token = await stores.tokens.create(aNewToken(acme.id, ada.id));
        expect((await stores.accounts.tokenWithStanding({ tokenId: token.id }))?.creatorRole).to.equal(null);
      });

      it('answers null for an unknown token id, a non-numeric id and an unknown digest', async () => {
        expect(await stores.accounts.tokenWithStanding({ tokenId: '999999' })).to.equal(null);
        expect(await stores.accounts.tokenWithStanding({ tokenId: 'x' })).to.equal(null);
        expect(await stores.accounts.tokenWithStanding({ digest: '0'.repeat(64) })).to.equal(null);
      });

      it("lists a company's tokens with their standing, newest first", async () => {
        const acme = await stores.companies.create({ name: 'Acme', licenceValid: false });
        const globex = await stores.companies.create({ name: 'Globex', licenceValid: true });
        const ada = await stores.accounts.createUser(aNewUser());
        const bob = await stores.accounts.createUser(
          aNewUser({ email: 'bob@acme.test', displayName: 'Bob' }),
        );
        await stores.accounts.addMembership({
          userId: bob.id,
          companyId: acme.id,
          role: 'member',
          teamIds: [],
        });
        const first = await stores.tokens.create(aNewToken(acme.id, ada.id));
        const second = await stores.tokens.create(
          aNewToken(acme.id, bob.id, { createdAt: new Date(first.createdAt.getTime() + 1) }),
        );
        await stores.tokens.create(aNewToken(globex.id, ada.id));
        const listed = await stores.accounts.tokensWithStandingOfCompany(acme.id);
        expect(
          listed.map((e) => [e.token.id, e.creator?.displayName, e.creatorRole, e.company.licenceValid]),
        ).to.deep.equal([
          [second.id, 'Bob', 'member', false],
          [first.id, 'Ada Lovelace', null, false],
        ]);
        expect(await stores.accounts.tokensWithStandingOfCompany('x')).to.deep.equal([]);
      });
    });
  });
}
