import { expect } from 'chai';
import type { SessionPrincipal, TokenPrincipal } from '../../../src/domain/access/Principal';
import { visibilityClass } from '../../../src/domain/access/visibilityClass';

const token = (over: Partial<TokenPrincipal> = {}): TokenPrincipal => ({
  kind: 'token',
  tokenId: '1',
  companyId: '7',
  sports: ['football', 'tennis'],
  permission: 'read',
  creatorId: '3',
  ...over,
});

const session = (teamIds: string[], over: Partial<SessionPrincipal> = {}): SessionPrincipal => ({
  kind: 'session',
  userId: '9',
  memberships: [{ companyId: '7', role: 'member', teamIds, licenceValid: true }],
  ...over,
});

describe('visibilityClass (issue 11)', () => {
  it('is shared by tokens of one company with the same permission and sports, whoever made them', () => {
    expect(visibilityClass(token({ tokenId: '2', creatorId: '4', sports: ['tennis', 'football'] }))).to.equal(
      visibilityClass(token()),
    );
  });

  it('differs by company, permission or sports', () => {
    const base = visibilityClass(token());
    expect(visibilityClass(token({ companyId: '8' }))).to.not.equal(base);
    expect(visibilityClass(token({ permission: 'read_write_events' }))).to.not.equal(base);
    expect(visibilityClass(token({ sports: ['football'] }))).to.not.equal(base);
  });

  it('differs between sessions with different team restrictions, roles or licences, never by user', () => {
    const restricted = visibilityClass(session(['1']));
    expect(visibilityClass(session(['1'], { userId: '10' }))).to.equal(restricted);
    expect(visibilityClass(session([]))).to.not.equal(restricted);
    expect(visibilityClass(session(['1', '2']))).to.not.equal(restricted);
    expect(
      visibilityClass({
        kind: 'session',
        userId: '9',
        memberships: [{ companyId: '7', role: 'administrator', teamIds: ['1'], licenceValid: true }],
      }),
    ).to.not.equal(restricted);
    expect(
      visibilityClass({
        kind: 'session',
        userId: '9',
        memberships: [{ companyId: '7', role: 'member', teamIds: ['1'], licenceValid: false }],
      }),
    ).to.not.equal(restricted);
  });

  it('never gives a token and a session the same class', () => {
    expect(visibilityClass(token())).to.not.equal(visibilityClass(session([])));
  });
});
