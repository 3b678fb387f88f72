import { expect } from 'chai';
import { InProcessNotifications } from '../../../../src/adapters/notifications/InProcessNotifications';
import { MemorySessions } from '../../../../src/adapters/http/web/session/MemorySessions';
import { sessionIdFromHeader } from '../../../../src/adapters/http/web/sessionCookie';
import type { MatchNotification } from '../../../../src/application/ports/Notifications';

const T0 = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

const NOTIFICATION: MatchNotification = {
  message: {
    type: 'match_event',
    sport: 'football',
    championshipId: '1',
    matchId: '2',
    snapshotUrl: '/api/football/get_match_snapshot?championship_id=1&match_id=2',
    version: 3,
    at: T0.toISOString(),
  },
  audience: { companyId: '1', sport: 'football', archived: false, homeTeamId: '5', awayTeamId: '6' },
};

describe('MemorySessions', () => {
  it('resolves a session to its user until its lifetime ends', async () => {
    const sessions = new MemorySessions(60_000);
    const id = await sessions.create('42', T0);
    expect(await sessions.resolve(id, later(59_999))).to.equal('42');
    expect(await sessions.resolve(id, later(60_000))).to.equal(null);
  });

  it('ends a session on destroy, and ignores an unknown one', async () => {
    const sessions = new MemorySessions();
    const id = await sessions.create('42', T0);
    await sessions.destroy(id);
    await sessions.destroy('unknown');
    expect(await sessions.resolve(id, T0)).to.equal(null);
  });

  it('makes distinct, cookie-safe ids that the cookie reader accepts', async () => {
    const sessions = new MemorySessions();
    const ids = await Promise.all([1, 2, 3].map(() => sessions.create('42', T0)));
    expect(new Set(ids).size).to.equal(3);
    for (const id of ids) expect(sessionIdFromHeader(`theme=dark; md_session=${id}`)).to.equal(id);
    expect(sessionIdFromHeader('md_session=short')).to.equal(null);
  });
});

describe('InProcessNotifications', () => {
  it('delivers a publication to every subscriber until it unsubscribes', async () => {
    const bus = new InProcessNotifications();
    const first: MatchNotification[] = [];
    const second: MatchNotification[] = [];
    const stopFirst = bus.subscribe((n) => first.push(n));
    bus.subscribe((n) => second.push(n));
    await bus.publish(NOTIFICATION);
    stopFirst();
    await bus.publish(NOTIFICATION);
    expect([first.length, second.length]).to.deep.equal([1, 2]);
    expect(bus.subscriberCount).to.equal(1);
  });

  it('reports a failing subscriber without stopping the others or the publisher', async () => {
    const failures: unknown[] = [];
    const bus = new InProcessNotifications((error) => failures.push(error));
    const received: MatchNotification[] = [];
    bus.subscribe(() => {
      throw new Error('socket gone');
    });
    bus.subscribe((n) => received.push(n));
    await bus.publish(NOTIFICATION);
    expect(received).to.deep.equal([NOTIFICATION]);
    expect((failures[0] as Error).message).to.equal('socket gone');
  });
});
