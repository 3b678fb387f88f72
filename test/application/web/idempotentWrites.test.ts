import { expect } from 'chai';
import type { MemoryStores } from '../../../src/adapters/memory';
import { createMemoryStores } from '../../../src/adapters/memory';
import { InProcessNotifications } from '../../../src/adapters/notifications/InProcessNotifications';
import { WriteMatchEvents } from '../../../src/application/events/WriteMatchEvents';
import type { MatchNotification } from '../../../src/application/ports/Notifications';
import { WRITE_KEY_RETENTION_MS } from '../../../src/application/ports/WriteKeys';
import { DeleteMatchEvent } from '../../../src/application/web/DeleteMatchEvent';
import { UpdateMatchEvent } from '../../../src/application/web/UpdateMatchEvent';
import type { IdempotentRequest } from '../../../src/application/web/webWriteOnce';
import type { Principal } from '../../../src/domain/access/Principal';
import type { RawEventBody } from '../../../src/domain/match/EventInput';
import type { Match } from '../../../src/domain/match/Match';
import type { SeededChampionship } from '../../support/webChampionships';
import { liveMatch, seedChampionship } from '../../support/webChampionships';
import { WebPrincipals } from './support/webPrincipals';

// The web writes' Idempotency-Key (an extension of spec 4.2 rule 4, CONTRACT-NOTES): the same
// write sent again is answered from what was kept and runs nothing; another write under the key
// is refused; a key is its caller's alone and is kept a day.
describe('web writes with an Idempotency-Key (use cases)', () => {
  let stores: MemoryStores;
  let football: SeededChampionship;
  let match: Match;
  let now: Date;
  let received: MatchNotification[];
  let update: UpdateMatchEvent;
  let remove: DeleteMatchEvent;
  let companyId: string;

  beforeEach(async () => {
    stores = createMemoryStores();
    companyId = (await stores.companies.create({ name: 'A', licenceValid: true })).id;
    football = await seedChampionship(stores, { companyId, sport: 'football' });
    match = liveMatch(football);
    now = new Date('2026-11-27T12:00:00.000Z');
    const notifications = new InProcessNotifications();
    received = [];
    notifications.subscribe((n) => received.push(n));
    const writes = new WriteMatchEvents({
      transactions: stores.transactions,
      notifications,
      clock: { now: () => now },
    });
    update = new UpdateMatchEvent(stores.championships, stores.matches, writes);
    remove = new DeleteMatchEvent(stores.championships, stores.matches, writes);
  });

  const writer = (): Principal => WebPrincipals.token(companyId, ['football'], 'read_write_events');
  const goal = (timer: string): RawEventBody => ({ type: 1, club_id: match.homeTeamId, timer });
  const keyed = (key: string, fingerprint: string): IdempotentRequest => ({ key, fingerprint });
  const request = (fields: RawEventBody, principal: Principal = writer(), eventId = 'new') => ({
    principal,
    sport: 'football' as const,
    championshipId: football.championship.id,
    matchId: match.id,
    eventId,
    fields,
  });
  const stored = async () => (await stores.matches.byId(match.id)) as Match;

  it('answers the same write sent again from what it kept: one event, one version, one round of notifications', async () => {
    const first = await update.executeOnce(request(goal('10')), keyed('k-1', 'f-goal-10'));
    if (!first.ok) throw new Error(first.error.code);
    expect(first.value.replayed).to.equal(false);
    const afterFirst = await stored();
    const notified = received.length;
    expect(notified).to.be.greaterThan(0);

    const again = await update.executeOnce(request(goal('10')), keyed('k-1', 'f-goal-10'));
    if (!again.ok) throw new Error(again.error.code);
    expect(again.value).to.deep.equal({ data: first.value.data, replayed: true });
    expect(await stores.matches.events(match.id)).to.have.length(1);
    expect(await stored()).to.deep.equal(afterFirst);
    expect(received).to.have.length(notified);
  });

  it('answers the kept answer even after the event was deleted elsewhere, and writes nothing', async () => {
    const first = await update.executeOnce(request(goal('10')), keyed('k-1', 'f'));
    if (!first.ok) throw new Error(first.error.code);
    const deleted = await remove.execute({ ...request({}), eventId: first.value.data.id });
    expect(deleted.ok).to.equal(true);
    const again = await update.executeOnce(request(goal('10')), keyed('k-1', 'f'));
    expect(again.ok && again.value).to.deep.equal({ data: first.value.data, replayed: true });
    expect(await stores.matches.events(match.id)).to.deep.equal([]);
    expect([(await stored()).homeScore, (await stored()).awayScore]).to.deep.equal([0, 0]);
  });

  it('refuses another write under a kept key (422 idempotency_key_reused) and writes nothing', async () => {
    await update.executeOnce(request(goal('10')), keyed('k-1', 'f-goal-10'));
    const before = await stored();
    const other = await update.executeOnce(request(goal('20')), keyed('k-1', 'f-goal-20'));
    expect(other.ok).to.equal(false);
    if (!other.ok) expect(other.error.code).to.equal('idempotency_key_reused');
    expect(await stores.matches.events(match.id)).to.have.length(1);
    expect(await stored()).to.deep.equal(before);
  });

  it('keeps a key for its caller alone: another token, or a user, writes under the same key', async () => {
    await update.executeOnce(request(goal('10')), keyed('shared', 'f'));
    const otherToken = {
      ...WebPrincipals.token(companyId, ['football'], 'read_write_events'),
      tokenId: '71',
    };
    const byToken = await update.executeOnce(request(goal('10'), otherToken), keyed('shared', 'f'));
    const byUser = await update.executeOnce(
      request(goal('10'), WebPrincipals.administrator(companyId)),
      keyed('shared', 'f'),
    );
    expect([byToken.ok && byToken.value.replayed, byUser.ok && byUser.value.replayed]).to.deep.equal([
      false,
      false,
    ]);
    expect(await stores.matches.events(match.id)).to.have.length(3);
  });

  it('keeps nothing for a refused write: the key stays free for the corrected one', async () => {
    const refused = await update.executeOnce(
      request({ type: 999, club_id: match.homeTeamId }),
      keyed('k-1', 'f-bad'),
    );
    expect(refused.ok).to.equal(false);
    const corrected = await update.executeOnce(request(goal('10')), keyed('k-1', 'f-good'));
    expect(corrected.ok && corrected.value.replayed).to.equal(false);
    expect(await stores.matches.events(match.id)).to.have.length(1);
  });

  it('forgets a key after a day: the same write then runs again', async () => {
    await update.executeOnce(request(goal('10')), keyed('k-1', 'f'));
    now = new Date(now.getTime() + WRITE_KEY_RETENTION_MS - 1);
    const within = await update.executeOnce(request(goal('10')), keyed('k-1', 'f'));
    expect(within.ok && within.value.replayed).to.equal(true);
    now = new Date(now.getTime() + 2);
    const after = await update.executeOnce(request(goal('10')), keyed('k-1', 'f'));
    expect(after.ok && after.value.replayed).to.equal(false);
    expect(await stores.matches.events(match.id)).to.have.length(2);
  });

  it('forgets expired keys for good: a keyed write purges them, at most once a minute', async () => {
    const ever = new Date(0);
    const t0 = now.getTime();
    const at = async (ms: number, key: string) => {
      now = new Date(t0 + ms);
      const written = await update.executeOnce(request(goal('10')), keyed(key, 'f'));
      expect(written.ok).to.equal(true);
    };
    const kept = async (key: string) => (await stores.writeKeys.find('token:70', key, ever)) !== null;
    await at(0, 'a');
    await at(10_000, 'b');
    await at(WRITE_KEY_RETENTION_MS + 5_000, 'c');
    expect([await kept('a'), await kept('b')]).to.deep.equal([false, true]);
    // Within the minute after that purge, none runs: b expired meanwhile and is still stored.
    await at(WRITE_KEY_RETENTION_MS + 30_000, 'd');
    expect(await kept('b')).to.equal(true);
    await at(WRITE_KEY_RETENTION_MS + 70_000, 'e');
    expect([await kept('b'), await kept('c'), await kept('e')]).to.deep.equal([false, true, true]);
  });

  it('runs one of two identical writes sent at once, and answers the other from it', async () => {
    const [a, b] = await Promise.all([
      update.executeOnce(request(goal('10')), keyed('k-1', 'f')),
      update.executeOnce(request(goal('10')), keyed('k-1', 'f')),
    ]);
    if (!a.ok || !b.ok) throw new Error('both answered');
    expect([a.value.replayed, b.value.replayed].sort()).to.deep.equal([false, true]);
    expect(a.value.data).to.deep.equal(b.value.data);
    expect(await stores.matches.events(match.id)).to.have.length(1);
  });

  it('answers a delete sent again with the first answer instead of refusing the gone event', async () => {
    const created = await update.execute(request(goal('10')));
    if (!created.ok) throw new Error(created.error.code);
    const target = { ...request({}), eventId: created.value.id };
    const first = await remove.executeOnce(target, keyed('d-1', 'f-delete'));
    const again = await remove.executeOnce(target, keyed('d-1', 'f-delete'));
    expect(first.ok && first.value).to.deep.equal({
      data: { id: created.value.id, deleted: true },
      replayed: false,
    });
    expect(again.ok && again.value).to.deep.equal({
      data: { id: created.value.id, deleted: true },
      replayed: true,
    });
    // Without the key, the second delete is refused as before.
    const unkeyed = await remove.execute(target);
    expect(unkeyed.ok).to.equal(false);
  });
});
