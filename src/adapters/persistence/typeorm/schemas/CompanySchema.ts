import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, textColumn } from './columns';

export interface CompanyRecord {
  id: number;
  name: string;
  licenceValid: boolean;
}

export const CompanySchema = new EntitySchema<CompanyRecord>({
  name: 'companies',
  columns: {
    id: idColumn(),
    name: textColumn('name'),
    licenceValid: boolColumn('licence_valid'),
  },
  indices: [{ name: 'IDX_companies_name', columns: ['name'], unique: true }],
});
