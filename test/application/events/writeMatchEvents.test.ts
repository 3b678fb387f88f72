import { expect } from 'chai';
import type { MemoryStores } from '../../../src/adapters/memory';
import { createMemoryStores } from '../../../src/adapters/memory';
import { InProcessNotifications } from '../../../src/adapters/notifications/InProcessNotifications';
import { demoData } from '../../../src/application/demo/demoData';
import { WriteMatchEvents } from '../../../src/application/events/WriteMatchEvents';
import { ImportChampionship } from '../../../src/application/import/ImportChampionship';
import type { MatchdeskDocument } from '../../../src/application/import/MatchdeskDocument';
import type { MatchNotification } from '../../../src/application/ports/Notifications';
import type { Match } from '../../../src/domain/match/Match';
import { domainError } from '../../../src/domain/shared/DomainError';
import { err, ok } from '../../../src/domain/shared/Result';
import type { SeededChampionship } from '../../support/webChampionships';
import { finishedMatch, liveMatch, seedChampionship } from '../../support/webChampionships';

const AT = new Date('2026-03-01T12:00:00.000Z');

describe('WriteMatchEvents: the one event-write unit of work', () => {
  let stores: MemoryStores;
  let football: SeededChampionship;
  let received: MatchNotification[];
  let writes: WriteMatchEvents;

  beforeEach(async () => {
    stores = createMemoryStores();
    const company = await stores.companies.create({ name: 'A', licenceValid: true });
    football = await seedChampionship(stores, { companyId: company.id, sport: 'football' });
    const notifications = new InProcessNotifications();
    received = [];
    notifications.subscribe((n) => received.push(n));
    writes = new WriteMatchEvents({
      transactions: stores.transactions,
      notifications,
      clock: { now: () => AT },
    });
  });

  const stored = async (match: Match) => (await stores.matches.byId(match.id)) as Match;
  const goal = (match: Match) => ({ type: 1, club_id: match.awayTeamId });

  it('saves: the event, the score, the version bumped once, the standings, then the notifications', async () => {
    const match = finishedMatch(football);
    const before = await stored(match);
    const saved = await writes.save({
      championship: football.championship,
      match,
      eventId: 'new',
      fields: goal(match),
    });
    expect(saved.ok).to.equal(true);
    const after = await stored(match);
    expect(after.version).to.equal(before.version + 1);
    expect(saved.ok && saved.value.after).to.deep.equal(after);
    const table = await stores.standings.current(football.championship.id);
    // 2-1 stored without its events, an away goal: 2-2.
    expect(table?.rows.find((r) => r.entityId === match.awayTeamId)?.goalsFor).to.equal(2);
    expect(received.map((n) => [n.message.type, n.message.version, n.message.at])).to.have.deep.members([
      ['match_event', after.version, AT.toISOString()],
      ['match_data', after.version, AT.toISOString()],
    ]);
    expect(received[0]?.audience.companyId).to.equal(football.championship.companyId);
  });

  it('deletes: the event gone, the score recomputed, the version bumped once, the same notifications', async () => {
    const match = liveMatch(football);
    const saved = await writes.save({
      championship: football.championship,
      match,
      eventId: 'new',
      fields: goal(match),
    });
    const eventId = saved.ok ? saved.value.event.id : '';
    const withGoal = await stored(match);
    received.length = 0;
    const deleted = await writes.delete({ championship: football.championship, match, eventId });
    expect(deleted.ok && deleted.value.event.id).to.equal(eventId);
    const after = await stored(match);
    expect(await stores.matches.event(eventId)).to.equal(null);
    expect(after.version).to.equal(withGoal.version + 1);
    expect(after.awayScore).to.equal((withGoal.awayScore ?? 0) - 1);
    expect(received.map((n) => n.message.type)).to.have.members(['match_event', 'match_data']);
    expect(received.every((n) => n.message.version === after.version)).to.equal(true);
  });

  it('refuses an event of another match with the caller’s refusal, and writes and publishes nothing', async () => {
    const match = liveMatch(football);
    const other = finishedMatch(football);
    const saved = await writes.save({
      championship: football.championship,
      match: other,
      eventId: 'new',
      fields: goal(other),
    });
    const eventId = saved.ok ? saved.value.event.id : '';
    const before = await stored(match);
    received.length = 0;
    const refused = await writes.delete({
      championship: football.championship,
      match,
      eventId,
      unknownEvent: (id) => domainError('invalid_params', `not ${id}`),
    });
    expect(!refused.ok && refused.error.code).to.equal('invalid_params');
    const modified = await writes.save({
      championship: football.championship,
      match,
      eventId,
      fields: goal(match),
    });
    expect(!modified.ok && modified.error.code).to.equal('validation_failed');
    expect(await stored(match)).to.deep.equal(before);
    expect(await stores.matches.event(eventId)).to.not.equal(null);
    expect(received).to.deep.equal([]);
  });

  for (const [how, publish] of [
    ['rejects', () => Promise.reject(new Error('bus down'))],
    [
      'throws (found by QA: the committed write failed)',
      () => {
        throw new Error('bus down');
      },
    ],
  ] as const)
    it(`keeps a committed write when publishing fails, and reports the failure: a bus that ${how}`, async () => {
      const failures: unknown[] = [];
      const failing = new WriteMatchEvents({
        transactions: stores.transactions,
        notifications: { publish, subscribe: () => () => undefined },
        onNotificationFailure: (error) => failures.push(error),
      });
      const match = liveMatch(football);
      const before = await stored(match);
      const saved = await failing.save({
        championship: football.championship,
        match,
        eventId: 'new',
        fields: goal(match),
      });
      expect(saved.ok).to.equal(true);
      expect((await stored(match)).version).to.equal(before.version + 1);
      expect(failures).to.have.length(2);
    });

  it('changes the match’s own fields in the same unit of work: version bumped once, standings, match_data', async () => {
    const match = finishedMatch(football);
    const before = await stored(match);
    const changed = await writes.updateMatch({
      championship: football.championship,
      match,
      change: (current) => ok({ ...current, awayScore: 5 }),
    });
    if (!changed.ok) throw new Error(changed.error.code);
    const after = changed.value;
    expect(await stored(match)).to.deep.equal(after);
    expect(after).to.include({ awayScore: 5, version: before.version + 1 });
    const table = await stores.standings.current(football.championship.id);
    expect(table?.rows.find((r) => r.entityId === match.awayTeamId)?.goalsFor).to.equal(5);
    expect(received.map((n) => [n.message.type, n.message.version])).to.deep.equal([
      ['match_data', after.version],
    ]);
  });

  it('writes nothing and notifies nothing when the change refuses the current match', async () => {
    const match = finishedMatch(football);
    const before = await stored(match);
    const refusal = domainError('validation_failed', 'refused', { decidedIn: 'no' });
    const changed = await writes.updateMatch({
      championship: football.championship,
      match,
      change: () => err(refusal),
    });
    expect(changed).to.deep.equal(err(refusal));
    expect(await stored(match)).to.deep.equal(before);
    expect(received).to.deep.equal([]);
  });

  describe('the import, as a batch', () => {
    function footballDocument(): MatchdeskDocument {
      const doc = demoData().documents.find((d) => d.championship.sport === 'football');
      if (!doc) throw new Error('no football demo');
      return doc;
    }

    it('bumps a changed match once, publishes what changed in it, and leaves unchanged matches alone', async () => {
      const importer = new ImportChampionship(writes);
      const doc = footballDocument();
      const first = await importer.run(doc, { company: 'Demo' });
      if (!first.ok) throw new Error(first.error.message);
      expect(received, 'new matches: nobody can have read them').to.deep.equal([]);
      const matches = await stores.matches.ofChampionship(first.value.championshipId);

      const index = doc.matches.findIndex((m) => m.events.length > 0);
      const changed = doc.matches[index];
      if (!changed) throw new Error('no demo match with events');
      // One more event at the end of that match: a copy of its first one, later.
      const added = { ...(changed.events[0] as (typeof changed.events)[number]), timer: '89' };
      const again: MatchdeskDocument = {
        ...doc,
        matches: doc.matches.map((m, i) => (i === index ? { ...m, events: [...m.events, added] } : m)),
      };
      const second = await importer.run(again, { company: 'Demo' });
      if (!second.ok) throw new Error(second.error.message);
      const after = await stores.matches.ofChampionship(first.value.championshipId);
      const moved = after.filter((m) => m.version !== matches.find((b) => b.id === m.id)?.version);
      expect(moved).to.have.length(1);
      const [match] = moved as [Match];
      expect(match.version).to.equal((matches.find((b) => b.id === match.id)?.version ?? 0) + 1);
      expect(received.map((n) => n.message.type)).to.include('match_event');
      expect(
        received.every((n) => n.message.matchId === match.id && n.message.version === match.version),
      ).to.equal(true);

      received.length = 0;
      const same = await importer.run(again, { company: 'Demo' });
      expect(same.ok && same.value.updated).to.equal(0);
      expect(received).to.deep.equal([]);
    });
  });
});
