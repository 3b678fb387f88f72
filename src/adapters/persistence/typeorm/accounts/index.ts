export { ACCOUNT_SCHEMAS } from './schemas';
export { createAccountStores } from './createAccountStores';
export type { AccountStores } from './createAccountStores';
export { TypeOrmAccounts } from './TypeOrmAccounts';
export { TypeOrmTokens } from './TypeOrmTokens';
