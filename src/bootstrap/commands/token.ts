import { CreateToken } from '../../application/access/CreateToken';
import { ResolveSession } from '../../application/access/ResolveSession';
import type { Company } from '../../application/ports/MatchData';
import type { Database } from '../../adapters/persistence/typeorm/database';
import { NodeSecrets } from '../../adapters/system/NodeSecrets';
import { SystemClock } from '../../adapters/system/SystemClock';
import { normalizeEmail } from '../../domain/access/User';
import type { User } from '../../domain/access/User';
import { SPORTS } from '../../domain/sport/Sport';
import { TOKEN_PERMISSIONS } from '../../domain/token/TokenPermission';
import { databaseUrl } from '../config';
import { withDatabase } from '../database';
import { CliError, parseOptions } from './CliCommand';
import type { CliCommand } from './CliCommand';
import { findCompany, refusal } from './company';

const HELP = `Usage: match-desk token create --company C --name N --permission P --sports LIST --days N
                                [--as EMAIL] [--database URL]

Creates an integration token of company C (its id or its name) and prints its secret once, alone
on standard output; everything else goes to standard error. Only a digest of the secret is
stored: it cannot be shown again. The token is created in the name of an administrator of the
company, who appears as its creator: the token is refused once that user is disabled, deleted
or no longer administrator (spec 3.2).

Options:
  --company C        company id or name
  --name N           a name to recognise the token by
  --permission P     ${TOKEN_PERMISSIONS.join(' or ')}
  --sports LIST      comma-separated among ${SPORTS.join(', ')}, or all
  --days N           validity in days, 1 to 365
  --as EMAIL         the creating administrator (default: the first active administrator of C)
  --database URL     sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...`;

/** The use case's field names, as the operator typed them. */
const OPTION_OF_FIELD: Readonly<Record<string, string>> = {
  name: '--name',
  permission: '--permission',
  sports: '--sports',
  durationDays: '--days',
};

function sportsOf(list: string): string[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return names.length === 1 && names[0] === 'all' ? [...SPORTS] : names;
}

function daysOf(text: string): number {
  if (!/^[0-9]{1,4}$/.test(text)) throw new CliError('--days must be a whole number of days, 1 to 365');
  return Number(text);
}

/** The administrator the token is created for: `--as`, or the first active one of the company. */
async function creatorOf(db: Database, company: Company, email: string | undefined): Promise<User> {
  const { accounts } = db.accounts;
  const isActiveAdministrator = async (user: User | null): Promise<boolean> => {
    if (!user || user.status !== 'active') return false;
    const memberships = await accounts.membershipsOfUser(user.id);
    return memberships.some((m) => m.companyId === company.id && m.role === 'administrator');
  };
  if (email !== undefined) {
    const user = await accounts.userByEmail(normalizeEmail(email));
    if (!user) throw new CliError(`--as: no user with the email ${email}`);
    if (!(await isActiveAdministrator(user))) {
      throw new CliError(`--as: ${email} is not an active administrator of company "${company.name}"`);
    }
    return user;
  }
  const administrators = (await accounts.membershipsOfCompany(company.id))
    .filter((m) => m.role === 'administrator')
    .sort((a, b) => Number(a.userId) - Number(b.userId));
  for (const membership of administrators) {
    const user = await accounts.userById(membership.userId);
    if (user && (await isActiveAdministrator(user))) return user;
  }
  throw new CliError(
    `company "${company.name}" has no active administrator: create one first with ` +
      '`match-desk user create --admin`',
  );
}

export const tokenCommand: CliCommand = {
  name: 'token',
  usage: 'token create --company C ...',
  summary: 'create an integration token and print its secret once',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseOptions(
      args,
      {
        company: { type: 'string' },
        name: { type: 'string' },
        permission: { type: 'string' },
        sports: { type: 'string' },
        days: { type: 'string' },
        as: { type: 'string' },
        database: { type: 'string' },
      },
      true,
    );
    if (positionals[0] !== 'create' || positionals.length !== 1) {
      throw new CliError(`expected "token create --company C ..."\n\n${HELP}`);
    }
    const required = ['company', 'name', 'permission', 'sports', 'days'] as const;
    const missing = required.filter((o) => values[o] === undefined);
    if (missing.length > 0) throw new CliError(`missing ${missing.map((o) => `--${o}`).join(', ')}`);
    const settings = {
      name: values.name,
      permission: values.permission,
      sports: sportsOf(values.sports as string),
      durationDays: daysOf(values.days as string),
    };
    return withDatabase(databaseUrl(values.database), async (db) => {
      const company = await findCompany(db, values.company as string);
      const creator = await creatorOf(db, company, values.as);
      const session = await new ResolveSession(db.accounts.accounts, db.stores.companies).execute(creator.id);
      if (!session.ok) throw new CliError(session.error.message);
      const secrets = new NodeSecrets();
      const created = await new CreateToken(
        db.accounts.accounts,
        db.accounts.tokens,
        secrets,
        new SystemClock(),
      ).execute(session.value, company.id, settings);
      if (!created.ok) {
        const details = Object.fromEntries(
          Object.entries(created.error.details ?? {}).map(([field, why]) => [
            OPTION_OF_FIELD[field] ?? field,
            why,
          ]),
        );
        throw refusal(created.error.message, details);
      }
      const { token, secret } = created.value;
      io.err(
        `Created token "${token.name}" (id ${token.id}, prefix ${token.prefix}) of company "${company.name}" ` +
          `for ${creator.email}: ${token.permission}, sports ${token.sports.join(', ')}, expires ${token.expiresAt}.`,
      );
      io.err('The secret below is shown once; only its digest is stored:');
      io.out(secret);
      return 0;
    });
  },
};
