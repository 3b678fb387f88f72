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

/** An accepted token, with the championship version read alongside when it was asked for. */
export interface AuthenticatedToken {
  readonly principal: TokenPrincipal;
  /** null: no such championship; absent: not asked. */
  readonly championshipVersion?: number | null;
}

/** Bearer secret → the token's principal, or why it is refused (spec 5.2, 7). */
export class AuthenticateToken {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: Tokens,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(secret: string): Promise<Result<TokenPrincipal, DomainError>> {
    const authenticated = await this.authenticate(secret);
    return authenticated.ok ? ok(authenticated.value.principal) : authenticated;
  }

  /**
   * The same checks; with `alsoVersionOf` (a championship id), the one statement that re-reads
   * the token's standing also reads that championship's version (issue 11, spec 5.2.4).
   */
  async authenticate(
    secret: string,
    alsoVersionOf?: string,
  ): Promise<Result<AuthenticatedToken, DomainError>> {
    const parsed = parseTokenSecret(secret);
    if (!parsed.ok) return parsed;
    const digest = this.secrets.sha256Hex(parsed.value.value);
    const found = await this.accounts.tokenWithStanding({ digest }, alsoVersionOf);
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
    const principal = tokenPrincipal(usable.value);
    return ok(
      found.championshipVersion === undefined
        ? { principal }
        : { principal, championshipVersion: found.championshipVersion },
    );
  }
}
