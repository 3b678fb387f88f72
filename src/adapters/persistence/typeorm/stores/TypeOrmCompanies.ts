import type { Companies, Company, New } from '../../../../application/ports/MatchData';
import { parseId, refKey } from '../ids';
import { companyFromRecord, companyToRecord } from '../mappers/companyMapper';
import { CompanySchema } from '../schemas/CompanySchema';
import type { Session } from '../Session';
import { insertOne, updateOne } from './statements';

export class TypeOrmCompanies implements Companies {
  constructor(private readonly session: Session) {}

  async create(company: New<Company>): Promise<Company> {
    const record = companyToRecord(company);
    return this.session.run(async (em) => {
      const id = await insertOne(em, CompanySchema, record);
      return companyFromRecord({ ...record, id });
    });
  }

  async update(company: Company): Promise<void> {
    const key = refKey(company.id, 'company');
    return this.session.run((em) => updateOne(em, CompanySchema, key, companyToRecord(company), 'company'));
  }

  async byId(id: string): Promise<Company | null> {
    const key = parseId(id);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(CompanySchema, { id: key }));
    return found ? companyFromRecord(found) : null;
  }

  async byName(name: string): Promise<Company | null> {
    const found = await this.session.run((em) => em.findOneBy(CompanySchema, { name }));
    return found ? companyFromRecord(found) : null;
  }

  async list(): Promise<Company[]> {
    const found = await this.session.run((em) => em.find(CompanySchema, { order: { id: 'ASC' } }));
    return found.map(companyFromRecord);
  }
}
