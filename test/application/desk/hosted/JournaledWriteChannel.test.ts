import { expect } from 'chai';
import { journalEventId } from '../../../../src/application/desk/hosted/journal/journalRefs';
import type { JournalRecord } from '../../../../src/application/ports/WriteJournal';
import { MemoryWriteJournal } from '../../../../src/adapters/memory/MemoryWriteJournal';
import { FakeHostedService } from './support/FakeHostedService';
import { channelOn, goal, MATCH, modify, removal, until } from './support/journalFixtures';

const ops = (records: readonly JournalRecord[]) => records.map((r) => r.op);

describe('JournaledWriteChannel (issue 12: the uplink drops)', () => {
  let journal: MemoryWriteJournal;
  let hosted: FakeHostedService;
  let order: string[];

  beforeEach(() => {
    order = [];
    journal = new MemoryWriteJournal();
    const append = journal.append.bind(journal);
    journal.append = (record) => {
      order.push(`journal ${record.op}`);
      return append(record);
    };
    hosted = new FakeHostedService((call) => order.push(call));
  });

  describe('online', () => {
    it('journals the write first, re-reads, then delivers it and reports the hosted id', async () => {
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const outcome = await channel.submit(goal('21', '12'));
      expect(outcome).to.deep.equal({ delivery: 'delivered', eventId: hosted.events[0]?.id });
      expect(order).to.deep.equal([
        'journal queued',
        'read 7',
        'journal attempt',
        'save new',
        'journal delivered',
      ]);
      expect(channel.status()).to.deep.include({ online: true, pendingWrites: 0 });
    });

    it('fails a write the hosted service refuses, with the hosted error, and keeps nothing waiting', async () => {
      hosted.refusedType = 4;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const outcome = await channel.submit({
        kind: 'save',
        ...MATCH,
        eventId: 'new',
        fields: { type: 4, player_id: '21' },
      });
      expect(outcome).to.deep.include({ delivery: 'refused' });
      expect(outcome.delivery === 'refused' && outcome.error.code).to.equal('validation_failed');
      expect(channel.status()).to.deep.include({ pendingWrites: 0, conflicts: [] });
      expect(ops(journal.records)).to.deep.equal(['queued', 'attempt', 'refused']);
    });

    it("keeps a refusal the command's when the replay reaches the write first (found by QA)", async () => {
      // The local host retries the journal on every link change, and the hosted desk reports one
      // on every change of the waiting writes: the replay's kick then gets to the lane before the
      // submit does. The refusal must still be the service's, and no conflict kept.
      hosted.refusedType = 4;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      channel.onChange((change) => {
        if (change.type === 'status') channel.retryNow();
      });
      const outcome = await channel.submit({
        kind: 'save',
        ...MATCH,
        eventId: 'new',
        fields: { type: 4, player_id: '21' },
      });
      expect(outcome.delivery === 'refused' && outcome.error.code).to.equal('validation_failed');
      expect(channel.status()).to.deep.include({ pendingWrites: 0, conflicts: [] });
      await channel.close();
    });
  });

  describe('online, a write made while another is sent', () => {
    /** Holds the service's first read until `release()`; `then` runs as it goes on. */
    function holdFirstRead(then: () => void = () => undefined) {
      let release = (): void => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = (): void => undefined;
      const reading = new Promise<void>((resolve) => {
        started = resolve;
      });
      const read = hosted.matchEvents.bind(hosted);
      let reads = 0;
      hosted.matchEvents = async (match) => {
        reads += 1;
        if (reads === 1) {
          started();
          await gate;
          then();
        }
        return read(match);
      };
      return { started: reading, release: () => release() };
    }

    it("answers it with its own outcome once the first is through: a refusal is the command's, no conflict (found by review)", async () => {
      hosted.refusedType = 4;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const held = holdFirstRead();
      const first = channel.submit(goal('21', '12'));
      await held.started;
      const second = channel.submit({
        kind: 'save',
        ...MATCH,
        eventId: 'new',
        fields: { type: 4, player_id: '21' },
      });
      await until(() => journal.records.filter((r) => r.op === 'queued').length === 2);
      held.release();
      expect((await first).delivery).to.equal('delivered');
      const refused = await second;
      expect(refused.delivery === 'refused' && refused.error.code).to.equal('validation_failed');
      expect(channel.status()).to.deep.include({ pendingWrites: 0, conflicts: [] });
      await channel.close();
    });

    it('still queues it when the link drops while it waits its turn', async () => {
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const held = holdFirstRead(() => {
        hosted.down = true;
      });
      const first = channel.submit(goal('21', '12'));
      await held.started;
      const second = channel.submit(goal('22', '13'));
      await until(() => journal.records.filter((r) => r.op === 'queued').length === 2);
      held.release();
      expect((await first).delivery).to.equal('queued');
      expect((await second).delivery).to.equal('queued');
      expect(channel.status()).to.deep.include({ online: false, pendingWrites: 2 });
      await channel.close();
    });
  });

  describe('offline', () => {
    it('answers queued only once the write is in the journal, and counts it waiting', async () => {
      hosted.down = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const outcome = await channel.submit(goal('21', '12'));
      expect(outcome).to.deep.equal({ delivery: 'queued', journalId: journal.records[0]?.journalId });
      expect(order[0]).to.equal('journal queued');
      expect(channel.status()).to.deep.include({ online: false, pendingWrites: 1 });
      await channel.close();
    });

    it('replays the queued writes in order when the link is back, each reported delivered', async () => {
      hosted.down = true;
      const { channel, changes } = channelOn(journal, hosted);
      await channel.start();
      const queued = [
        await channel.submit(goal('21', '12')),
        await channel.submit(goal('22', '30')),
        await channel.submit(goal('21', '55')),
      ];
      expect(queued.map((q) => q.delivery)).to.deep.equal(['queued', 'queued', 'queued']);
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => `${e.playerId}@${e.timer}`)).to.deep.equal(['21@12', '22@30', '21@55']);
      const deliveries = changes.flatMap((c) => (c.type === 'delivery' ? [c.delivery] : []));
      expect(deliveries.map((d) => d.journalId)).to.deep.equal(
        queued.map((q) => (q.delivery === 'queued' ? q.journalId : '')),
      );
      expect(deliveries.map((d) => d.delivery)).to.deep.equal(['delivered', 'delivered', 'delivered']);
      expect(channel.status().online).to.equal(true);
      await channel.close();
    });

    it('journals a new write at once while the replay waits on a link that drops packets (found by review: ~10 s each)', async () => {
      hosted.down = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(goal('21', '12')); // offline: waiting
      let release = () => undefined as void;
      hosted.stalledReads = new Promise<void>((resolve) => (release = resolve));
      hosted.down = false;
      channel.retryNow(); // the replay's re-read now hangs
      await until(() => hosted.readsStalling > 0);
      const started = Date.now();
      const outcome = await channel.submit(goal('22', '30'));
      expect(outcome.delivery).to.equal('queued');
      expect(Date.now() - started).to.be.below(1_000);
      expect(channel.status().pendingWrites).to.equal(2);
      hosted.stalledReads = null;
      release();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['21', '22']);
      await channel.close();
    });

    it('queues a write behind earlier waiting ones even once the link is back (order is kept)', async () => {
      hosted.down = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(goal('21', '12'));
      await channel.close();
      hosted.down = false;
      const next = channelOn(journal, hosted).channel;
      // Not started yet: the first write is still waiting in the journal's entries once it is.
      await next.start();
      const outcome = await next.submit(goal('22', '30'));
      await until(() => next.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['21', '22']);
      expect(outcome.delivery === 'queued' || outcome.delivery === 'delivered').to.equal(true);
      await next.close();
    });
  });

  describe('spec 4.2 rule 4: re-read before retrying', () => {
    it('never writes twice a goal whose hosted write committed but whose answer was lost', async () => {
      hosted.cutNextAnswer = true;
      const { channel, changes } = channelOn(journal, hosted);
      await channel.start();
      const outcome = await channel.submit(goal('21', '12'));
      expect(outcome.delivery).to.equal('queued');
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events).to.have.length(1);
      expect(hosted.calls.filter((c) => c === 'save new')).to.have.length(1);
      const delivery = changes.find((c) => c.type === 'delivery');
      expect(delivery).to.deep.equal({
        type: 'delivery',
        delivery: {
          journalId: journal.records[0]?.journalId,
          delivery: 'delivered',
          eventId: hosted.events[0]?.id,
        },
      });
      await channel.close();
    });

    it('sends every attempt of a write with the same Idempotency-Key, and each write with its own', async () => {
      hosted.failingWrites = 1;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(goal('21', '12'));
      await until(() => channel.status().pendingWrites === 0);
      channel.retryNow();
      await channel.submit(goal('22', '30'));
      await until(() => channel.status().pendingWrites === 0 && hosted.events.length === 2);
      const ids = journal.records.filter((r) => r.op === 'queued').map((r) => r.journalId);
      expect(hosted.keys).to.deep.equal([`desk-${ids[0]}`, `desk-${ids[0]}`, `desk-${ids[1]}`]);
      for (const key of hosted.keys) expect(key).to.match(/^[A-Za-z0-9_-]{1,100}$/);
      await channel.close();
    });

    it('sends a write whose answer never came again at once under its Idempotency-Key: the service answers it from the first send, nothing is written twice (found by QA: 30 s late)', async () => {
      hosted.commitNextLate = true;
      const { channel } = channelOn(journal, hosted, undefined, { settleMs: 30_000 });
      await channel.start();
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      // The first send is still running on the service: the second, under the same key, waits for it.
      await until(() => hosted.calls.length === 4);
      expect(hosted.calls).to.deep.equal(['read 7', 'save new', 'read 7', 'save new']);
      expect(new Set(hosted.keys).size).to.equal(1);
      expect(
        journal.records.filter((r) => r.op === 'attempt').every((r) => r.op === 'attempt' && r.keyed),
      ).to.equal(true);
      hosted.commitLate();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events).to.have.length(1);
      await channel.close();
    });

    it('tells the operator, never sends again, a lost write that was changed elsewhere before the re-read (found by review)', async () => {
      hosted.cutNextAnswer = true;
      const { channel, changes } = channelOn(journal, hosted);
      await channel.start();
      // Committed, its answer lost, and the link gone with it; meanwhile another client moves it.
      const cut = hosted.saveEvent.bind(hosted);
      hosted.saveEvent = async (...args) => {
        const answer = await cut(...args);
        hosted.down = true;
        return answer;
      };
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      expect(hosted.events).to.have.length(1);
      hosted.events = hosted.events.map((e) => ({ ...e, timer: '13' }));
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.timer)).to.deep.equal(['13']); // not counted twice
      const delivery = changes.find((c) => c.type === 'delivery');
      expect(delivery?.type === 'delivery' && delivery.delivery.delivery).to.equal('conflict');
      await channel.close();
    });

    /** A journal of an earlier version: its write was sent `ago` ms before `now`, without its key. */
    function sentWithoutKey(now: number, ago: number): void {
      journal.records.push(
        { op: 'queued', journalId: 'j-old', at: now - ago, write: goal('21', '12') },
        { op: 'attempt', journalId: 'j-old', baseline: [], sentAt: now - ago },
      );
    }

    it("gives a write of an earlier journal, sent without its key, the service's time before re-reading it: a late commit is not sent twice", async () => {
      let now = Date.parse('2026-11-25T07:00:00Z');
      sentWithoutKey(now, 10_000);
      const { channel } = channelOn(journal, hosted, undefined, {
        clock: { now: () => new Date(now) },
        settleMs: 30_000,
      });
      await channel.start();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(hosted.calls).to.deep.equal([]); // within its time: no re-read, no send
      // It commits on the service, late.
      await hosted.saveEvent(goal('21', '12') as never, 'new', {
        type: 1,
        club_id: '10',
        player_id: '21',
        timer: '12',
      });
      now += 20_000;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events).to.have.length(1);
      expect(hosted.calls).to.deep.equal(['save new', 'read 7']);
      await channel.close();
    });

    it('waits for a clock that was ahead when an earlier journal sent its write only its settle time from now, not until it catches up (found by review)', async () => {
      let now = Date.parse('2026-11-25T07:00:10Z');
      sentWithoutKey(Date.parse('2026-11-25T08:00:00Z'), 0); // an hour ahead, then set right
      const clock = { now: () => new Date(now) };
      const { channel } = channelOn(journal, hosted, undefined, { clock, settleMs: 30_000 });
      await channel.start();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(channel.status().pendingWrites).to.equal(1); // its settle time, from now
      now += 30_000;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events).to.have.length(1);
      await channel.close();
    });

    it('keeps a write submitted while the journal closes for the next start, unsent (found by review)', async () => {
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const submitted = channel.submit(goal('21', '12'));
      await channel.close();
      expect((await submitted).delivery).to.equal('queued');
      expect(hosted.calls.filter((c) => c.startsWith('save'))).to.deep.equal([]);
      const next = channelOn(journal, hosted).channel;
      await next.start();
      await until(() => next.status().pendingWrites === 0);
      expect(hosted.events).to.have.length(1);
      await next.close();
    });

    it('keeps a write submitted while the journal starts (found by review: the start erased it)', async () => {
      const { channel } = channelOn(journal, hosted);
      const started = channel.start();
      const outcome = await channel.submit(goal('21', '12'));
      await started;
      await until(() => channel.status().pendingWrites === 0);
      expect(['queued', 'delivered']).to.include(outcome.delivery);
      expect(hosted.events).to.have.length(1);
      expect(journal.records.some((r) => r.op === 'queued')).to.equal(true);
      await channel.close();
    });

    it('gives up a write the service keeps failing on (HTTP 500) as a conflict, and delivers the ones behind it (found by review)', async () => {
      hosted.failingWrites = 3; // its three sends, each after a re-read found it unwritten
      const { channel, changes } = channelOn(journal, hosted);
      await channel.start();
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      expect((await channel.submit(goal('22', '30'))).delivery).to.equal('queued');
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.calls.filter((c) => c === 'save new')).to.have.length(4); // 3 failed, then the second
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['22']);
      const [conflict] = channel.status().conflicts;
      expect(conflict?.error.message).to.match(/failed on this write 3 times \(HTTP 500\)/);
      expect(
        changes.filter((c) => c.type === 'delivery').map((c) => c.type === 'delivery' && c.delivery.delivery),
      ).to.deep.equal(['conflict', 'delivered']);
      await channel.close();
    });

    it('spaces the sends of a write the service failed on by its settle time: a burst of 5xx never gives a goal up (found by review)', async () => {
      hosted.failingWrites = 3;
      let now = Date.parse('2026-11-25T07:00:00Z');
      const { channel } = channelOn(journal, hosted, undefined, {
        clock: { now: () => new Date(now) },
        settleMs: 30_000,
      });
      await channel.start();
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      await new Promise((resolve) => setTimeout(resolve, 50));
      // One send, answered 500: the next waits for the settle time, whatever the backoff says.
      expect(hosted.calls.filter((c) => c === 'save new')).to.have.length(1);
      expect(channel.status().conflicts).to.deep.equal([]);
      for (const sends of [2, 3]) {
        now += 30_000;
        channel.retryNow();
        await until(() => hosted.calls.filter((c) => c === 'save new').length === sends);
      }
      expect(channel.status().pendingWrites).to.equal(1);
      await channel.close();
    });

    it('re-reads once more before giving a write up: a last 500 whose write committed is delivered (found by review)', async () => {
      hosted.failingWrites = 3;
      hosted.lastFailingWriteCommits = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['21']);
      expect(channel.status().conflicts).to.deep.equal([]);
      expect(hosted.calls.filter((c) => c === 'save new')).to.have.length(3);
      await channel.close();
    });

    it('tells two identical goals apart: the second is sent, not taken for the first', async () => {
      hosted.cutNextAnswer = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(goal('21', '12'));
      await channel.submit(goal('21', '12'));
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['21', '21']);
      await channel.close();
    });

    it('after a restart (kill -9), recognises a committed write from the journal and sends the rest', async () => {
      hosted.down = true;
      const first = channelOn(journal, hosted).channel;
      await first.start();
      await first.submit(goal('21', '12'));
      await first.submit(goal('22', '30'));
      // The first write was sent and committed, but the desk died before its answer was journaled.
      const queued = journal.records[0] as Extract<JournalRecord, { op: 'queued' }>;
      await first.close();
      hosted.down = false;
      await hosted.saveEvent(
        queued.write,
        'new',
        (queued.write as { fields: Record<string, unknown> }).fields,
      );
      journal.records.splice(1, 0, { op: 'attempt', journalId: queued.journalId, baseline: [] });
      const restarted = channelOn(journal, hosted).channel;
      await restarted.start();
      await until(() => restarted.status().pendingWrites === 0);
      expect(hosted.events.map((e) => `${e.playerId}@${e.timer}`)).to.deep.equal(['21@12', '22@30']);
      await restarted.close();
    });

    it('compacts the journal at start: delivered writes go, waiting ones and conflicts stay', async () => {
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(goal('21', '12'));
      hosted.down = true;
      await channel.submit(goal('22', '30'));
      await channel.close();
      const restarted = channelOn(journal, hosted).channel;
      await restarted.start();
      expect(ops(journal.records)).to.deep.equal(['queued']);
      expect(journal.records[0]?.op === 'queued' && journal.records[0].write).to.deep.include({
        eventId: 'new',
      });
      expect(restarted.status().pendingWrites).to.equal(1);
      await restarted.close();
    });
  });

  describe('the session ended', () => {
    it('queues a write made while the session has ended, keeps queued writes waiting (no conflict), and delivers them once the desk is let in again', async () => {
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      hosted.signedOut = true;
      // A new command's write is not refused for a session that ended: it waits, as offline.
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      // Queued while offline, then replayed while signed out: no conflict, it waits too.
      hosted.signedOut = false;
      hosted.down = true;
      expect((await channel.submit(goal('22', '30'))).delivery).to.equal('queued');
      hosted.down = false;
      hosted.signedOut = true;
      channel.retryNow();
      await until(() => hosted.calls.filter((c) => c === 'read 7').length >= 3);
      expect(channel.status()).to.deep.include({ online: false, pendingWrites: 2, conflicts: [] });
      hosted.signedOut = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['21', '22']);
      expect(channel.status().conflicts).to.deep.equal([]);
      await channel.close();
    });
  });

  describe('the user the desk is logged in as', () => {
    it('sends a queued write only under the user who made it: under another one it is a conflict, journaled with both', async () => {
      let user = 'ada@club.example';
      const { channel } = channelOn(journal, hosted, undefined, { operator: () => user });
      await channel.start();
      hosted.down = true;
      expect((await channel.submit(goal('21', '12'))).delivery).to.equal('queued');
      expect(journal.records.find((r) => r.op === 'queued')).to.deep.include({ by: 'ada@club.example' });
      // Another user logs in on the workstation before the link is back.
      user = 'bob@club.example';
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events).to.deep.equal([]);
      const [conflict] = channel.status().conflicts;
      expect(conflict?.error.code).to.equal('write_conflict');
      expect(conflict?.error.message).to.include('ada@club.example').and.include('bob@club.example');
      // A write of the new user goes out at once.
      expect((await channel.submit(goal('22', '30'))).delivery).to.equal('delivered');
      await channel.close();
    });

    it('sends the writes of a journal that did not record their user (an earlier version) as before', async () => {
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      hosted.down = true;
      await channel.submit(goal('21', '12'));
      const { channel: later } = channelOn(journal, hosted, undefined, {
        operator: () => 'bob@club.example',
      });
      await channel.close();
      hosted.down = false;
      await later.start();
      await until(() => later.status().pendingWrites === 0);
      expect(hosted.events.map((e) => e.playerId)).to.deep.equal(['21']);
      await later.close();
    });
  });

  describe('conflicts', () => {
    const seeded = async () => {
      const saved = await hosted.saveEvent({ sport: 'football', championshipId: '1', matchId: '7' }, 'new', {
        type: 1,
        club_id: '10',
        player_id: '21',
        timer: '12',
      });
      if (!saved.ok) throw new Error('seed failed');
      return { ...(hosted.events[0] as (typeof hosted.events)[0]) };
    };

    it('does not apply a modify to an event changed elsewhere meanwhile, and keeps the conflict', async () => {
      const base = await seeded();
      hosted.down = true;
      const { channel, changes } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(modify(base, { type: 1, club_id: '10', player_id: '21', timer: '14' }));
      hosted.changeElsewhere(base.id, { timer: '13' });
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events[0]?.timer).to.equal('13');
      const conflict = changes.find((c) => c.type === 'delivery');
      expect(conflict?.type === 'delivery' && conflict.delivery.delivery).to.equal('conflict');
      const kept = channel.status().conflicts;
      expect(kept).to.have.length(1);
      expect(kept[0]?.error.code).to.equal('write_conflict');
      expect(kept[0]?.error.message).to.match(/changed on the hosted service/);
      await channel.close();
      const restarted = channelOn(journal, hosted).channel;
      await restarted.start();
      expect(restarted.conflicts()).to.deep.equal([
        {
          journalId: kept[0]?.journalId,
          queuedAt: '2026-11-25T07:00:00.000Z',
          kind: 'save',
          eventId: base.id,
          contextKey: 'football:1:7',
          code: 'write_conflict',
          error: kept[0]?.error.message,
          // What the desk sent, so the operator can tell which event it was.
          fields: { type: 1, club_id: '10', player_id: '21', timer: '14' },
        },
      ]);
      expect(await restarted.clearConflicts()).to.equal(1);
      expect(restarted.conflicts()).to.deep.equal([]);
      await restarted.close();
      const again = channelOn(journal, hosted).channel;
      await again.start();
      expect(again.status().conflicts).to.deep.equal([]);
      expect(journal.records).to.deep.equal([]);
      await again.close();
    });

    it('reports a modify of an event deleted elsewhere, and a write to a match no longer visible', async () => {
      const base = await seeded();
      hosted.down = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      await channel.submit(modify(base, { type: 1, club_id: '10', player_id: '21', timer: '14' }));
      hosted.events = [];
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      hosted.hidden = true;
      hosted.down = true;
      await channel.submit(goal('21', '80'));
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(channel.status().conflicts.map((c) => c.error.message)).to.satisfy(
        (m: string[]) =>
          m[0]?.includes('deleted on the hosted service') && m[1]?.includes('no longer visible'),
      );
      await channel.close();
    });

    it('sends a modify of a goal queued offline with the goal’s hosted id once it is delivered', async () => {
      hosted.down = true;
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      const first = await channel.submit(goal('21', '12'));
      const journalId = first.delivery === 'queued' ? first.journalId : '';
      const optimistic = {
        id: journalEventId(journalId),
        matchId: '7',
        type: 1,
        clubId: '10',
        playerId: '21',
        playerInId: '',
        timer: '12',
        additionalTimer: null,
        value: null,
        setNumber: null,
        note: '',
        saved: false,
        sequence: 0,
      };
      await channel.submit(modify(optimistic, { type: 1, club_id: '10', player_id: '21', timer: '13' }));
      hosted.down = false;
      channel.retryNow();
      await until(() => channel.status().pendingWrites === 0);
      expect(hosted.events.map((e) => `${e.playerId}@${e.timer}`)).to.deep.equal(['21@13']);
      expect(hosted.calls).to.include(`save ${hosted.events[0]?.id}`);
      expect(channel.status().conflicts).to.deep.equal([]);
      await channel.close();
    });

    it('deletes the event the desk saw, and refuses to delete one changed elsewhere', async () => {
      const base = await seeded();
      const { channel } = channelOn(journal, hosted);
      await channel.start();
      hosted.changeElsewhere(base.id, { timer: '40' });
      const refused = await channel.submit(removal(base));
      expect(refused.delivery).to.equal('refused');
      expect(hosted.events).to.have.length(1);
      const deleted = await channel.submit(removal({ ...base, timer: '40' }));
      expect(deleted).to.deep.equal({ delivery: 'delivered', eventId: base.id });
      expect(hosted.events).to.deep.equal([]);
      await channel.close();
    });
  });
});
