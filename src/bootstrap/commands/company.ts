import { ID_PATTERN } from '../../adapters/http/web/ids';
import { companyByName } from '../../application/access/companyByName';
import { CreateCompany } from '../../application/access/CreateCompany';
import { companyName } from '../../domain/access/accountRules';
import type { Company } from '../../application/ports/MatchData';
import type { Database } from '../../adapters/persistence/typeorm/database';
import { databaseUrl } from '../config';
import { withDatabase } from '../database';
import { CliError, parseOptions } from './CliCommand';
import type { CliCommand } from './CliCommand';

const HELP = `Usage: match-desk company create NAME [--licence valid|invalid] [--database URL]

Creates a company (a tenant) and prints its id. The licence is valid unless --licence invalid
is given; a company with an invalid licence keeps its data, but its tokens and members are
refused until the licence is valid again.

Options:
  --licence valid|invalid    the company licence (default valid)
  --database URL             sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...`;

/**
 * The company a `--company` names: by its id or, when no company has that id, by its exact name
 * (trimmed and in NFC, as names are stored: companyName).
 */
export async function companyNamed(db: Database, reference: string): Promise<Company | null> {
  const companies = db.stores.companies;
  const name = companyName(reference);
  const byId = ID_PATTERN.test(name) ? await companies.byId(name) : null;
  return byId ?? (await companyByName(companies, name));
}

/** As companyNamed, refusing a reference that names no company. */
export async function findCompany(db: Database, reference: string): Promise<Company> {
  const company = await companyNamed(db, reference);
  if (!company) throw new CliError(`no company with the id or name "${reference}"`);
  return company;
}

/** A refusal from a use case, with one line per refused field. */
export function refusal(message: string, details?: Readonly<Record<string, string>>): CliError {
  const lines = Object.entries(details ?? {}).map(([field, why]) => `  ${field}: ${why}`);
  return new CliError([message, ...lines].join('\n'));
}

export const companyCommand: CliCommand = {
  name: 'company',
  usage: 'company create NAME [--licence L]',
  summary: 'create a company (tenant) and print its id',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseOptions(
      args,
      { licence: { type: 'string' }, database: { type: 'string' } },
      true,
    );
    if (positionals[0] !== 'create' || positionals.length !== 2) {
      throw new CliError(`expected "company create NAME"\n\n${HELP}`);
    }
    const licence = values.licence ?? 'valid';
    if (licence !== 'valid' && licence !== 'invalid')
      throw new CliError('--licence must be valid or invalid');
    return withDatabase(databaseUrl(values.database), async (db) => {
      const created = await new CreateCompany(db.stores.companies).execute({
        name: positionals[1],
        licenceValid: licence === 'valid',
      });
      if (!created.ok) throw refusal(created.error.message, created.error.details);
      const company = created.value;
      io.err(`Created company "${company.name}" (licence ${company.licenceValid ? 'valid' : 'invalid'}).`);
      io.out(company.id);
      return 0;
    });
  },
};
