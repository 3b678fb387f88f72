import { expect } from 'chai';
import { aNewCompany } from '../../support/contract/newRecords';
import { rejectionOf } from '../../support/contract/rejection';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

export function describeCompaniesContract(name: string, makeStores: () => Promise<OpenedStores>): void {
  describe(`Companies contract [${name}]`, () => {
    const opened = useStores({ name, open: makeStores });
    const companies = () => opened.current().stores.companies;

    it('creates a company with a decimal id and reads it back by id and by name', async () => {
      const created = await companies().create(aNewCompany({ name: 'FFF', licenceValid: false }));
      expect(created.id).to.match(/^[0-9]+$/);
      expect(created).to.deep.equal({ id: created.id, name: 'FFF', licenceValid: false });
      expect(await companies().byId(created.id)).to.deep.equal(created);
      expect(await companies().byName('FFF')).to.deep.equal(created);
    });

    it('gives every company its own id and lists them in creation order', async () => {
      const a = await companies().create(aNewCompany({ name: 'A' }));
      const b = await companies().create(aNewCompany({ name: 'B' }));
      expect(a.id).to.not.equal(b.id);
      expect(await companies().list()).to.deep.equal([a, b]);
    });

    it('updates a company', async () => {
      const created = await companies().create(aNewCompany({ name: 'Old' }));
      await companies().update({ id: created.id, name: 'New', licenceValid: false });
      expect(await companies().byId(created.id)).to.deep.equal({
        id: created.id,
        name: 'New',
        licenceValid: false,
      });
      expect(await companies().byName('Old')).to.equal(null);
    });

    it('answers null for an unknown id, an id that is not a number and an unknown name', async () => {
      await companies().create(aNewCompany());
      expect(await companies().byId('999999')).to.equal(null);
      expect(await companies().byId('not-an-id')).to.equal(null);
      expect(await companies().byId('')).to.equal(null);
      expect(await companies().byName('Nobody')).to.equal(null);
    });

    it('refuses a second company with the same name', async () => {
      await companies().create(aNewCompany({ name: 'Twice' }));
      await rejectionOf(companies().create(aNewCompany({ name: 'Twice' })));
      expect(await companies().list()).to.have.length(1);
    });

    it('refuses to update a company that does not exist', async () => {
      await rejectionOf(companies().update({ id: '999999', name: 'Ghost', licenceValid: true }));
      await rejectionOf(companies().update({ id: 'x', name: 'Ghost', licenceValid: true }));
    });

    it('returns copies: changing a returned company does not change the store', async () => {
      const created = await companies().create(aNewCompany({ name: 'Kept' }));
      (created as { name: string }).name = 'Changed';
      const read = await companies().byId(created.id);
      (read as { name: string }).name = 'Changed again';
      expect((await companies().byId(created.id))?.name).to.equal('Kept');
    });
  });
}
