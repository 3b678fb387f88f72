import { expect } from 'chai';
import sinon from 'sinon';
import { composeTokenSecret } from '../../../src/domain/token/TokenSecret';
import { AccessWorld, NOW } from './support/AccessWorld';
import { DAY_MS, MINUTE_MS } from './support/FakeClock';

async function codeOf(world: AccessWorld, secret: string): Promise<string | null> {
  const result = await world.authenticate.execute(secret);
  return result.ok ? null : result.error.code;
}

describe('AuthenticateToken', () => {
  let world: AccessWorld;
  let acme: Awaited<ReturnType<AccessWorld['company']>>;
  let admin: Awaited<ReturnType<AccessWorld['user']>>;

  beforeEach(async () => {
    world = new AccessWorld();
    acme = await world.company('Acme');
    admin = await world.user('ada@acme.test', [{ company: acme, role: 'administrator' }]);
  });

  afterEach(() => sinon.restore());

  it("gives the token's principal: its company, sports and permission", async () => {
    const { secret, id } = await world.tokenBy(admin, acme, {
      name: 'Feed',
      permission: 'read_write_events',
      sports: ['tennis', 'football'],
      durationDays: 7,
    });
    expect(await world.authenticate.execute(secret)).to.deep.equal({
      ok: true,
      value: {
        kind: 'token',
        tokenId: id,
        companyId: acme.id,
        sports: ['football', 'tennis'],
        permission: 'read_write_events',
        creatorId: admin.id,
      },
    });
  });

  it('refuses a malformed secret with 401 token_invalid before any store access', async () => {
    const { secret } = await world.tokenBy(admin, acme);
    const join = sinon.spy(world.accounts, 'tokenWithStanding');
    const byDigest = sinon.spy(world.tokens, 'byDigest');
    const typo = secret.slice(0, 20) + (secret[20] === 'x' ? 'y' : 'x') + secret.slice(21);
    for (const candidate of [typo, 'svc_api_short', '', secret + 'x']) {
      expect(await codeOf(world, candidate), candidate).to.equal('token_invalid');
    }
    expect(join.called || byDigest.called).to.equal(false);
  });

  it('refuses a well-formed secret that no token has', async () => {
    await world.tokenBy(admin, acme);
    const unknown = composeTokenSecret('Z'.repeat(32)).value;
    expect(await codeOf(world, unknown)).to.equal('token_invalid');
  });

  it('refuses an expired token with token_expired', async () => {
    const { secret } = await world.tokenBy(admin, acme, {
      name: 'Day pass',
      permission: 'read',
      sports: ['football'],
      durationDays: 1,
    });
    world.clock.advance(DAY_MS);
    expect(await codeOf(world, secret)).to.equal('token_expired');
  });

  it('refuses a revoked token with token_revoked', async () => {
    const { secret, id } = await world.tokenBy(admin, acme);
    await world.revokeToken.execute(await world.sessionOf(admin), id);
    expect(await codeOf(world, secret)).to.equal('token_revoked');
  });

  it('refuses the token once its creator is disabled or deleted, re-reading the creator on each request', async () => {
    const { secret } = await world.tokenBy(admin, acme);
    expect(await codeOf(world, secret)).to.equal(null);
    await world.setUserStatus(admin, 'disabled');
    expect(await codeOf(world, secret)).to.equal('account_inactive');
    await world.setUserStatus(admin, 'deleted');
    expect(await codeOf(world, secret)).to.equal('account_inactive');
    await world.setUserStatus(admin, 'active');
    expect(await codeOf(world, secret)).to.equal(null);
  });

  it('refuses the token once its creator is no longer administrator of the company', async () => {
    const { secret } = await world.tokenBy(admin, acme);
    await world.accounts.addMembership({ userId: admin.id, companyId: acme.id, role: 'member', teamIds: [] });
    expect(await codeOf(world, secret)).to.equal('creator_not_authorized');
    await world.accounts.removeMembership(admin.id, acme.id);
    expect(await codeOf(world, secret)).to.equal('creator_not_authorized');
  });

  it("does not pass on the creator's rights in another company", async () => {
    const globex = await world.company('Globex');
    await world.accounts.addMembership({
      userId: admin.id,
      companyId: globex.id,
      role: 'administrator',
      teamIds: [],
    });
    const { secret } = await world.tokenBy(admin, acme);
    const result = await world.authenticate.execute(secret);
    expect(result.ok && result.value.companyId).to.equal(acme.id);
    // Losing the role in the token's company refuses it, whatever the role elsewhere.
    await world.accounts.addMembership({ userId: admin.id, companyId: acme.id, role: 'member', teamIds: [] });
    expect(await codeOf(world, secret)).to.equal('creator_not_authorized');
  });

  it('refuses the token while the company licence is invalid', async () => {
    const { secret } = await world.tokenBy(admin, acme);
    await world.setLicence(acme, false);
    expect(await codeOf(world, secret)).to.equal('licence_invalid');
  });

  describe('last use (spec 5.2.8)', () => {
    async function lastUsed(id: string): Promise<Date | null> {
      return (await world.tokens.byId(id))?.lastUsedAt ?? null;
    }

    it('is written at most once per 5 minutes of calls', async () => {
      const { secret, id } = await world.tokenBy(admin, acme);
      const touch = sinon.spy(world.tokens, 'touchLastUsed');
      expect(await lastUsed(id)).to.equal(null);

      await world.authenticate.execute(secret);
      expect(await lastUsed(id)).to.deep.equal(NOW);

      // A call every 30 seconds for 5 minutes: none of them writes.
      for (let i = 0; i < 10; i++) {
        world.clock.advance(MINUTE_MS / 2);
        expect((await world.authenticate.execute(secret)).ok).to.equal(true);
      }
      expect(await lastUsed(id)).to.deep.equal(NOW);

      world.clock.advance(1);
      await world.authenticate.execute(secret);
      expect(await lastUsed(id)).to.deep.equal(new Date(NOW.getTime() + 5 * MINUTE_MS + 1));

      // Only the two calls that could write reach the store: a last use read as recent skips the UPDATE.
      const writes = await Promise.all(touch.returnValues);
      expect(writes).to.deep.equal([true, true]);
    });

    it('is not written by a refused authentication', async () => {
      const { secret, id } = await world.tokenBy(admin, acme);
      await world.setLicence(acme, false);
      await world.authenticate.execute(secret);
      await world.setLicence(acme, true);
      await world.setUserStatus(admin, 'disabled');
      await world.authenticate.execute(secret);
      expect(await lastUsed(id)).to.equal(null);
    });
  });
});
