import { CreateToken } from '../../../../application/access/CreateToken';
import { ListTokens } from '../../../../application/access/ListTokens';
import { Login } from '../../../../application/access/Login';
import { ModifyToken } from '../../../../application/access/ModifyToken';
import { RevokeToken } from '../../../../application/access/RevokeToken';
import type { Accounts } from '../../../../application/ports/Accounts';
import type { Clock } from '../../../../application/ports/Clock';
import type { Companies } from '../../../../application/ports/MatchData';
import type { Secrets } from '../../../../application/ports/Secrets';
import type { Tokens } from '../../../../application/ports/Tokens';

type UseCase<T extends { execute: unknown }> = Pick<T, 'execute'>;

/** The use cases behind the session and token-management endpoints and the account pages. */
export interface AccountUseCases {
  readonly login: UseCase<Login>;
  readonly listTokens: UseCase<ListTokens>;
  readonly createToken: UseCase<CreateToken>;
  readonly modifyToken: UseCase<ModifyToken>;
  readonly revokeToken: UseCase<RevokeToken>;
  /** Names shown with a session: the user's email and name, the companies' names. */
  readonly directory: {
    readonly accounts: Pick<Accounts, 'userById'>;
    readonly companies: Pick<Companies, 'byId'>;
  };
}

/** The ports the account use cases run on (the web host's backend has them all). */
export interface AccountPorts {
  readonly accounts: Accounts;
  readonly tokens: Tokens;
  readonly companies: Companies;
  readonly secrets: Secrets;
  readonly clock: Clock;
}

export function accountUseCases(ports: AccountPorts): AccountUseCases {
  const { accounts, tokens, companies, secrets, clock } = ports;
  return {
    login: new Login(accounts, companies, secrets),
    listTokens: new ListTokens(accounts, clock),
    createToken: new CreateToken(accounts, tokens, secrets, clock),
    modifyToken: new ModifyToken(accounts, tokens, clock),
    revokeToken: new RevokeToken(accounts, tokens, clock),
    directory: { accounts, companies },
  };
}
