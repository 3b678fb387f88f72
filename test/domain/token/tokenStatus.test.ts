import { expect } from 'chai';
import { tokenPrincipal } from '../../../src/domain/token/tokenPrincipal';
import { tokenStatus, tokenUsability } from '../../../src/domain/token/tokenStatus';
import { NOW, StandingMother, TokenMother } from './support/TokenMother';

function codeOf(result: { ok: boolean; error?: { code: string } }): string | undefined {
  return result.ok ? undefined : result.error?.code;
}

describe('token status and refusal', () => {
  it('lets an active token of an active administrator with a valid licence through', () => {
    const token = TokenMother.active();
    expect(tokenUsability(token, NOW, StandingMother.good())).to.deep.equal({ ok: true, value: token });
    expect(tokenStatus(token, NOW, StandingMother.good())).to.equal('active');
  });

  it('treats a token as expired from its expiry instant on', () => {
    const token = TokenMother.active({ expiresAt: NOW });
    expect(codeOf(tokenUsability(token, NOW, StandingMother.good()))).to.equal('token_expired');
    expect(tokenStatus(token, NOW, StandingMother.good())).to.equal('expired');
    const justBefore = new Date(NOW.getTime() - 1);
    expect(tokenStatus(token, justBefore, StandingMother.good())).to.equal('active');
  });

  it('reports revoked before expired and expired before refused', () => {
    const bad = StandingMother.good({ creatorStatus: 'disabled' });
    const revokedAndExpired = TokenMother.revoked({ expiresAt: new Date(0) });
    expect(codeOf(tokenUsability(revokedAndExpired, NOW, bad))).to.equal('token_revoked');
    expect(tokenStatus(revokedAndExpired, NOW, bad)).to.equal('revoked');
    expect(codeOf(tokenUsability(TokenMother.expired(), NOW, bad))).to.equal('token_expired');
  });

  const refusals = [
    {
      why: 'the creator is disabled',
      standing: { creatorStatus: 'disabled' as const },
      code: 'account_inactive',
    },
    {
      why: 'the creator is deleted',
      standing: { creatorStatus: 'deleted' as const },
      code: 'account_inactive',
    },
    { why: 'the creator account is gone', standing: { creatorStatus: null }, code: 'account_inactive' },
    {
      why: 'the creator is only a member now',
      standing: { creatorRole: 'member' as const },
      code: 'creator_not_authorized',
    },
    { why: 'the creator left the company', standing: { creatorRole: null }, code: 'creator_not_authorized' },
    { why: 'the company licence is invalid', standing: { licenceValid: false }, code: 'licence_invalid' },
  ];
  for (const { why, standing, code } of refusals) {
    it(`refuses the token with ${code} when ${why}, and lists it as refused`, () => {
      const token = TokenMother.active();
      expect(codeOf(tokenUsability(token, NOW, StandingMother.good(standing)))).to.equal(code);
      expect(tokenStatus(token, NOW, StandingMother.good(standing))).to.equal('refused');
    });
  }

  it("gives a principal with the token's company, sports and permission only", () => {
    const token = TokenMother.active({
      id: '7',
      companyId: '3',
      sports: ['tennis'],
      permission: 'read_write_events',
    });
    expect(tokenPrincipal(token)).to.deep.equal({
      kind: 'token',
      tokenId: '7',
      companyId: '3',
      sports: ['tennis'],
      permission: 'read_write_events',
      creatorId: '100',
    });
  });
});
