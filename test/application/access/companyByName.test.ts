import { expect } from 'chai';
import { createMemoryStores } from '../../../src/adapters/memory';
import { CreateCompany } from '../../../src/application/access/CreateCompany';
import { demoData } from '../../../src/application/demo/demoData';
import { ImportChampionship } from '../../../src/application/import/ImportChampionship';

describe('a company stored under a decomposed name, before names were NFC (found by review)', () => {
  it('is found by its composed name: no second company is created, by an import or by company create', async () => {
    const stores = createMemoryStores();
    const stored = await stores.companies.create({ name: 'Ko\u0308ln Corp', licenceValid: true });
    const created = await new CreateCompany(stores.companies).execute({ name: 'K\u00f6ln Corp' });
    expect(created.ok ? 'created' : created.error.code).to.equal('company_name_taken');
    const [football] = demoData().documents;
    const imported = await new ImportChampionship(stores.transactions).run(football!, {
      company: 'K\u00f6ln Corp',
    });
    expect(imported.ok && imported.value.companyId).to.equal(stored.id);
    expect(await stores.companies.list()).to.have.length(1);
  });
});
