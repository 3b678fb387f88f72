import { CreateUser } from '../../application/access/CreateUser';
import { NodeSecrets } from '../../adapters/system/NodeSecrets';
import { databaseUrl } from '../config';
import { withDatabase } from '../database';
import { CliError, parseOptions } from './CliCommand';
import type { CliCommand, CliIo } from './CliCommand';
import { findCompany, refusal } from './company';
import { passwordLine, promptPassword, readFirstLine } from './passwordInput';

/** 20 base62 characters: about 119 bits. */
const GENERATED_PASSWORD_LENGTH = 20;

const HELP = `Usage: match-desk user create --email E --name N --company C [--admin]
                               [--password-stdin | --password P] [--database URL]

Creates an active user with a membership in company C (its id or its name): administrator
with --admin, member otherwise. The password is read from the first line of standard input
with --password-stdin (UTF-8; only the line ending is taken off, spaces stay), or taken from --password (visible to other users of this machine; avoid
it). Without either, it is asked twice on a terminal; when standard input is not a terminal, a
strong password is generated and printed once.

Output: standard output gets the generated password when one was generated, otherwise the
new user's id; everything else goes to standard error.

Options:
  --email E          login email (unique)
  --name N           display name
  --company C        company id or name
  --admin            administrator of the company (default: member)
  --password-stdin   read the password from standard input
  --password P       the password (at least 10 characters)
  --database URL     sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...`;

/**
 * Where the password comes from. main() passes only a CliIo; tests (and embedders) may give an
 * io with these fields, otherwise the process's standard input is used.
 */
export interface PasswordInput {
  /** Standard input, up to its first line end at least. */
  readStdin?(): Promise<string>;
  /** True when standard input is an interactive terminal. */
  readonly stdinIsTty?: boolean;
  /** Asks on the terminal without echoing the answer. */
  promptHidden?(question: string): Promise<string>;
}

/** The password to set, and whether it was generated (then it is printed once). */
async function passwordFor(
  values: { password?: string | undefined; 'password-stdin'?: boolean | undefined },
  io: CliIo & PasswordInput,
  generate: () => string,
): Promise<{ password: string; generated: boolean }> {
  if (values.password !== undefined && values['password-stdin']) {
    throw new CliError('give either --password or --password-stdin, not both');
  }
  if (values['password-stdin']) {
    const password = passwordLine(await (io.readStdin ?? readFirstLine)());
    if (password === '') throw new CliError('--password-stdin: standard input holds no password');
    return { password, generated: false };
  }
  if (values.password !== undefined) {
    io.err('warning: --password is visible to other users of this machine; prefer --password-stdin');
    return { password: values.password, generated: false };
  }
  if (io.stdinIsTty ?? process.stdin.isTTY === true) {
    const prompt = io.promptHidden ?? ((question: string) => promptPassword(question));
    const first = await prompt('Password: ');
    const second = await prompt('Repeat the password: ');
    if (first !== second) throw new CliError('the two passwords differ');
    return { password: first, generated: false };
  }
  return { password: generate(), generated: true };
}

export const userCommand: CliCommand = {
  name: 'user',
  usage: 'user create --email E ...',
  summary: 'create a user (--admin: administrator) in a company',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseOptions(
      args,
      {
        email: { type: 'string' },
        name: { type: 'string' },
        company: { type: 'string' },
        admin: { type: 'boolean' },
        password: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        database: { type: 'string' },
      },
      true,
    );
    if (positionals[0] !== 'create' || positionals.length !== 1) {
      throw new CliError(`expected "user create --email E --name N --company C"\n\n${HELP}`);
    }
    const missing = (['email', 'name', 'company'] as const).filter((o) => values[o] === undefined);
    if (missing.length > 0) throw new CliError(`missing ${missing.map((o) => `--${o}`).join(', ')}`);
    const secrets = new NodeSecrets();
    const { password, generated } = await passwordFor(values, io, () =>
      secrets.randomBase62(GENERATED_PASSWORD_LENGTH),
    );
    return withDatabase(databaseUrl(values.database), async (db) => {
      const company = await findCompany(db, values.company as string);
      const role = values.admin ? 'administrator' : 'member';
      const created = await new CreateUser(db.accounts.accounts, db.stores.companies, secrets).execute({
        email: values.email,
        displayName: values.name,
        password,
        companyId: company.id,
        role,
      });
      if (!created.ok) throw refusal(created.error.message, created.error.details);
      const user = created.value;
      io.err(`Created ${role} ${user.email} (id ${user.id}) of company "${company.name}".`);
      if (generated) {
        io.err('Generated password, shown once:');
        io.out(password);
      } else {
        io.out(user.id);
      }
      return 0;
    });
  },
};
