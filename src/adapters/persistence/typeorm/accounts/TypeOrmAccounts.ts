import type { EntityManager } from 'typeorm';
import type { Accounts, TokenKey, TokenWithStanding } from '../../../../application/ports/Accounts';
import type { New } from '../../../../application/ports/MatchData';
import type { Membership } from '../../../../domain/access/Membership';
import type { User } from '../../../../domain/access/User';
import { parseId, refKey } from '../ids';
import { ChampionshipSchema } from '../schemas/ChampionshipSchema';
import { CompanySchema } from '../schemas/CompanySchema';
import type { Session } from '../Session';
import { BuiltOnce } from '../stores/builtOnce';
import { insertOne } from '../stores/statements';
import { membershipFromRecord, membershipToRecord, userFromRecord, userToRecord } from './accountMappers';
import { ApiTokenSchema } from './ApiTokenSchema';
import { MembershipSchema } from './MembershipSchema';
import { standingFromRow, STANDING_COLUMNS } from './standingRow';
import type { StandingRow } from './standingRow';
import { UserSchema } from './UserSchema';

export class TypeOrmAccounts implements Accounts {
  constructor(private readonly session: Session) {}

  async createUser(user: New<User>): Promise<User> {
    const record = userToRecord(user);
    return this.session.run(async (em) =>
      userFromRecord({ ...record, id: await insertOne(em, UserSchema, record) }),
    );
  }

  async updateUser(user: User): Promise<void> {
    const key = refKey(user.id, 'user');
    await this.session.run(async (em) => {
      const result = await em.update(UserSchema, { id: key }, userToRecord(user));
      if (result.affected === 0) throw new Error(`unknown user "${user.id}"`);
    });
  }

  async userById(id: string): Promise<User | null> {
    const key = parseId(id);
    if (key === null) return null;
    const found = await this.session.run((em) => em.findOneBy(UserSchema, { id: key }));
    return found ? userFromRecord(found) : null;
  }

  async userByEmail(normalizedEmail: string): Promise<User | null> {
    const found = await this.session.run((em) => em.findOneBy(UserSchema, { email: normalizedEmail }));
    return found ? userFromRecord(found) : null;
  }

  async membershipsOfUser(userId: string): Promise<Membership[]> {
    const key = parseId(userId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(MembershipSchema, { where: { userId: key }, order: { companyId: 'ASC' } }),
    );
    return found.map(membershipFromRecord);
  }

  async membershipsOfCompany(companyId: string): Promise<Membership[]> {
    const key = parseId(companyId);
    if (key === null) return [];
    const found = await this.session.run((em) =>
      em.find(MembershipSchema, { where: { companyId: key }, order: { userId: 'ASC' } }),
    );
    return found.map(membershipFromRecord);
  }

  async addMembership(membership: Membership): Promise<void> {
    const record = membershipToRecord(membership);
    await this.session.atomic(async (em) => {
      await em.delete(MembershipSchema, { userId: record.userId, companyId: record.companyId });
      await em.insert(MembershipSchema, record);
    });
  }

  async removeMembership(userId: string, companyId: string): Promise<void> {
    const user = parseId(userId);
    const company = parseId(companyId);
    if (user === null || company === null) return;
    await this.session.run((em) => em.delete(MembershipSchema, { userId: user, companyId: company }));
  }

  async tokenWithStanding(key: TokenKey, alsoVersionOf?: string): Promise<TokenWithStanding | null> {
    const byId = 'tokenId' in key;
    const tokenKey = byId ? parseId(key.tokenId) : key.digest;
    if (tokenKey === null) return null;
    const versionKey = alsoVersionOf === undefined ? null : parseId(alsoVersionOf);
    const read = STANDING_READS[`${byId ? 'id' : 'digest'}${versionKey === null ? '' : '+version'}`];
    const row = await this.session.run((em) =>
      read.rawOne<StandingRow & { ch_version?: number | string | null }>(em, { tokenKey, versionKey }),
    );
    if (!row) return null;
    const standing = standingFromRow(row);
    if (alsoVersionOf === undefined) return standing;
    const version = row.ch_version;
    return {
      ...standing,
      championshipVersion: version === undefined || version === null ? null : Number(version),
    };
  }

  async tokensWithStandingOfCompany(companyId: string): Promise<TokenWithStanding[]> {
    const key = parseId(companyId);
    if (key === null) return [];
    const rows = await this.session.run((em) =>
      standingQuery(em)
        .where('t.companyId = :key', { key })
        .orderBy('t.createdAt', 'DESC')
        .addOrderBy('t.id', 'DESC')
        .getRawMany<StandingRow>(),
    );
    return rows.map(standingFromRow);
  }
}

/** Token ⋈ company, left-joined with its creator and the creator's membership in that company. */
function standingQuery(em: EntityManager) {
  const query = em
    .createQueryBuilder()
    .from(ApiTokenSchema, 't')
    .innerJoin(CompanySchema.options.name, 'c', 'c.id = t.companyId')
    .leftJoin(UserSchema.options.name, 'u', 'u.id = t.creatorId')
    .leftJoin(MembershipSchema.options.name, 'm', 'm.userId = t.creatorId AND m.companyId = t.companyId')
    .select([]);
  for (const [path, alias] of STANDING_COLUMNS) query.addSelect(path, alias);
  return query;
}

interface StandingKeys extends Record<string, unknown> {
  readonly tokenKey: number | string;
  readonly versionKey: number | null;
}

/**
 * The token with its standing (spec 5.2.4), by id or by digest, with or without a championship's
 * version in the same round trip (issue 11: one scalar sub-select by primary key). Every hosted
 * request runs one of these: each is written out once per database (BuiltOnce).
 */
function standingRead(by: 't.id' | 't.digest', withVersion: boolean): BuiltOnce<StandingKeys> {
  return new BuiltOnce<StandingKeys>(['tokenKey', 'versionKey'], (em, p) => {
    const query = standingQuery(em).where(`${by} = :tokenKey`, { tokenKey: p.tokenKey });
    if (withVersion) {
      query.addSelect(
        (sub) =>
          sub
            .select('ch.version')
            .from(ChampionshipSchema, 'ch')
            .where('ch.id = :versionKey', { versionKey: p.versionKey }),
        'ch_version',
      );
    }
    return query;
  });
}

const STANDING_READS: Readonly<Record<string, BuiltOnce<StandingKeys>>> = {
  id: standingRead('t.id', false),
  digest: standingRead('t.digest', false),
  'id+version': standingRead('t.id', true),
  'digest+version': standingRead('t.digest', true),
};
