import { expect } from 'chai';
import { rejectionOf } from '../../support/contract/rejection';
import type { AccountStoreFactory, OpenedAccountStores } from './support/accountStores';
import { useAccountStores } from './support/accountStores';
import { aNewToken, aNewUser, MINUTE_MS, T0 } from './support/records';

export function describeTokensContract(factory: AccountStoreFactory): void {
  describe(`Tokens contract [${factory.name}]`, () => {
    const opened = useAccountStores(factory);
    let stores: OpenedAccountStores;
    let companyId: string;
    let creatorId: string;

    beforeEach(async () => {
      stores = opened();
      companyId = (await stores.companies.create({ name: 'Acme', licenceValid: true })).id;
      creatorId = (await stores.accounts.createUser(aNewUser())).id;
    });

    it('creates an active token with a decimal id and reads it back by id and by digest', async () => {
      const created = await stores.tokens.create(
        aNewToken(companyId, creatorId, { digest: 'ab'.repeat(32) }),
      );
      expect(created.id).to.match(/^[0-9]+$/);
      expect(created).to.deep.equal({
        ...aNewToken(companyId, creatorId, { digest: 'ab'.repeat(32) }),
        id: created.id,
      });
      expect(await stores.tokens.byId(created.id)).to.deep.equal(created);
      expect(await stores.tokens.byDigest('ab'.repeat(32))).to.deep.equal(created);
    });

    it('answers null for an unknown id, an id that is not a number and an unknown digest', async () => {
      await stores.tokens.create(aNewToken(companyId, creatorId));
      expect(await stores.tokens.byId('999999')).to.equal(null);
      expect(await stores.tokens.byId('svc')).to.equal(null);
      expect(await stores.tokens.byDigest('f'.repeat(64))).to.equal(null);
    });

    it('refuses a second token with the same digest', async () => {
      await stores.tokens.create(aNewToken(companyId, creatorId, { digest: 'cd'.repeat(32) }));
      await rejectionOf(stores.tokens.create(aNewToken(companyId, creatorId, { digest: 'cd'.repeat(32) })));
    });

    it("lists a company's tokens newest first, revoked ones included, and no other company's", async () => {
      const otherId = (await stores.companies.create({ name: 'Globex', licenceValid: true })).id;
      const older = await stores.tokens.create(aNewToken(companyId, creatorId));
      const newer = await stores.tokens.create(
        aNewToken(companyId, creatorId, { createdAt: new Date(T0.getTime() + MINUTE_MS) }),
      );
      const sameInstant = await stores.tokens.create(
        aNewToken(companyId, creatorId, { createdAt: new Date(T0.getTime() + MINUTE_MS) }),
      );
      await stores.tokens.create(aNewToken(otherId, creatorId));
      await stores.tokens.update({ ...older, state: 'revoked', revokedAt: T0 });
      const listed = await stores.tokens.listByCompany(companyId);
      expect(listed.map((t) => t.id)).to.deep.equal([sameInstant.id, newer.id, older.id]);
      expect(listed.map((t) => t.state)).to.deep.equal(['active', 'active', 'revoked']);
      expect(await stores.tokens.listByCompany('999999')).to.deep.equal([]);
    });

    it('updates name, permission, sports and expiry, never the digest, prefix or last use', async () => {
      const created = await stores.tokens.create(aNewToken(companyId, creatorId));
      await stores.tokens.touchLastUsed(created.id, T0, 5 * MINUTE_MS);
      const expiresAt = new Date(T0.getTime() + 90 * 86_400_000);
      await stores.tokens.update({
        ...created,
        name: 'Renamed',
        permission: 'read_write_events',
        sports: ['hockey'],
        expiresAt,
        digest: 'e'.repeat(64),
        prefix: 'svc_api_XXXX',
        lastUsedAt: null,
      });
      expect(await stores.tokens.byId(created.id)).to.deep.equal({
        ...created,
        name: 'Renamed',
        permission: 'read_write_events',
        sports: ['hockey'],
        expiresAt,
        lastUsedAt: T0,
      });
    });

    it('revokes a token once: a later stale copy does not bring it back', async () => {
      const created = await stores.tokens.create(aNewToken(companyId, creatorId));
      const revokedAt = new Date(T0.getTime() + MINUTE_MS);
      await stores.tokens.update({ ...created, state: 'revoked', revokedAt });
      await stores.tokens.update({ ...created, name: 'Stale' });
      await stores.tokens.update({
        ...created,
        state: 'revoked',
        revokedAt: new Date(T0.getTime() + 2 * MINUTE_MS),
      });
      expect(await stores.tokens.byId(created.id)).to.deep.equal({ ...created, state: 'revoked', revokedAt });
    });

    it('refuses to update a token that does not exist', async () => {
      const created = await stores.tokens.create(aNewToken(companyId, creatorId));
      await rejectionOf(stores.tokens.update({ ...created, id: '999999' }));
    });

    describe('touchLastUsed', () => {
      it('writes when the last use is null or older than the interval, and says whether it wrote', async () => {
        const { id } = await stores.tokens.create(aNewToken(companyId, creatorId));
        const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE_MS);
        const writes: boolean[] = [];
        // Exactly the interval after the last write is not older than it: no write.
        for (const minutes of [0, 1, 4.99, 5, 5.01, 6, 10.01, 10.02]) {
          writes.push(await stores.tokens.touchLastUsed(id, at(minutes), 5 * MINUTE_MS));
        }
        expect(writes).to.deep.equal([true, false, false, false, true, false, false, true]);
        expect((await stores.tokens.byId(id))?.lastUsedAt).to.deep.equal(at(10.02));
      });

      it('writes nothing for an unknown token', async () => {
        expect(await stores.tokens.touchLastUsed('999999', T0, 5 * MINUTE_MS)).to.equal(false);
        expect(await stores.tokens.touchLastUsed('x', T0, 5 * MINUTE_MS)).to.equal(false);
      });

      it('lets only one of concurrent calls write', async () => {
        const { id } = await stores.tokens.create(aNewToken(companyId, creatorId));
        const writes = await Promise.all(
          Array.from({ length: 8 }, () => stores.tokens.touchLastUsed(id, T0, 5 * MINUTE_MS)),
        );
        expect(writes.filter(Boolean)).to.have.length(1);
      });
    });

    it('returns copies: changing a returned token does not change the store', async () => {
      const created = await stores.tokens.create(aNewToken(companyId, creatorId));
      (created.sports as string[]).push('hockey');
      const read = await stores.tokens.byId(created.id);
      (read as { name: string }).name = 'Changed';
      expect(await stores.tokens.byId(created.id)).to.deep.include({ name: 'Scoreboard feed' });
      expect((await stores.tokens.byId(created.id))?.sports).to.deep.equal(['football', 'tennis']);
    });
  });
}
