import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/adapters/persistence/typeorm/database';
import { openDatabase } from '../../src/adapters/persistence/typeorm/database';
import { NodeSecrets } from '../../src/adapters/system/NodeSecrets';
import { SystemClock } from '../../src/adapters/system/SystemClock';
import { AuthenticateToken } from '../../src/application/access/AuthenticateToken';
import type { Company } from '../../src/application/ports/MatchData';
import { main } from '../../src/bootstrap/cli';
import type { CliIo } from '../../src/bootstrap/commands/CliCommand';
import type { PasswordInput } from '../../src/bootstrap/commands/user';
import type { Role } from '../../src/domain/access/Membership';
import type { User, UserStatus } from '../../src/domain/access/User';
import { SPORTS } from '../../src/domain/sport/Sport';

const DAY_MS = 86_400_000;

interface Run {
  readonly code: number;
  readonly stdout: string[];
  readonly stderr: string[];
}

/** A non-interactive run unless the input says otherwise. */
async function run(args: readonly string[], input: PasswordInput = { stdinIsTty: false }): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIo & PasswordInput = {
    ...input,
    out: (line) => void stdout.push(line),
    err: (line) => void stderr.push(line),
  };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

describe('the operator commands of the match-desk CLI', () => {
  let dir: string;
  let database: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'md-operator-'));
    database = `sqlite:${join(dir, 'match-desk.sqlite')}`;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const db = await openDatabase(database);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  /** Seeds through the ports, with a placeholder hash: these users never log in. */
  async function seed(
    companyName: string,
    people: { email: string; role: Role; status?: UserStatus }[],
  ): Promise<{ company: Company; users: User[] }> {
    return withDb(async (db) => {
      const company = await db.stores.companies.create({ name: companyName, licenceValid: true });
      const users: User[] = [];
      for (const p of people) {
        const user = await db.accounts.accounts.createUser({
          email: p.email,
          displayName: p.email.split('@')[0] as string,
          status: p.status ?? 'active',
          passwordHash: 'placeholder',
        });
        await db.accounts.accounts.addMembership({
          userId: user.id,
          companyId: company.id,
          role: p.role,
          teamIds: [],
        });
        users.push(user);
      }
      return { company, users };
    });
  }

  async function storedUser(email: string): Promise<User | null> {
    return withDb((db) => db.accounts.accounts.userByEmail(email));
  }

  async function tokenCount(): Promise<number> {
    return withDb(async (db) => {
      const companies = await db.stores.companies.list();
      let count = 0;
      for (const c of companies) count += (await db.accounts.tokens.listByCompany(c.id)).length;
      return count;
    });
  }

  describe('company create', () => {
    it('creates a company with a valid licence and prints only its id', async () => {
      const result = await run(['company', 'create', 'Acme Sports', '--database', database]);
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      expect(result.stdout).to.have.length(1);
      const id = result.stdout[0] as string;
      const company = await withDb((db) => db.stores.companies.byId(id));
      expect(company).to.deep.include({ name: 'Acme Sports', licenceValid: true });
    });

    it('stores an invalid licence with --licence invalid', async () => {
      const result = await run([
        'company',
        'create',
        'Lapsed',
        '--licence',
        'invalid',
        '--database',
        database,
      ]);
      expect(result.code).to.equal(0);
      const company = await withDb((db) => db.stores.companies.byName('Lapsed'));
      expect(company?.licenceValid).to.equal(false);
    });

    it('refuses a second company of the same name with exit code 2', async () => {
      await run(['company', 'create', 'Acme Sports', '--database', database]);
      const again = await run(['company', 'create', 'Acme Sports', '--database', database]);
      expect(again.code).to.equal(2);
      expect(again.stdout).to.deep.equal([]);
      expect(again.stderr.join('\n')).to.include('A company named "Acme Sports" exists');
      expect(await withDb((db) => db.stores.companies.list())).to.have.length(1);
    });

    for (const args of [
      ['company', 'create', 'Acme', '--licence', 'maybe'],
      ['company', 'create'],
      ['company', 'create', 'Acme', 'Extra'],
      ['company', 'delete', 'Acme'],
      ['company', 'create', '   '],
    ]) {
      it(`refuses "${args.join(' ')}" with exit code 2`, async () => {
        const result = await run([...args, '--database', database]);
        expect(result.code).to.equal(2);
        expect(result.stdout).to.deep.equal([]);
        expect(result.stderr.join('\n')).to.match(/^match-desk company: /);
      });
    }
  });

  describe('user create', () => {
    beforeEach(async () => {
      await seed('Acme', []);
    });

    it('creates an administrator with --password, prints its id, and warns that the password was visible', async () => {
      const result = await run([
        'user',
        'create',
        '--email',
        'Ada@Acme.test',
        '--name',
        'Ada Admin',
        '--company',
        'Acme',
        '--admin',
        '--password',
        'a long enough password',
        '--database',
        database,
      ]);
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      const user = await storedUser('ada@acme.test');
      expect(result.stdout).to.deep.equal([user?.id]);
      expect(result.stderr.join('\n')).to.include('--password is visible');
      expect(user).to.deep.include({ displayName: 'Ada Admin', status: 'active' });
      expect(
        await new NodeSecrets().verifyPassword('a long enough password', user?.passwordHash ?? ''),
      ).to.equal(true);
      const memberships = await withDb((db) => db.accounts.accounts.membershipsOfUser(user?.id ?? ''));
      expect(memberships.map((m) => m.role)).to.deep.equal(['administrator']);
    });

    it('generates a strong password when standard input is not a terminal, and prints it once, alone', async () => {
      const result = await run([
        'user',
        'create',
        '--email',
        'max@acme.test',
        '--name',
        'Max',
        '--company',
        'Acme',
        '--database',
        database,
      ]);
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      expect(result.stdout).to.have.length(1);
      const password = result.stdout[0] as string;
      expect(password).to.match(/^[0-9A-Za-z]{20}$/);
      expect(result.stderr.join('\n')).not.to.include(password);
      const user = await storedUser('max@acme.test');
      expect(await new NodeSecrets().verifyPassword(password, user?.passwordHash ?? '')).to.equal(true);
      const memberships = await withDb((db) => db.accounts.accounts.membershipsOfUser(user?.id ?? ''));
      expect(
        memberships.map((m) => m.role),
        'member without --admin',
      ).to.deep.equal(['member']);
    });

    it('reads the password from the first line of standard input with --password-stdin', async () => {
      const result = await run(
        [
          'user',
          'create',
          '--email',
          'eve@acme.test',
          '--name',
          'Eve',
          '--company',
          'Acme',
          '--password-stdin',
          '--database',
          database,
        ],
        { stdinIsTty: false, readStdin: async () => 'from standard input\nignored\n' },
      );
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      const user = await storedUser('eve@acme.test');
      expect(
        await new NodeSecrets().verifyPassword('from standard input', user?.passwordHash ?? ''),
      ).to.equal(true);
    });

    it('asks twice on a terminal and refuses two different answers with exit code 2', async () => {
      const answers = ['first password here', 'second password here'];
      const questions: string[] = [];
      const result = await run(
        [
          'user',
          'create',
          '--email',
          'tom@acme.test',
          '--name',
          'Tom',
          '--company',
          'Acme',
          '--database',
          database,
        ],
        {
          stdinIsTty: true,
          promptHidden: async (question) => {
            questions.push(question);
            return answers.shift() as string;
          },
        },
      );
      expect(questions).to.deep.equal(['Password: ', 'Repeat the password: ']);
      expect(result.code).to.equal(2);
      expect(result.stderr.join('\n')).to.include('the two passwords differ');
      expect(await storedUser('tom@acme.test')).to.equal(null);
    });

    it('takes the password typed twice on a terminal', async () => {
      const result = await run(
        [
          'user',
          'create',
          '--email',
          'tom@acme.test',
          '--name',
          'Tom',
          '--company',
          'Acme',
          '--database',
          database,
        ],
        { stdinIsTty: true, promptHidden: async () => 'typed on a terminal' },
      );
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      const user = await storedUser('tom@acme.test');
      expect(result.stdout).to.deep.equal([user?.id]);
    });

    it('finds the company by its id as well as by its name', async () => {
      const acme = await withDb((db) => db.stores.companies.byName('Acme'));
      const result = await run(
        [
          'user',
          'create',
          '--email',
          'ida@acme.test',
          '--name',
          'Ida',
          '--company',
          acme?.id ?? '',
          '--password-stdin',
          '--database',
          database,
        ],
        { stdinIsTty: false, readStdin: async () => 'a long enough password' },
      );
      expect(result.code, result.stderr.join('\n')).to.equal(0);
    });

    const base = ['user', 'create', '--name', 'Someone', '--password-stdin'];
    for (const { title, args, message } of [
      {
        title: 'an unknown company',
        args: ['--email', 'a@acme.test', '--company', 'Nowhere'],
        message: 'no company',
      },
      {
        title: 'an invalid email',
        args: ['--email', 'not-an-email', '--company', 'Acme'],
        message: 'email:',
      },
      { title: 'a missing --email', args: ['--company', 'Acme'], message: 'missing --email' },
    ]) {
      it(`refuses ${title} with exit code 2`, async () => {
        const result = await run([...base, ...args, '--database', database], {
          stdinIsTty: false,
          readStdin: async () => 'a long enough password',
        });
        expect(result.code).to.equal(2);
        expect(result.stderr.join('\n')).to.include(message);
        expect(result.stdout).to.deep.equal([]);
      });
    }

    it('refuses a short password and a second user with the same email with exit code 2', async () => {
      const args = [
        'user',
        'create',
        '--email',
        'bo@acme.test',
        '--name',
        'Bo',
        '--company',
        'Acme',
        '--password-stdin',
        '--database',
        database,
      ];
      const short = await run(args, { stdinIsTty: false, readStdin: async () => 'short' });
      expect(short.code).to.equal(2);
      expect(short.stderr.join('\n')).to.include('password: password must have 10');
      expect(
        (await run(args, { stdinIsTty: false, readStdin: async () => 'long enough password' })).code,
      ).to.equal(0);
      const again = await run(args, { stdinIsTty: false, readStdin: async () => 'long enough password' });
      expect(again.code).to.equal(2);
      expect(again.stderr.join('\n')).to.include('A user with this email exists');
    });

    it('refuses --password together with --password-stdin', async () => {
      const result = await run([
        'user',
        'create',
        '--email',
        'x@acme.test',
        '--name',
        'X',
        '--company',
        'Acme',
        '--password',
        'long enough password',
        '--password-stdin',
        '--database',
        database,
      ]);
      expect(result.code).to.equal(2);
    });
  });

  describe('token create', () => {
    let acme: Company;
    let admins: User[];

    beforeEach(async () => {
      const seeded = await seed('Acme', [
        { email: 'gone@acme.test', role: 'administrator', status: 'disabled' },
        { email: 'ada@acme.test', role: 'administrator' },
        { email: 'bob@acme.test', role: 'administrator' },
        { email: 'max@acme.test', role: 'member' },
      ]);
      acme = seeded.company;
      admins = seeded.users;
    });

    const create = (...extra: string[]) =>
      run([
        'token',
        'create',
        '--company',
        'Acme',
        '--name',
        'Scoreboard',
        '--permission',
        'read_write_events',
        '--sports',
        'football,tennis',
        '--days',
        '90',
        ...extra,
        '--database',
        database,
      ]);

    it('prints the secret once, alone on standard output, and everything else on standard error', async () => {
      const before = Date.now();
      const result = await create();
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      expect(result.stdout).to.have.length(1);
      const secret = result.stdout[0] as string;
      expect(secret).to.match(/^svc_api_[0-9A-Za-z]{38}$/);
      expect(result.stderr.join('\n')).to.include(secret.slice(0, 12));
      expect(result.stderr.join('\n')).not.to.include(secret.slice(12));
      const principal = await withDb((db) =>
        new AuthenticateToken(
          db.accounts.accounts,
          db.accounts.tokens,
          new NodeSecrets(),
          new SystemClock(),
        ).execute(secret),
      );
      if (!principal.ok) throw new Error(principal.error.code);
      expect(principal.value).to.deep.include({ companyId: acme.id, permission: 'read_write_events' });
      expect(principal.value.sports).to.deep.equal(['football', 'tennis']);
      const [token] = await withDb((db) => db.accounts.tokens.listByCompany(acme.id));
      expect(token?.name).to.equal('Scoreboard');
      expect(token?.expiresAt.getTime()).to.be.within(before + 90 * DAY_MS, Date.now() + 90 * DAY_MS);
      expect(JSON.stringify(token)).not.to.include(secret);
    });

    it('is created by the first active administrator of the company by default', async () => {
      await create();
      const [token] = await withDb((db) => db.accounts.tokens.listByCompany(acme.id));
      expect(token?.creatorId, 'the disabled administrator is skipped').to.equal(admins[1]?.id);
    });

    it('is created by the administrator named with --as', async () => {
      const result = await create('--as', 'BOB@acme.test');
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      const [token] = await withDb((db) => db.accounts.tokens.listByCompany(acme.id));
      expect(token?.creatorId).to.equal(admins[2]?.id);
    });

    for (const [email, message] of [
      ['max@acme.test', 'is not an active administrator'],
      ['gone@acme.test', 'is not an active administrator'],
      ['nobody@acme.test', 'no user with the email'],
    ]) {
      it(`refuses --as ${email} with exit code 2`, async () => {
        const result = await create('--as', email as string);
        expect(result.code).to.equal(2);
        expect(result.stderr.join('\n')).to.include(message);
        expect(await tokenCount()).to.equal(0);
      });
    }

    it('refuses a company without an active administrator with exit code 2', async () => {
      await seed('Empty', [{ email: 'm@empty.test', role: 'member' }]);
      const result = await run([
        'token',
        'create',
        '--company',
        'Empty',
        '--name',
        'x',
        '--permission',
        'read',
        '--sports',
        'football',
        '--days',
        '7',
        '--database',
        database,
      ]);
      expect(result.code).to.equal(2);
      expect(result.stderr.join('\n')).to.include('has no active administrator');
    });

    it('accepts --sports all', async () => {
      const result = await run([
        'token',
        'create',
        '--company',
        acme.id,
        '--name',
        'All',
        '--permission',
        'read',
        '--sports',
        'all',
        '--days',
        '1',
        '--database',
        database,
      ]);
      expect(result.code, result.stderr.join('\n')).to.equal(0);
      const [token] = await withDb((db) => db.accounts.tokens.listByCompany(acme.id));
      expect(token?.sports).to.deep.equal([...SPORTS]);
    });

    for (const { title, args, message } of [
      {
        title: '--days 0',
        args: ['--days', '0'],
        message: '--days: durationDays must be an integer from 1 to 365',
      },
      { title: '--days 366', args: ['--days', '366'], message: '--days:' },
      { title: '--days ten', args: ['--days', 'ten'], message: '--days must be a whole number' },
      { title: 'an unknown sport', args: ['--sports', 'football,curling'], message: '--sports:' },
      { title: 'an unknown permission', args: ['--permission', 'write'], message: '--permission:' },
      { title: 'an unknown company', args: ['--company', 'Nowhere'], message: 'no company' },
    ]) {
      it(`refuses ${title} with exit code 2 and stores nothing`, async () => {
        const options: Record<string, string> = {
          '--company': 'Acme',
          '--name': 'Scoreboard',
          '--permission': 'read',
          '--sports': 'football',
          '--days': '30',
        };
        for (let i = 0; i < args.length; i += 2) options[args[i] as string] = args[i + 1] as string;
        const result = await run([
          'token',
          'create',
          ...Object.entries(options).flat(),
          '--database',
          database,
        ]);
        expect(result.code).to.equal(2);
        expect(result.stdout).to.deep.equal([]);
        expect(result.stderr.join('\n')).to.include(message);
        expect(await tokenCount()).to.equal(0);
      });
    }

    it('names every missing option', async () => {
      const result = await run(['token', 'create', '--company', 'Acme', '--database', database]);
      expect(result.code).to.equal(2);
      expect(result.stderr.join('\n')).to.include('missing --name, --permission, --sports, --days');
    });
  });

  it('lets an operator start without a browser: company, administrator, token', async () => {
    const company = await run(['company', 'create', 'Fresh Start', '--database', database]);
    expect(company.code).to.equal(0);
    const user = await run([
      'user',
      'create',
      '--email',
      'op@fresh.test',
      '--name',
      'Op',
      '--company',
      'Fresh Start',
      '--admin',
      '--database',
      database,
    ]);
    expect(user.code).to.equal(0);
    const token = await run([
      'token',
      'create',
      '--company',
      company.stdout[0] as string,
      '--name',
      'First',
      '--permission',
      'read',
      '--sports',
      'football',
      '--days',
      '30',
      '--database',
      database,
    ]);
    expect(token.code, token.stderr.join('\n')).to.equal(0);
    expect(token.stderr.join('\n')).to.include('for op@fresh.test');
  });

  it('lists the operator commands in the usage', async () => {
    const result = await run(['--help']);
    const usage = result.stdout.join('\n');
    for (const command of ['company create', 'user create', 'token create'])
      expect(usage).to.include(command);
  });
});
