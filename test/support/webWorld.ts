// A tenant world for the web API tests, written through the ports so that it runs on SQLite and
// PostgreSQL: two companies, a championship per sport, users with every role, and tokens in
// every state. Secrets are returned to the test; the store keeps digests only.
import { createHash } from 'node:crypto';
import type { Company } from '../../src/application/ports/MatchData';
import type { WebBackend } from '../../src/bootstrap/web';
import type { Role } from '../../src/domain/access/Membership';
import type { User, UserStatus } from '../../src/domain/access/User';
import type { Sport } from '../../src/domain/sport/Sport';
import { SPORTS } from '../../src/domain/sport/Sport';
import type { ApiToken } from '../../src/domain/token/ApiToken';
import type { TokenPermission } from '../../src/domain/token/TokenPermission';
import { composeTokenSecret } from '../../src/domain/token/TokenSecret';
import type { SeededChampionship } from './webChampionships';
import { seedChampionship } from './webChampionships';

const DAY_MS = 86_400_000;

export interface WorldToken {
  readonly secret: string;
  readonly token: ApiToken;
}

export interface WebWorld {
  readonly companyA: Company;
  readonly companyB: Company;
  /** Company A: one championship per sport. */
  readonly championships: Readonly<Record<Sport, SeededChampionship>>;
  /** Company A, football, archived. */
  readonly archived: SeededChampionship;
  /** Company B, football. */
  readonly foreign: SeededChampionship;
  readonly users: {
    /** Administrator of A (and of B: rights on B are never passed to A's tokens). */
    readonly adminA: User;
    readonly memberA: User;
    /** Member of A restricted to the first team of each championship. */
    readonly restrictedA: User;
    readonly adminB: User;
    /** Administrators of A who later lost their rights, as token creators. */
    readonly disabledCreator: User;
    readonly deletedCreator: User;
    readonly demotedCreator: User;
  };
  /** Secrets are random per world, so two runs never share one. */
  token(settings: TokenSpec): Promise<WorldToken>;
}

export interface TokenSpec {
  readonly company?: Company;
  readonly creator?: User;
  readonly permission?: TokenPermission;
  readonly sports?: readonly Sport[];
  readonly state?: 'active' | 'expired' | 'revoked';
}

let sequence = 0;

/** A fresh secret with a valid checksum (as CreateToken makes them). */
export function freshSecret(): string {
  sequence += 1;
  const random = createHash('sha256')
    .update(`${process.pid}:${Date.now()}:${sequence}:${Math.random()}`)
    .digest('base64')
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(0, 32)
    .padEnd(32, 'x');
  return composeTokenSecret(random).value;
}

async function user(
  backend: WebBackend,
  email: string,
  memberships: { company: Company; role: Role; teamIds?: string[] }[],
  status: UserStatus = 'active',
): Promise<User> {
  const created = await backend.accounts.createUser({
    email,
    displayName: email.split('@')[0] as string,
    status,
    passwordHash: 'not a hash: these users log in through a session created by the test',
  });
  for (const m of memberships) {
    await backend.accounts.addMembership({
      userId: created.id,
      companyId: m.company.id,
      role: m.role,
      teamIds: m.teamIds ?? [],
    });
  }
  return created;
}

export async function buildWebWorld(backend: WebBackend): Promise<WebWorld> {
  const { stores } = backend;
  const companyA = await stores.companies.create({ name: 'Alpha Sports', licenceValid: true });
  const companyB = await stores.companies.create({ name: 'Beta Media', licenceValid: true });
  const championships = {} as Record<Sport, SeededChampionship>;
  for (const sport of SPORTS)
    championships[sport] = await seedChampionship(stores, { companyId: companyA.id, sport });
  const archived = await seedChampionship(stores, {
    companyId: companyA.id,
    sport: 'football',
    name: 'football archive',
    archived: true,
  });
  const foreign = await seedChampionship(stores, { companyId: companyB.id, sport: 'football' });
  const firstTeams = SPORTS.map((s) => championships[s].teams[0]?.id as string);
  const users = {
    adminA: await user(backend, 'admin@alpha.test', [
      { company: companyA, role: 'administrator' },
      { company: companyB, role: 'administrator' },
    ]),
    memberA: await user(backend, 'member@alpha.test', [{ company: companyA, role: 'member' }]),
    restrictedA: await user(backend, 'restricted@alpha.test', [
      { company: companyA, role: 'member', teamIds: firstTeams },
    ]),
    adminB: await user(backend, 'admin@beta.test', [{ company: companyB, role: 'administrator' }]),
    disabledCreator: await user(
      backend,
      'disabled@alpha.test',
      [{ company: companyA, role: 'administrator' }],
      'disabled',
    ),
    deletedCreator: await user(
      backend,
      'deleted@alpha.test',
      [{ company: companyA, role: 'administrator' }],
      'deleted',
    ),
    demotedCreator: await user(backend, 'demoted@alpha.test', [{ company: companyA, role: 'member' }]),
  };

  async function token(spec: TokenSpec): Promise<WorldToken> {
    const secret = freshSecret();
    const now = Date.now();
    const created = await backend.tokens.create({
      state: 'active',
      companyId: (spec.company ?? companyA).id,
      creatorId: (spec.creator ?? users.adminA).id,
      name: `test token ${sequence}`,
      prefix: secret.slice(0, 12),
      digest: createHash('sha256').update(secret, 'utf8').digest('hex'),
      permission: spec.permission ?? 'read',
      sports: [...(spec.sports ?? SPORTS)],
      createdAt: new Date(now - 10 * DAY_MS),
      expiresAt: new Date(spec.state === 'expired' ? now - DAY_MS : now + 30 * DAY_MS),
      lastUsedAt: null,
    });
    if (spec.state !== 'revoked') return { secret, token: created };
    const revoked: ApiToken = { ...created, state: 'revoked', revokedAt: new Date(now - DAY_MS) };
    await backend.tokens.update(revoked);
    return { secret, token: revoked };
  }

  return { companyA, companyB, championships, archived, foreign, users, token };
}
