import { ApiTokenSchema } from './ApiTokenSchema';
import { MembershipSchema } from './MembershipSchema';
import { UserSchema } from './UserSchema';

/** The entity schemas of accounts and tokens, to add to the DataSource's `entities`. */
export const ACCOUNT_SCHEMAS = [UserSchema, MembershipSchema, ApiTokenSchema];
