// What every Sessions adapter holds (application/ports/Sessions.ts): memory, SQLite, PostgreSQL.
import { expect } from 'chai';
import { DEFAULT_SESSION_TTL_MS } from '../../../src/adapters/http/web/session/MemorySessions';
import { sessionIdFromHeader } from '../../../src/adapters/http/web/sessionCookie';
import type { OpenedSessions, SessionStoreFactory } from './support/sessionStores';

export const T0 = new Date('2026-03-01T12:00:00.000Z');
export const later = (ms: number): Date => new Date(T0.getTime() + ms);

export function describeSessionsContract(factory: SessionStoreFactory): void {
  describe(`Sessions contract [${factory.name}]`, () => {
    let opened: OpenedSessions;
    let userId: string;

    beforeEach(async () => {
      opened = await factory.open();
      userId = await opened.newUserId();
    });
    afterEach(() => opened.close());

    it('resolves a session to its user until its lifetime ends', async () => {
      const sessions = opened.sessions({ ttlMs: 60_000 });
      const id = await sessions.create(userId, T0);
      expect(await sessions.resolve(id, later(59_999))).to.equal(userId);
      expect(await sessions.resolve(id, later(60_000))).to.equal(null);
    });

    it('gives a session 12 hours by default, whatever the activity', async () => {
      const sessions = opened.sessions();
      const id = await sessions.create(userId, T0);
      expect(DEFAULT_SESSION_TTL_MS).to.equal(12 * 60 * 60 * 1000);
      expect(await sessions.resolve(id, later(DEFAULT_SESSION_TTL_MS - 1))).to.equal(userId);
      expect(await sessions.resolve(id, later(DEFAULT_SESSION_TTL_MS))).to.equal(null);
    });

    it('ends a session on destroy, and ignores an unknown one', async () => {
      const sessions = opened.sessions();
      const id = await sessions.create(userId, T0);
      await sessions.destroy(id);
      await sessions.destroy('never-made-by-this-store');
      expect(await sessions.resolve(id, T0)).to.equal(null);
    });

    it('resolves no id it never made', async () => {
      const sessions = opened.sessions();
      await sessions.create(userId, T0);
      expect(await sessions.resolve('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', T0)).to.equal(null);
    });

    it('keeps the sessions of one user apart: ending one leaves the other', async () => {
      const sessions = opened.sessions();
      const first = await sessions.create(userId, T0);
      const second = await sessions.create(userId, T0);
      await sessions.destroy(first);
      expect(await sessions.resolve(first, T0)).to.equal(null);
      expect(await sessions.resolve(second, T0)).to.equal(userId);
    });

    it('tells the users of different sessions apart', async () => {
      const sessions = opened.sessions();
      const otherUser = await opened.newUserId();
      const mine = await sessions.create(userId, T0);
      const theirs = await sessions.create(otherUser, T0);
      expect(await sessions.resolve(mine, T0)).to.equal(userId);
      expect(await sessions.resolve(theirs, T0)).to.equal(otherUser);
    });

    it('makes distinct, cookie-safe ids of 256 bits that the cookie reader accepts', async () => {
      const sessions = opened.sessions();
      const ids = await Promise.all([1, 2, 3].map(() => sessions.create(userId, T0)));
      expect(new Set(ids).size).to.equal(3);
      for (const id of ids) {
        expect(Buffer.from(id, 'base64url')).to.have.length(32);
        expect(sessionIdFromHeader(`theme=dark; md_session=${id}`)).to.equal(id);
      }
    });
  });
}
