import { EntitySchema } from 'typeorm';
import { jsonColumn, refColumn, textColumn } from '../schemas/columns';

export interface MembershipRecord {
  userId: number;
  companyId: number;
  role: string;
  teamIds: string[];
}

const T = 'memberships';

/** One row per (user, company). */
export const MembershipSchema = new EntitySchema<MembershipRecord>({
  name: T,
  columns: {
    userId: { ...refColumn(T, 'user_id', 'users', { cascade: true }), primary: true },
    companyId: { ...refColumn(T, 'company_id', 'companies', { cascade: true }), primary: true },
    role: textColumn('role'),
    teamIds: jsonColumn('team_ids'),
  },
  indices: [{ name: 'IDX_memberships_company', columns: ['companyId'] }],
});
