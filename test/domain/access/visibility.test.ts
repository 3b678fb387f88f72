import { expect } from 'chai';
import { administrationAccess, eventWriteAccess } from '../../../src/domain/access/administration';
import { championshipAccess, championshipVisible } from '../../../src/domain/access/championshipAccess';
import { companyAccess, visibleCompanyIds } from '../../../src/domain/access/companyAccess';
import { matchAccess, matchVisible } from '../../../src/domain/access/matchAccess';
import { allowedSports, sportAccess } from '../../../src/domain/access/sportAccess';
import { SPORTS } from '../../../src/domain/sport/Sport';
import {
  ChampionshipTargetMother as Championships,
  COMPANY_A,
  COMPANY_B,
  MatchTargetMother as Matches,
  PrincipalMother,
} from './support/PrincipalMother';

function codeOf(result: { ok: boolean; error?: { code: string } }): string | null {
  return result.ok ? null : (result.error?.code ?? 'missing');
}

describe('visibility policy', () => {
  describe('company isolation (spec 4.2 rule 1)', () => {
    it('lets a token see only its own company, even when its creator administers another one', () => {
      // The creator (900) administers both companies; the token was made for company A.
      const token = PrincipalMother.token({ companyId: COMPANY_A, creatorId: '900' });
      expect(visibleCompanyIds(token)).to.deep.equal([COMPANY_A]);
      expect(codeOf(companyAccess(token, COMPANY_A))).to.equal(null);
      expect(codeOf(companyAccess(token, COMPANY_B))).to.equal('forbidden_company');
      expect(codeOf(championshipAccess(token, Championships.of(COMPANY_B)))).to.equal('forbidden_company');
      expect(codeOf(matchAccess(token, COMPANY_B, Matches.between('1', '2')))).to.equal('forbidden_company');
    });

    it('lets a session see every company it belongs to and no other', () => {
      const both = PrincipalMother.session(
        { companyId: COMPANY_A },
        { companyId: COMPANY_B, role: 'administrator' },
      );
      expect(visibleCompanyIds(both)).to.deep.equal([COMPANY_A, COMPANY_B]);
      expect(codeOf(companyAccess(PrincipalMother.memberOf(COMPANY_A), COMPANY_B))).to.equal(
        'forbidden_company',
      );
    });

    it('hides from a session the companies whose licence is invalid', () => {
      const session = PrincipalMother.session(
        { companyId: COMPANY_A, licenceValid: false },
        { companyId: COMPANY_B },
      );
      expect(visibleCompanyIds(session)).to.deep.equal([COMPANY_B]);
      expect(codeOf(companyAccess(session, COMPANY_A))).to.equal('licence_invalid');
    });
  });

  describe('sports', () => {
    it('limits a token to its sports and lets a session see all six', () => {
      const token = PrincipalMother.token({ sports: ['football', 'tennis'] });
      expect(allowedSports(token)).to.deep.equal(['football', 'tennis']);
      expect(codeOf(sportAccess(token, 'hockey'))).to.equal('sport_not_allowed');
      expect(codeOf(championshipAccess(token, Championships.of(COMPANY_A, { sport: 'hockey' })))).to.equal(
        'sport_not_allowed',
      );
      expect(allowedSports(PrincipalMother.memberOf())).to.deep.equal(SPORTS);
    });
  });

  describe('archived championships', () => {
    const archived = Championships.of(COMPANY_A, { archived: true });
    const current = Championships.of(COMPANY_A);

    it('lists archived championships only with include_archived', () => {
      const token = PrincipalMother.token();
      expect(championshipVisible(token, { includeArchived: false })(archived)).to.equal(false);
      expect(championshipVisible(token, { includeArchived: true })(archived)).to.equal(true);
      expect(championshipVisible(token, { includeArchived: false })(current)).to.equal(true);
    });

    it('lets administrators of the company see archives, and not members', () => {
      const admin = PrincipalMother.administratorOf(COMPANY_A);
      const member = PrincipalMother.memberOf(COMPANY_A);
      expect(championshipVisible(admin, { includeArchived: true })(archived)).to.equal(true);
      expect(championshipVisible(member, { includeArchived: true })(archived)).to.equal(false);
      expect(championshipVisible(member, { includeArchived: true })(current)).to.equal(true);
      expect(codeOf(championshipAccess(member, archived))).to.equal('archived_not_allowed');
    });

    it('does not let an administrator of one company see the archives of a company where they are a member', () => {
      const session = PrincipalMother.session(
        { companyId: COMPANY_A, role: 'administrator' },
        { companyId: COMPANY_B, role: 'member' },
      );
      const archivedOfB = Championships.of(COMPANY_B, { archived: true });
      expect(championshipVisible(session, { includeArchived: true })(archivedOfB)).to.equal(false);
    });
  });

  describe('team restrictions', () => {
    const restricted = PrincipalMother.memberOf(COMPANY_A, ['11', '12']);

    it('shows a restricted member the matches where the home or the away team is theirs', () => {
      const visible = matchVisible(restricted, COMPANY_A);
      expect(visible(Matches.between('11', '30'))).to.equal(true);
      expect(visible(Matches.between('30', '12'))).to.equal(true);
      expect(visible(Matches.between('30', '31'))).to.equal(false);
      expect(codeOf(matchAccess(restricted, COMPANY_A, Matches.between('30', '31')))).to.equal(
        'team_not_allowed',
      );
    });

    it('shows every match to unrestricted members, administrators and tokens', () => {
      const other = Matches.between('30', '31');
      expect(matchVisible(PrincipalMother.memberOf(COMPANY_A), COMPANY_A)(other)).to.equal(true);
      expect(
        matchVisible(PrincipalMother.session({ role: 'administrator', teamIds: ['11'] }), COMPANY_A)(other),
      ).to.equal(true);
      expect(matchVisible(PrincipalMother.token(), COMPANY_A)(other)).to.equal(true);
    });

    it('applies the restriction of the company the match belongs to', () => {
      const session = PrincipalMother.session(
        { companyId: COMPANY_A },
        { companyId: COMPANY_B, teamIds: ['11'] },
      );
      expect(matchVisible(session, COMPANY_A)(Matches.between('30', '31'))).to.equal(true);
      expect(matchVisible(session, COMPANY_B)(Matches.between('30', '31'))).to.equal(false);
    });

    it('hides a match of a sport the token does not allow', () => {
      expect(matchVisible(PrincipalMother.token(), COMPANY_A)(Matches.between('1', '2', 'tennis'))).to.equal(
        false,
      );
    });
  });

  describe('administration and writes', () => {
    it('lets only administrator sessions of the company manage it', () => {
      expect(codeOf(administrationAccess(PrincipalMother.administratorOf(COMPANY_A), COMPANY_A))).to.equal(
        null,
      );
      expect(codeOf(administrationAccess(PrincipalMother.memberOf(COMPANY_A), COMPANY_A))).to.equal(
        'administrator_required',
      );
      expect(codeOf(administrationAccess(PrincipalMother.administratorOf(COMPANY_B), COMPANY_A))).to.equal(
        'forbidden_company',
      );
      const writeToken = PrincipalMother.token({ permission: 'read_write_events' });
      expect(codeOf(administrationAccess(writeToken, COMPANY_A))).to.equal('session_required');
    });

    it('lets an administrator manage a company whose licence lapsed, to revoke its tokens', () => {
      const session = PrincipalMother.session({ role: 'administrator', licenceValid: false });
      expect(codeOf(administrationAccess(session, COMPANY_A))).to.equal(null);
    });

    it('lets write-permission tokens and administrator sessions write events of their own company', () => {
      expect(
        codeOf(eventWriteAccess(PrincipalMother.token({ permission: 'read_write_events' }), COMPANY_A)),
      ).to.equal(null);
      expect(codeOf(eventWriteAccess(PrincipalMother.token(), COMPANY_A))).to.equal(
        'write_permission_required',
      );
      expect(
        codeOf(eventWriteAccess(PrincipalMother.token({ permission: 'read_write_events' }), COMPANY_B)),
      ).to.equal('forbidden_company');
      expect(codeOf(eventWriteAccess(PrincipalMother.administratorOf(), COMPANY_A))).to.equal(null);
      expect(codeOf(eventWriteAccess(PrincipalMother.memberOf(), COMPANY_A))).to.equal(
        'write_permission_required',
      );
    });
  });
});
