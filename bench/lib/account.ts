// A company administrator and a real integration token, made as `match-desk user create` and
// `match-desk token create` make them (CreateUser, ResolveSession, CreateToken).
import { NodeSecrets } from '../../src/adapters/system/NodeSecrets';
import { SystemClock } from '../../src/adapters/system/SystemClock';
import { CreateToken } from '../../src/application/access/CreateToken';
import { CreateUser } from '../../src/application/access/CreateUser';
import { ResolveSession } from '../../src/application/access/ResolveSession';
import type { Company } from '../../src/application/ports/MatchData';
import type { WebBackend } from '../../src/bootstrap/web';

export interface BenchAccount {
  readonly company: Company;
  readonly email: string;
  readonly password: string;
  /** `svc_api_…`, read and write of events, every sport, 30 days. */
  readonly token: string;
}

export async function createAccount(backend: WebBackend, companyName = 'Bench Media'): Promise<BenchAccount> {
  const secrets = new NodeSecrets();
  const company = await backend.stores.companies.create({ name: companyName, licenceValid: true });
  const email = 'admin@bench.match-desk.invalid';
  const password = secrets.randomBase62(20);
  const user = await new CreateUser(backend.accounts, backend.stores.companies, secrets).execute({
    email,
    displayName: 'Bench administrator',
    password,
    companyId: company.id,
    role: 'administrator',
  });
  if (!user.ok) throw new Error(`administrator not created: ${user.error.message}`);
  const session = await new ResolveSession(backend.accounts, backend.stores.companies).execute(user.value.id);
  if (!session.ok) throw new Error(`no session for the administrator: ${session.error.message}`);
  const token = await new CreateToken(backend.accounts, backend.tokens, secrets, new SystemClock()).execute(
    session.value,
    company.id,
    { name: 'Bench read+write', permission: 'read_write_events', sports: ['football'], durationDays: 30 },
  );
  if (!token.ok) throw new Error(`token not created: ${token.error.message}`);
  return { company, email, password, token: token.value.secret };
}
