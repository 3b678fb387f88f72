// The token check of our web authentication, alone (issue 11's "bare Koa + token check"
// baseline): the bearer secret's offline format check, its SHA-256 digest, and the one statement
// that re-reads the token with its creator, membership and licence (Accounts.tokenWithStanding,
// spec 5.2.4) on the same database, through the same store, with the query's championship
// version riding along as our host asks for it. No last-use update: our host skips it too while
// the last use is recent, which it is during a run.
import type { Context } from 'koa';
import { NodeSecrets } from '../../src/adapters/system/NodeSecrets';
import type { Accounts } from '../../src/application/ports/Accounts';
import { parseTokenSecret } from '../../src/domain/token/TokenSecret';
import type { RequestCheck } from './bareKoa';

const BEARER = /^Bearer +(\S+)$/i;

export function tokenCheck(accounts: Accounts): RequestCheck {
  const secrets = new NodeSecrets();
  return async (ctx: Context) => {
    const secret = BEARER.exec(ctx.get('Authorization'))?.[1];
    const parsed = secret === undefined ? null : parseTokenSecret(secret);
    if (!parsed?.ok) return false;
    const digest = secrets.sha256Hex(parsed.value.value);
    const championshipId =
      typeof ctx.query.championship_id === 'string' ? ctx.query.championship_id : undefined;
    const found = await accounts.tokenWithStanding({ digest }, championshipId);
    return found !== null && secrets.timingSafeEqualHex(found.token.digest, digest);
  };
}
