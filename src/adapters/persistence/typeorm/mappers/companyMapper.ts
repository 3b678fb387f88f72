import type { Company, New } from '../../../../application/ports/MatchData';
import type { CompanyRecord } from '../schemas/CompanySchema';
import { toId } from '../ids';

export function companyFromRecord(r: CompanyRecord): Company {
  return { id: toId(r.id), name: r.name, licenceValid: r.licenceValid };
}

export function companyToRecord(c: New<Company>): Omit<CompanyRecord, 'id'> {
  return { name: c.name, licenceValid: c.licenceValid };
}
