import { AccessErrors } from '../../domain/access/AccessErrors';
import { administrationAccess } from '../../domain/access/administration';
import type { Principal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { createToken } from '../../domain/token/createToken';
import { composeTokenSecret, TOKEN_RANDOM_LENGTH } from '../../domain/token/TokenSecret';
import type { TokenSettingsInput } from '../../domain/token/TokenSettings';
import type { Accounts } from '../ports/Accounts';
import type { Clock } from '../ports/Clock';
import type { Secrets } from '../ports/Secrets';
import type { Tokens } from '../ports/Tokens';
import { toTokenListItem } from './TokenListItem';
import type { TokenListItem } from './TokenListItem';

export interface CreatedToken {
  /** The full secret: shown once, never stored or retrievable again (spec 3.2). */
  readonly secret: string;
  readonly token: TokenListItem;
}

/** An administrator session creates a token for its company (spec 5.2.2). */
export class CreateToken {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: Tokens,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(
    principal: Principal,
    companyId: string,
    settings: TokenSettingsInput,
  ): Promise<Result<CreatedToken, DomainError>> {
    if (principal.kind !== 'session') return err(AccessErrors.sessionRequired());
    const access = administrationAccess(principal, companyId);
    if (!access.ok) return access;
    const secret = composeTokenSecret(this.secrets.randomBase62(TOKEN_RANDOM_LENGTH));
    const credential = { prefix: secret.prefix, digest: this.secrets.sha256Hex(secret.value) };
    const now = this.clock.now();
    const draft = createToken(settings, { companyId, creatorId: principal.userId }, credential, now);
    if (!draft.ok) return draft;
    const created = await this.tokens.create(draft.value);
    const entry = await this.accounts.tokenWithStanding({ tokenId: created.id });
    if (!entry) throw new Error(`token ${created.id} vanished after creation`);
    return ok({ secret: secret.value, token: toTokenListItem(entry, now) });
  }
}
