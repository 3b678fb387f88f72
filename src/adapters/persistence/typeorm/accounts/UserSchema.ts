import { EntitySchema } from 'typeorm';
import { idColumn, textColumn } from '../schemas/columns';

export interface UserRecord {
  id: number;
  email: string;
  displayName: string;
  status: string;
  passwordHash: string;
}

export const UserSchema = new EntitySchema<UserRecord>({
  name: 'users',
  columns: {
    id: idColumn(),
    email: textColumn('email'),
    displayName: textColumn('display_name'),
    status: textColumn('status'),
    passwordHash: textColumn('password_hash'),
  },
  indices: [{ name: 'IDX_users_email', columns: ['email'], unique: true }],
});
