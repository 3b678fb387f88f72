import { expect } from 'chai';
import { CreateCompany } from '../../../src/application/access/CreateCompany';
import { CreateUser } from '../../../src/application/access/CreateUser';
import { Login } from '../../../src/application/access/Login';
import { AccessWorld } from './support/AccessWorld';

function codeOf(result: { ok: boolean; error?: { code: string } }): string | null {
  return result.ok ? null : (result.error?.code ?? 'missing');
}

describe('companies, users and login', () => {
  let world: AccessWorld;
  let createCompany: CreateCompany;
  let createUser: CreateUser;
  let login: Login;

  beforeEach(() => {
    world = new AccessWorld();
    createCompany = new CreateCompany(world.stores.companies);
    createUser = new CreateUser(world.accounts, world.stores.companies, world.secrets);
    login = new Login(world.accounts, world.stores.companies, world.secrets);
  });

  async function acmeWithAdmin() {
    const company = await createCompany.execute({ name: ' Acme ' });
    if (!company.ok) throw new Error(company.error.code);
    const user = await createUser.execute({
      email: 'Ada@Acme.test',
      displayName: 'Ada Lovelace',
      password: 'correct horse battery',
      companyId: company.value.id,
      role: 'administrator',
    });
    if (!user.ok) throw new Error(user.error.code);
    return { company: company.value, user: user.value };
  }

  describe('CreateCompany', () => {
    it('creates a company with a valid licence by default and a trimmed name', async () => {
      const created = await createCompany.execute({ name: ' Acme ' });
      expect(created.ok && created.value).to.deep.include({ name: 'Acme', licenceValid: true });
    });

    it('refuses an empty name and a name already taken', async () => {
      expect(codeOf(await createCompany.execute({ name: '  ' }))).to.equal('validation_failed');
      await createCompany.execute({ name: 'Acme' });
      expect(codeOf(await createCompany.execute({ name: 'Acme' }))).to.equal('company_name_taken');
    });
  });

  describe('CreateUser', () => {
    it('creates an active administrator with a normalized email and a scrypt password hash', async () => {
      const { company, user } = await acmeWithAdmin();
      expect(user).to.deep.equal({
        id: user.id,
        email: 'ada@acme.test',
        displayName: 'Ada Lovelace',
        companyId: company.id,
        role: 'administrator',
      });
      const stored = await world.accounts.userById(user.id);
      expect(stored?.status).to.equal('active');
      expect(stored?.passwordHash)
        .to.match(/^scrypt\$/)
        .and.not.include('correct horse');
      expect(await world.accounts.membershipsOfUser(user.id)).to.deep.equal([
        { userId: user.id, companyId: company.id, role: 'administrator', teamIds: [] },
      ]);
    });

    it('refuses a bad email, an empty name and a short password, field by field', async () => {
      const { company } = await acmeWithAdmin();
      const result = await createUser.execute({
        email: 'not an email',
        displayName: '',
        password: 'short',
        companyId: company.id,
        role: 'member',
      });
      expect(codeOf(result)).to.equal('validation_failed');
      expect(!result.ok && result.error.details).to.have.all.keys('email', 'displayName', 'password');
    });

    it('refuses an email already used, whatever its case, and an unknown company', async () => {
      const { company } = await acmeWithAdmin();
      const again = { displayName: 'Ada', password: 'another long password', role: 'member' as const };
      expect(
        codeOf(await createUser.execute({ ...again, email: 'ADA@acme.test', companyId: company.id })),
      ).to.equal('email_taken');
      expect(
        codeOf(await createUser.execute({ ...again, email: 'new@acme.test', companyId: '999' })),
      ).to.equal('not_found');
    });
  });

  describe('Login', () => {
    it('opens a session with the memberships and their licences for the right password', async () => {
      const { company, user } = await acmeWithAdmin();
      expect(await login.execute(' ADA@acme.test ', 'correct horse battery')).to.deep.equal({
        ok: true,
        value: {
          kind: 'session',
          userId: user.id,
          memberships: [{ companyId: company.id, role: 'administrator', teamIds: [], licenceValid: true }],
        },
      });
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      await acmeWithAdmin();
      expect(codeOf(await login.execute('ada@acme.test', 'wrong horse battery'))).to.equal(
        'invalid_credentials',
      );
      expect(codeOf(await login.execute('nobody@acme.test', 'correct horse battery'))).to.equal(
        'invalid_credentials',
      );
    });

    it('refuses a disabled account, and a deleted one as unknown', async () => {
      const { user } = await acmeWithAdmin();
      const stored = await world.accounts.userById(user.id);
      await world.accounts.updateUser({ ...stored!, status: 'disabled' });
      expect(codeOf(await login.execute('ada@acme.test', 'correct horse battery'))).to.equal(
        'account_inactive',
      );
      await world.accounts.updateUser({ ...stored!, status: 'deleted' });
      expect(codeOf(await login.execute('ada@acme.test', 'correct horse battery'))).to.equal(
        'invalid_credentials',
      );
    });

    it('re-reads the user on each request: a disabled user loses the session', async () => {
      const { user } = await acmeWithAdmin();
      expect((await world.resolveSession.execute(user.id)).ok).to.equal(true);
      const stored = await world.accounts.userById(user.id);
      await world.accounts.updateUser({ ...stored!, status: 'disabled' });
      expect(codeOf(await world.resolveSession.execute(user.id))).to.equal('account_inactive');
    });
  });
});
