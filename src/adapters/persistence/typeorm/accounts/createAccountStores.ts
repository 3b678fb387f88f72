import type { Accounts } from '../../../../application/ports/Accounts';
import type { Tokens } from '../../../../application/ports/Tokens';
import type { Session } from '../Session';
import { TypeOrmAccounts } from './TypeOrmAccounts';
import { TypeOrmTokens } from './TypeOrmTokens';

export interface AccountStores {
  readonly accounts: Accounts;
  readonly tokens: Tokens;
}

/**
 * Accounts and tokens on a session. On SQLite pass the same root session as the match-data
 * stores, so that every use of the single connection takes its turn.
 */
export function createAccountStores(session: Session): AccountStores {
  return { accounts: new TypeOrmAccounts(session), tokens: new TypeOrmTokens(session) };
}
