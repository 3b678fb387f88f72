import type { Clock } from '../../../application/ports/Clock';
import type { Sessions } from '../../../application/ports/Sessions';
import type { SessionPrincipal, TokenPrincipal } from '../../../domain/access/Principal';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';

/** What the web host needs to know who is calling (h4's AuthenticateToken and ResolveSession fit). */
export interface WebAuthentication {
  readonly authenticateToken: {
    execute(secret: string): Promise<Result<TokenPrincipal, DomainError>>;
    /** The same, reading a championship's version in the same statement (issue 11); optional. */
    authenticate?(
      secret: string,
      alsoVersionOf?: string,
    ): Promise<Result<{ principal: TokenPrincipal; championshipVersion?: number | null }, DomainError>>;
  };
  /** The principal of a session's user, re-read on every request. */
  readonly resolveSession: { execute(userId: string): Promise<Result<SessionPrincipal, DomainError>> };
  readonly sessions: Sessions;
  readonly clock: Clock;
}
