import { expect } from 'chai';
import { createToken } from '../../../src/domain/token/createToken';
import { modifyToken } from '../../../src/domain/token/modifyToken';
import { revokeToken } from '../../../src/domain/token/revokeToken';
import type { TokenSettingsInput } from '../../../src/domain/token/TokenSettings';
import { NOW, TokenMother } from './support/TokenMother';

const DAY_MS = 86_400_000;
const ISSUER = { companyId: '10', creatorId: '100' };
const CREDENTIAL = { prefix: 'svc_api_AbCd', digest: 'f'.repeat(64) };
const VALID: TokenSettingsInput = {
  name: '  Stadium screen ',
  permission: 'read_write_events',
  sports: ['tennis', 'football'],
  durationDays: 30,
};

function errorOf<T>(
  result: { ok: true; value: T } | { ok: false; error: { code: string; details?: unknown } },
) {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('token lifecycle', () => {
  describe('creation', () => {
    it('creates an active token expiring the chosen number of days from now', () => {
      const created = createToken(VALID, ISSUER, CREDENTIAL, NOW);
      expect(created).to.deep.equal({
        ok: true,
        value: {
          state: 'active',
          companyId: '10',
          creatorId: '100',
          name: 'Stadium screen',
          prefix: 'svc_api_AbCd',
          digest: 'f'.repeat(64),
          permission: 'read_write_events',
          sports: ['football', 'tennis'],
          createdAt: NOW,
          expiresAt: new Date(NOW.getTime() + 30 * DAY_MS),
          lastUsedAt: null,
        },
      });
    });

    it('accepts durations of 1 and 365 days', () => {
      expect(createToken({ ...VALID, durationDays: 1 }, ISSUER, CREDENTIAL, NOW).ok).to.equal(true);
      expect(createToken({ ...VALID, durationDays: 365 }, ISSUER, CREDENTIAL, NOW).ok).to.equal(true);
    });

    it('refuses every invalid field at once, with one detail per field', () => {
      const error = errorOf(
        createToken({ name: '', permission: 'admin', sports: [], durationDays: 0 }, ISSUER, CREDENTIAL, NOW),
      );
      expect(error.code).to.equal('validation_failed');
      expect(error.details).to.have.all.keys('name', 'permission', 'sports', 'durationDays');
    });

    it('refuses a name over 100 characters, unknown or repeated sports and fractional or too long durations', () => {
      const cases: TokenSettingsInput[] = [
        { ...VALID, name: 'x'.repeat(101) },
        { ...VALID, name: 42 },
        { ...VALID, sports: ['football', 'cricket'] },
        { ...VALID, sports: ['football', 'football'] },
        { ...VALID, sports: 'football' },
        { ...VALID, durationDays: 1.5 },
        { ...VALID, durationDays: 366 },
        { ...VALID, durationDays: '30' },
        { ...VALID, permission: undefined },
      ];
      for (const input of cases) {
        const error = errorOf(createToken(input, ISSUER, CREDENTIAL, NOW));
        expect(Object.keys(error.details ?? {}), JSON.stringify(input)).to.have.length(1);
      }
    });

    it('accepts a name of exactly 100 characters', () => {
      expect(createToken({ ...VALID, name: 'x'.repeat(100) }, ISSUER, CREDENTIAL, NOW).ok).to.equal(true);
    });
  });

  describe('modification', () => {
    it('changes name, sports and permission and keeps the expiry and the secret by default', () => {
      const token = TokenMother.active();
      const modified = modifyToken(
        token,
        { name: 'Renamed', sports: ['hockey'], permission: 'read_write_events' },
        NOW,
      );
      expect(modified).to.deep.equal({
        ok: true,
        value: { ...token, name: 'Renamed', sports: ['hockey'], permission: 'read_write_events' },
      });
    });

    it("keeps the expiry date when asked to 'keep'", () => {
      const token = TokenMother.active();
      const modified = modifyToken(token, { expiry: 'keep' }, NOW);
      expect(modified.ok && modified.value.expiresAt).to.deep.equal(token.expiresAt);
    });

    it('renews a chosen duration from today, not from the old expiry', () => {
      const token = TokenMother.active();
      const modified = modifyToken(token, { expiry: { durationDays: 7 } }, NOW);
      expect(modified.ok && modified.value.expiresAt).to.deep.equal(new Date(NOW.getTime() + 7 * DAY_MS));
    });

    it('makes an expired token usable again by renewing it', () => {
      const modified = modifyToken(TokenMother.expired(), { expiry: { durationDays: 90 } }, NOW);
      expect(modified.ok && modified.value.expiresAt.getTime()).to.be.greaterThan(NOW.getTime());
    });

    it('refuses invalid changes and leaves the fields it was not given unchecked', () => {
      const token = TokenMother.active();
      expect(errorOf(modifyToken(token, { name: ' ' }, NOW)).details).to.have.all.keys('name');
      expect(errorOf(modifyToken(token, { expiry: { durationDays: 400 } }, NOW)).details).to.have.all.keys(
        'durationDays',
      );
      expect(
        errorOf(modifyToken(token, { expiry: { durationDays: undefined } }, NOW)).details,
      ).to.have.all.keys('durationDays');
      expect(errorOf(modifyToken(token, { expiry: 'forever' }, NOW)).details).to.have.all.keys('expiry');
    });

    it('refuses to modify a revoked token', () => {
      expect(errorOf(modifyToken(TokenMother.revoked(), { name: 'Back' }, NOW)).code).to.equal(
        'token_revoked',
      );
    });
  });

  describe('revocation', () => {
    it('revokes an active token, keeping what it was', () => {
      const token = TokenMother.active();
      expect(revokeToken(token, NOW)).to.deep.equal({
        ok: true,
        value: { ...token, state: 'revoked', revokedAt: NOW },
      });
    });

    it('revokes an expired token too', () => {
      expect(revokeToken(TokenMother.expired(), NOW).ok).to.equal(true);
    });

    it('refuses to revoke a token twice', () => {
      expect(errorOf(revokeToken(TokenMother.revoked(), NOW)).code).to.equal('token_revoked');
    });
  });
});
