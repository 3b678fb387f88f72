import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { parseTokenSecret } from '../../../src/domain/token/TokenSecret';
import type { Company } from '../../../src/application/ports/MatchData';
import type { User } from '../../../src/domain/access/User';
import { AccessWorld, NOW, READ_FOOTBALL } from './support/AccessWorld';
import { DAY_MS } from './support/FakeClock';

function codeOf(result: { ok: boolean; error?: { code: string } }): string | null {
  return result.ok ? null : (result.error?.code ?? 'missing');
}

describe('token management by administrator sessions', () => {
  let world: AccessWorld;
  let acme: Company;
  let globex: Company;
  let admin: User;
  let otherAdmin: User;
  let member: User;

  beforeEach(async () => {
    world = new AccessWorld();
    acme = await world.company('Acme');
    globex = await world.company('Globex');
    admin = await world.user('ada@acme.test', [{ company: acme, role: 'administrator' }]);
    otherAdmin = await world.user('bob@acme.test', [{ company: acme, role: 'administrator' }]);
    member = await world.user('max@acme.test', [{ company: acme, role: 'member' }]);
  });

  describe('creation', () => {
    it('returns the secret once and lists the token with its prefix, never its secret or digest', async () => {
      const created = await world.createToken.execute(await world.sessionOf(admin), acme.id, READ_FOOTBALL);
      if (!created.ok) throw new Error(created.error.code);
      const { secret, token } = created.value;
      expect(parseTokenSecret(secret).ok).to.equal(true);
      expect(token).to.deep.equal({
        id: token.id,
        name: 'Scoreboard feed',
        prefix: secret.slice(0, 12),
        permission: 'read',
        sports: ['football'],
        expiresAt: new Date(NOW.getTime() + 30 * DAY_MS).toISOString(),
        lastUsedAt: null,
        createdAt: NOW.toISOString(),
        creator: { id: admin.id, name: 'ada' },
        company: { id: acme.id, name: 'Acme' },
        status: 'active',
      });
      const listed = await world.listTokens.execute(await world.sessionOf(admin), acme.id);
      expect(JSON.stringify(listed)).not.to.include(secret.slice(12));
      const stored = await world.tokens.byId(token.id);
      expect(stored?.digest).to.equal(createHash('sha256').update(secret).digest('hex'));
    });

    it('gives each token a different secret', async () => {
      const a = await world.tokenBy(admin, acme);
      const b = await world.tokenBy(admin, acme);
      expect(a.secret).not.to.equal(b.secret);
    });

    it('refuses invalid settings with a detail per field and stores nothing', async () => {
      const created = await world.createToken.execute(await world.sessionOf(admin), acme.id, {
        name: '',
        permission: 'read',
        sports: ['curling'],
        durationDays: 400,
      });
      expect(codeOf(created)).to.equal('validation_failed');
      expect(!created.ok && created.error.details).to.have.all.keys('name', 'sports', 'durationDays');
      expect(await world.tokens.listByCompany(acme.id)).to.deep.equal([]);
    });
  });

  describe('who may manage tokens (spec 5.2.3, 5.2.5)', () => {
    it('refuses members with administrator_required, even by direct address', async () => {
      const { id } = await world.tokenBy(admin, acme);
      const session = await world.sessionOf(member);
      expect(codeOf(await world.createToken.execute(session, acme.id, READ_FOOTBALL))).to.equal(
        'administrator_required',
      );
      expect(codeOf(await world.listTokens.execute(session, acme.id))).to.equal('administrator_required');
      expect(codeOf(await world.modifyToken.execute(session, id, { name: 'x' }))).to.equal(
        'administrator_required',
      );
      expect(codeOf(await world.revokeToken.execute(session, id))).to.equal('administrator_required');
    });

    it('refuses integration tokens, even with write permission', async () => {
      const { secret, id } = await world.tokenBy(admin, acme, {
        ...READ_FOOTBALL,
        permission: 'read_write_events',
      });
      const auth = await world.authenticate.execute(secret);
      if (!auth.ok) throw new Error(auth.error.code);
      const principal = auth.value;
      expect(codeOf(await world.createToken.execute(principal, acme.id, READ_FOOTBALL))).to.equal(
        'session_required',
      );
      expect(codeOf(await world.listTokens.execute(principal, acme.id))).to.equal('session_required');
      expect(codeOf(await world.modifyToken.execute(principal, id, { name: 'x' }))).to.equal(
        'session_required',
      );
      expect(codeOf(await world.revokeToken.execute(principal, id))).to.equal('session_required');
    });

    it("hides another company's tokens from an administrator who does not belong to it", async () => {
      const globexAdmin = await world.user('gus@globex.test', [{ company: globex, role: 'administrator' }]);
      const { id } = await world.tokenBy(admin, acme);
      const session = await world.sessionOf(globexAdmin);
      expect(codeOf(await world.listTokens.execute(session, acme.id))).to.equal('forbidden_company');
      expect(codeOf(await world.createToken.execute(session, acme.id, READ_FOOTBALL))).to.equal(
        'forbidden_company',
      );
      expect(codeOf(await world.modifyToken.execute(session, id, { name: 'x' }))).to.equal('not_found');
      expect(codeOf(await world.revokeToken.execute(session, id))).to.equal('not_found');
      expect(codeOf(await world.revokeToken.execute(session, '999'))).to.equal('not_found');
    });

    it('lists only the tokens of the requested company', async () => {
      await world.accounts.addMembership({
        userId: admin.id,
        companyId: globex.id,
        role: 'administrator',
        teamIds: [],
      });
      await world.tokenBy(admin, acme);
      const globexToken = await world.tokenBy(admin, globex);
      const listed = await world.listTokens.execute(await world.sessionOf(admin), globex.id);
      expect(listed.ok && listed.value.map((t) => t.id)).to.deep.equal([globexToken.id]);
    });
  });

  describe('modification', () => {
    it('changes the settings and keeps the secret working', async () => {
      const { secret, id } = await world.tokenBy(admin, acme);
      world.clock.advance(DAY_MS);
      const modified = await world.modifyToken.execute(await world.sessionOf(otherAdmin), id, {
        name: 'Renamed',
        sports: ['hockey', 'football'],
        permission: 'read_write_events',
        expiry: { durationDays: 90 },
      });
      if (!modified.ok) throw new Error(modified.error.code);
      expect(modified.value).to.include({
        name: 'Renamed',
        permission: 'read_write_events',
        status: 'active',
      });
      expect(modified.value.sports).to.deep.equal(['football', 'hockey']);
      expect(modified.value.expiresAt).to.equal(new Date(NOW.getTime() + 91 * DAY_MS).toISOString());
      const auth = await world.authenticate.execute(secret);
      expect(auth.ok && auth.value.sports).to.deep.equal(['football', 'hockey']);
    });

    it("keeps the expiry date with 'keep'", async () => {
      const { id } = await world.tokenBy(admin, acme);
      world.clock.advance(DAY_MS);
      const modified = await world.modifyToken.execute(await world.sessionOf(admin), id, { expiry: 'keep' });
      expect(modified.ok && modified.value.expiresAt).to.equal(
        new Date(NOW.getTime() + 30 * DAY_MS).toISOString(),
      );
    });
  });

  describe('revocation', () => {
    it('is final: the token stays listed as revoked and cannot be revoked or modified again', async () => {
      const { id } = await world.tokenBy(admin, acme);
      const session = await world.sessionOf(otherAdmin);
      expect((await world.revokeToken.execute(session, id)).ok).to.equal(true);
      expect(codeOf(await world.revokeToken.execute(session, id))).to.equal('token_revoked');
      expect(codeOf(await world.modifyToken.execute(session, id, { expiry: { durationDays: 30 } }))).to.equal(
        'token_revoked',
      );
      const listed = await world.listTokens.execute(session, acme.id);
      expect(listed.ok && listed.value.map((t) => t.status)).to.deep.equal(['revoked']);
    });
  });

  describe('statuses in the list', () => {
    it('lists a token of a demoted creator as refused, and another administrator may revoke it', async () => {
      const { id } = await world.tokenBy(admin, acme);
      await world.accounts.addMembership({
        userId: admin.id,
        companyId: acme.id,
        role: 'member',
        teamIds: [],
      });
      const session = await world.sessionOf(otherAdmin);
      const listed = await world.listTokens.execute(session, acme.id);
      expect(listed.ok && listed.value.map((t) => t.status)).to.deep.equal(['refused']);
      expect((await world.revokeToken.execute(session, id)).ok).to.equal(true);
    });

    it('lists expired tokens as expired, newest first, with their last use', async () => {
      const old = await world.tokenBy(admin, acme, { ...READ_FOOTBALL, durationDays: 1 });
      await world.authenticate.execute(old.secret);
      world.clock.advance(2 * DAY_MS);
      const recent = await world.tokenBy(admin, acme);
      const listed = await world.listTokens.execute(await world.sessionOf(admin), acme.id);
      if (!listed.ok) throw new Error(listed.error.code);
      expect(listed.value.map((t) => [t.id, t.status, t.lastUsedAt])).to.deep.equal([
        [recent.id, 'active', null],
        [old.id, 'expired', NOW.toISOString()],
      ]);
    });
  });
});
