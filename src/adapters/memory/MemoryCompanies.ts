import type { Companies, Company, New } from '../../application/ports/MatchData';
import type { MemoryState } from './MemoryState';
import { copy } from './MemoryState';

export class MemoryCompanies implements Companies {
  constructor(private readonly state: MemoryState) {}

  async create(company: New<Company>): Promise<Company> {
    this.requireUniqueName(company.name, '');
    const created: Company = {
      id: this.state.nextId('companies'),
      name: company.name,
      licenceValid: company.licenceValid,
    };
    this.state.tables.companies.set(created.id, created);
    return copy(created);
  }

  async update(company: Company): Promise<void> {
    this.state.requireRow('companies', company.id, 'company');
    this.requireUniqueName(company.name, company.id);
    this.state.tables.companies.set(company.id, {
      id: company.id,
      name: company.name,
      licenceValid: company.licenceValid,
    });
  }

  async byId(id: string): Promise<Company | null> {
    const found = this.state.tables.companies.get(id);
    return found ? copy(found) : null;
  }

  async byName(name: string): Promise<Company | null> {
    const found = [...this.state.tables.companies.values()].find((c) => c.name === name);
    return found ? copy(found) : null;
  }

  async list(): Promise<Company[]> {
    return [...this.state.tables.companies.values()].map(copy);
  }

  private requireUniqueName(name: string, exceptId: string): void {
    for (const c of this.state.tables.companies.values()) {
      if (c.name === name && c.id !== exceptId) throw new Error(`a company named "${name}" exists`);
    }
  }
}
