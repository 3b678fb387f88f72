import { expect } from 'chai';
import { createHash } from 'node:crypto';
import type { Database } from '../../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../../src/adapters/persistence/typeorm';
import { UserSchema } from '../../../src/adapters/persistence/typeorm/accounts/UserSchema';
import { TypeOrmSessions, WebSessionSchema } from '../../../src/adapters/persistence/typeorm/sessions';
import { describeWhenPostgres } from '../../support/services';
import { describeSessionsContract, later, T0 } from './sessionsContract';
import type { DatabaseKind, ReopenableDatabase } from './support/sessionStores';
import {
  databaseSessions,
  memorySessions,
  postgresSchema,
  sqliteFile,
  storedUserId,
} from './support/sessionStores';

function describeTypeOrmSessions(kind: DatabaseKind): void {
  describe(`TypeOrmSessions [${kind.name}]`, () => {
    let target: ReopenableDatabase;
    const opened: Database[] = [];
    const open = async () => {
      const database = await openDatabase(target.url);
      opened.push(database);
      return database;
    };
    const close = async (database: Database) => {
      opened.splice(opened.indexOf(database), 1);
      await database.close();
    };
    const rows = (database: Database) => database.dataSource.getRepository(WebSessionSchema).find();

    beforeEach(() => {
      target = kind.create();
    });
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.close();
      await target.drop();
    });

    it('stores the SHA-256 of the id and the instants, never the id itself', async () => {
      const database = await open();
      const userId = await storedUserId(database);
      const id = await new TypeOrmSessions(database.session, { ttlMs: 60_000 }).create(userId, T0);
      expect(await rows(database)).to.deep.equal([
        {
          digest: createHash('sha256').update(id).digest('hex'),
          userId: Number(userId),
          createdAt: T0.toISOString(),
          expiresAt: later(60_000).toISOString(),
        },
      ]);
    });

    it('is shared by every store on the database, and survives closing it', async () => {
      const first = await open();
      const userId = await storedUserId(first);
      const id = await new TypeOrmSessions(first.session).create(userId, T0);
      const second = await open();
      expect(await new TypeOrmSessions(second.session).resolve(id, T0)).to.equal(userId);
      await close(first);
      const reopened = await open();
      expect(await new TypeOrmSessions(reopened.session).resolve(id, T0)).to.equal(userId);
      await new TypeOrmSessions(reopened.session).destroy(id);
      expect(await new TypeOrmSessions(second.session).resolve(id, T0)).to.equal(null);
    });

    it('purges expired sessions on login, at most a batch each time, and keeps live ones', async () => {
      const database = await open();
      const userId = await storedUserId(database);
      const sessions = new TypeOrmSessions(database.session, { ttlMs: 1000, purgeBatch: 2 });
      for (let i = 0; i < 5; i += 1) await sessions.create(userId, T0);
      const expiredCount = async () =>
        (await rows(database)).filter((r) => r.expiresAt <= later(5000).toISOString()).length;
      const live = [await sessions.create(userId, later(5000))];
      expect([await expiredCount(), (await rows(database)).length]).to.deep.equal([3, 4]);
      live.push(await sessions.create(userId, later(5000)));
      live.push(await sessions.create(userId, later(5000)));
      expect([await expiredCount(), (await rows(database)).length]).to.deep.equal([0, 3]);
      for (const id of live) expect(await sessions.resolve(id, later(5500))).to.equal(userId);
    });

    it('deletes an expired session when it is presented', async () => {
      const database = await open();
      const sessions = new TypeOrmSessions(database.session, { ttlMs: 1000 });
      const id = await sessions.create(await storedUserId(database), T0);
      expect(await sessions.resolve(id, later(1000))).to.equal(null);
      expect(await rows(database)).to.deep.equal([]);
    });

    it("ends a user's sessions when the user row is deleted", async () => {
      const database = await open();
      const sessions = new TypeOrmSessions(database.session);
      const userId = await storedUserId(database);
      const keptUser = await storedUserId(database);
      const id = await sessions.create(userId, T0);
      const kept = await sessions.create(keptUser, T0);
      await database.dataSource.getRepository(UserSchema).delete({ id: Number(userId) });
      expect(await sessions.resolve(id, T0)).to.equal(null);
      expect(await sessions.resolve(kept, T0)).to.equal(keptUser);
    });

    it('refuses to open a session for a user id that cannot name a row', async () => {
      const database = await open();
      const sessions = new TypeOrmSessions(database.session);
      const failed = await sessions.create('not-a-user', T0).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).to.be.instanceOf(Error);
      expect(await rows(database)).to.deep.equal([]);
    });
  });
}

describeSessionsContract(memorySessions);
describeSessionsContract(databaseSessions(sqliteFile));
describeTypeOrmSessions(sqliteFile);

describeWhenPostgres('Sessions on the database', (url) => {
  describeSessionsContract(databaseSessions(postgresSchema(url)));
  describeTypeOrmSessions(postgresSchema(url));
});
