import { expect } from 'chai';
import type { MatchNotification } from '../../../src/application/ports/Notifications';
import { VersionOrder } from '../../../src/adapters/notifications/VersionOrder';
import { describeWhenPostgres } from '../../support/services';
import { Inbox } from './support/inbox';
import { PostgresChannel } from './support/notificationBuses';
import { aNotification } from './support/notificationMother';

const ofMatch = (
  matchId: string,
  version: number,
  type: MatchNotification['message']['type'] = 'match_event',
) => aNotification({ message: { matchId, version, type } });

/** Versions per match as a subscriber received them must never go back. */
function backwards(received: readonly MatchNotification[]): string[] {
  const last = new Map<string, number>();
  const found: string[] = [];
  for (const { message } of received) {
    const before = last.get(message.matchId) ?? 0;
    if (message.version < before) found.push(`match ${message.matchId}: ${message.version} after ${before}`);
    last.set(message.matchId, Math.max(before, message.version));
  }
  return found;
}

describe('VersionOrder (issue 13 finding 5)', () => {
  it('admits versions going up and every type of one version, drops an older one, per match', () => {
    const order = new VersionOrder();
    expect(order.admit(ofMatch('1', 1))).to.equal(true);
    expect(order.admit(ofMatch('1', 3))).to.equal(true);
    expect(order.admit(ofMatch('1', 3, 'match_data'))).to.equal(true);
    expect(order.admit(ofMatch('1', 2))).to.equal(false);
    expect(order.admit(ofMatch('2', 2))).to.equal(true);
  });

  it('forgets the least recently changed match past its bound', () => {
    const order = new VersionOrder(2);
    order.admit(ofMatch('a', 5));
    order.admit(ofMatch('b', 5));
    order.admit(ofMatch('c', 5));
    expect(order.admit(ofMatch('a', 1))).to.equal(true);
    expect(order.admit(ofMatch('c', 1))).to.equal(false);
  });
});

describeWhenPostgres('notification order across two instances (issue 13 finding 5)', (url) => {
  let channel: PostgresChannel;
  beforeEach(() => {
    channel = new PostgresChannel(url);
  });
  afterEach(() => channel.close());

  it('never delivers version n after n+1 when the second instance NOTIFYs first', async () => {
    const first = await channel.bus();
    const second = await channel.bus();
    const inboxes = [new Inbox(first), new Inbox(second)];
    // Instance 2 committed version 2 and published before instance 1 published its version 1.
    await second.publish(ofMatch('7', 2));
    await first.publish(ofMatch('7', 1));
    await first.publish(ofMatch('7', 3));
    for (const inbox of inboxes) {
      const received = await inbox.waitFor(2);
      await new Promise((r) => setTimeout(r, 100));
      expect(received.map((n) => n.message.version)).to.deep.equal([2, 3]);
    }
  });

  it('keeps every match in version order at both instances through 600 crossing publications', async () => {
    const buses = [await channel.bus(), await channel.bus()];
    const inboxes = buses.map((b) => new Inbox(b));
    const versions = new Map<string, number>();
    const publications: Promise<void>[] = [];
    for (let i = 0; i < 600; i += 1) {
      const matchId = String(i % 5);
      const version = (versions.get(matchId) ?? 0) + 1;
      versions.set(matchId, version);
      // The instance that wrote it publishes it, each through its own pool connection, concurrently.
      publications.push((buses[(i * 7919) % 2] as (typeof buses)[number]).publish(ofMatch(matchId, version)));
    }
    await Promise.all(publications);
    await new Promise((r) => setTimeout(r, 500));
    for (const inbox of inboxes) {
      expect(backwards(inbox.received)).to.deep.equal([]);
      for (const [matchId, version] of versions) {
        const last = inbox.received.filter((n) => n.message.matchId === matchId).at(-1);
        expect(last?.message.version, `match ${matchId}`).to.equal(version);
      }
    }
  });
});
