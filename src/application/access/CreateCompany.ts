import { checkFields, companyName, requiredName } from '../../domain/access/accountRules';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Companies, Company } from '../ports/MatchData';
import { companyByName } from './companyByName';

export interface CompanyInput {
  readonly name?: unknown;
  /** Defaults to a valid licence. */
  readonly licenceValid?: boolean;
}

/** An operator creates a tenant (operator CLI, `--demo`). */
export class CreateCompany {
  constructor(private readonly companies: Companies) {}

  async execute(input: CompanyInput): Promise<Result<Company, DomainError>> {
    const refused = checkFields(input, { name: requiredName('name') }, 'The company is invalid.');
    if (refused) return err(refused);
    const name = companyName(input.name as string);
    if (await companyByName(this.companies, name)) {
      return err(domainError('company_name_taken', `A company named "${name}" exists.`));
    }
    return ok(await this.companies.create({ name, licenceValid: input.licenceValid ?? true }));
  }
}
