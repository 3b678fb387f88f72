import { expect } from 'chai';
import type { DeskChange } from '../../../../src/application/desk/DeskChange';
import { DeskService } from '../../../../src/application/desk/DeskService';
import { StoreDeskHost } from '../../../../src/application/desk/host/StoreDeskHost';
import type { WriteDelivery } from '../../../../src/application/desk/WriteDelivery';
import type { DeskHost, HostedMatch, SavedEvent } from '../../../../src/application/ports/DeskHost';
import { createMemoryStores } from '../../../../src/adapters/memory';
import type { DeskContext } from '../../../../src/domain/desk/DeskContext';
import { domainError } from '../../../../src/domain/shared/DomainError';
import type { DomainError } from '../../../../src/domain/shared/DomainError';
import type { Result } from '../../../../src/domain/shared/Result';
import { ok } from '../../../../src/domain/shared/Result';
import { FakeClock } from '../../access/support/FakeClock';
import { importDemo } from '../support/demoStores';
import { SequentialIds } from '../support/SequentialIds';
import { Submissions } from '../support/submissions';

/** A hosted desk's host whose writes are all queued: the journal id names each one. */
class QueuingHost implements DeskHost {
  private queued = 0;
  gate: Promise<void> = Promise.resolve();

  constructor(private readonly inner: DeskHost) {}

  loadMatch(matchId: string): Promise<Result<HostedMatch, DomainError>> {
    return this.inner.loadMatch(matchId);
  }

  async saveEvent(context: DeskContext): Promise<Result<SavedEvent, DomainError>> {
    await this.gate;
    const current = await this.inner.loadMatch(context.matchId);
    if (!current.ok) return current;
    this.queued += 1;
    return ok({ eventId: `journal-${this.queued}`, match: current.value, delivery: 'queued' });
  }

  async deleteEvent(context: DeskContext): Promise<Result<SavedEvent, DomainError>> {
    await this.gate;
    const current = await this.inner.loadMatch(context.matchId);
    if (!current.ok) return current;
    this.queued += 1;
    return ok({ eventId: `journal-${this.queued}`, match: current.value, delivery: 'queued' });
  }
}

describe('DeskService: delivery states of a hosted desk’s queued writes (issue 12)', () => {
  let desk: DeskService;
  let host: QueuingHost;
  let changes: DeskChange[];
  let deliver: (d: WriteDelivery) => void = () => undefined;
  let contextKey: string;
  let playerId: string;

  beforeEach(async () => {
    const stores = createMemoryStores();
    const demo = await importDemo(stores);
    host = new QueuingHost(new StoreDeskHost(stores));
    desk = new DeskService({
      host,
      clock: new FakeClock(new Date('2026-11-25T07:00:00Z')),
      ids: new SequentialIds(),
      deliveries: (listener) => {
        deliver = listener;
        return () => undefined;
      },
    });
    changes = [];
    desk.onChange((c) => changes.push(c));
    await desk.load(demo.live.id);
    const state = desk.reads.state();
    if (!state.ok) throw new Error('no state');
    contextKey = state.value.contextKey;
    playerId = (
      state.value.players.find((p) => p.teamSide === 'home' && p.role === 'field') as { id: string }
    ).id;
  });

  const submitGoal = () => {
    const submitted = desk.submit(Submissions.goal(contextKey, playerId));
    if (!submitted.ok) throw new Error(submitted.error.code);
    return submitted.value.command.id;
  };
  const read = (id: string) => {
    const r = desk.command(id);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  const deliveriesOf = (id: string) =>
    changes.flatMap((c) =>
      c.type === 'command_updated' && c.command.id === id && c.command.result
        ? [c.command.result.delivery]
        : [],
    );

  it('accepts a queued write with its journal id, then reports it delivered with the hosted event id', async () => {
    const id = submitGoal();
    await desk.idle();
    expect(read(id)).to.deep.include({ state: 'accepted' });
    expect(read(id).result).to.deep.include({ delivery: 'queued', journalId: 'journal-1' });
    expect(read(id).result).to.not.have.property('eventId');
    deliver({ journalId: 'journal-1', delivery: 'delivered', eventId: '77' });
    expect(read(id).result).to.deep.include({ delivery: 'delivered', journalId: 'journal-1', eventId: '77' });
    expect(deliveriesOf(id)).to.deep.equal(['queued', 'delivered']);
  });

  it('reports a conflict on the accepted command: delivery conflict, error and write_conflict', async () => {
    const id = submitGoal();
    await desk.idle();
    deliver({ journalId: 'journal-1', delivery: 'conflict', error: domainError('write_conflict', 'Gone.') });
    expect(read(id)).to.deep.include({ state: 'accepted', error: 'Gone.', code: 'write_conflict' });
    expect(read(id).result).to.deep.include({ delivery: 'conflict', conflict: 'Gone.' });
  });

  it('keeps a delivery heard before its command was accepted, and applies it once it is', async () => {
    let open: () => void = () => undefined;
    host.gate = new Promise((resolve) => {
      open = resolve;
    });
    const id = submitGoal();
    await new Promise((r) => setTimeout(r, 5));
    deliver({ journalId: 'journal-1', delivery: 'delivered', eventId: '78' });
    open();
    await desk.idle();
    expect(read(id).result).to.deep.include({ delivery: 'delivered', eventId: '78' });
  });

  it('reports a queued delete the same way: queued with its journal id and the deleted id, then delivered', async () => {
    const state = desk.reads.state();
    if (!state.ok) throw new Error('no state');
    const saved = state.value.events.find((e) => e.saved === true) as { id: string } | undefined;
    if (!saved) throw new Error('the demo match has no saved event');
    const submitted = desk.submit(Submissions.action(contextKey, 'delete_event', { eventId: saved.id }));
    if (!submitted.ok) throw new Error(submitted.error.code);
    const id = submitted.value.command.id;
    await desk.idle();
    expect(read(id)).to.deep.include({ state: 'accepted' });
    expect(read(id).result).to.deep.include({
      delivery: 'queued',
      journalId: 'journal-1',
      eventId: saved.id,
    });
    deliver({ journalId: 'journal-1', delivery: 'delivered', eventId: saved.id });
    expect(read(id).result).to.deep.include({ delivery: 'delivered', eventId: saved.id });
    expect(deliveriesOf(id)).to.deep.equal(['queued', 'delivered']);
  });

  it('ignores a delivery of a write no retained command queued', async () => {
    deliver({ journalId: 'journal-9', delivery: 'delivered', eventId: '79' });
    expect(changes.filter((c) => c.type === 'command_updated')).to.deep.equal([]);
  });
});
