import type { TokenPrincipal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { LAST_USE_REFRESH_MS } from '../../domain/token/lastUse';
import { TokenErrors } from '../../domain/token/TokenErrors';
import { tokenPrincipal } from '../../domain/token/tokenPrincipal';
import { parseTokenSecret } from '../../domain/token/TokenSecret';
import { tokenUsability } from '../../domain/token/tokenStatus';
import type { Accounts } from '../ports/Accounts';
import type { Clock } from '../ports/Clock';
import type { Secrets } from '../ports/Secrets';
import type { Tokens } from '../ports/Tokens';
import { standingOf } from './standingOf';

/** Bearer secret → the token's principal, or why it is refused (spec 5.2, 7). */
export class AuthenticateToken {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: Tokens,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(secret: string): Promise<Result<TokenPrincipal, DomainError>> {
    const parsed = parseTokenSecret(secret);
    if (!parsed.ok) return parsed;
    const digest = this.secrets.sha256Hex(parsed.value.value);
    const found = await this.accounts.tokenWithStanding({ digest });
    if (!found || !this.secrets.timingSafeEqualHex(found.token.digest, digest))
      return err(TokenErrors.invalid());
    const now = this.clock.now();
    const usable = tokenUsability(found.token, now, standingOf(found));
    if (!usable.ok) return usable;
    // spec 5.2.8: records an authorized authentication, at most once every 5 minutes. A last use
    // just read as recent would make the conditional UPDATE a no-op: skip the statement.
    const last = found.token.lastUsedAt;
    if (last === null || now.getTime() - last.getTime() > LAST_USE_REFRESH_MS) {
      await this.tokens.touchLastUsed(usable.value.id, now, LAST_USE_REFRESH_MS);
    }
    return ok(tokenPrincipal(usable.value));
  }
}
