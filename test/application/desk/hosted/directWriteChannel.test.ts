import { expect } from 'chai';
import { DirectWriteChannel } from '../../../../src/application/desk/hosted/DirectWriteChannel';
import type { HostedEventWrites } from '../../../../src/application/ports/HostedEventWrites';
import { HOSTED_UNREACHABLE } from '../../../../src/application/ports/HostedEventWrites';
import type { MatchEvent } from '../../../../src/domain/match/MatchEvent';
import type { SnapshotContext } from '../../../../src/domain/match/views';
import type { DomainError } from '../../../../src/domain/shared/DomainError';
import { domainError } from '../../../../src/domain/shared/DomainError';
import type { Result } from '../../../../src/domain/shared/Result';
import { err, ok } from '../../../../src/domain/shared/Result';

/** An in-memory hosted service: it saves with increasing ids, or fails as told. */
class MemoryHostedWrites implements HostedEventWrites {
  readonly calls: string[] = [];
  failure: DomainError | null = null;
  private next = 100;

  saveEvent(
    match: SnapshotContext,
    eventId: string,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<Result<{ eventId: string }, DomainError>> {
    this.calls.push(`save ${match.matchId} ${eventId} type=${String(fields.type)}`);
    if (this.failure) return Promise.resolve(err(this.failure));
    return Promise.resolve(ok({ eventId: eventId === 'new' ? String((this.next += 1)) : eventId }));
  }

  deleteEvent(match: SnapshotContext, eventId: string): Promise<Result<void, DomainError>> {
    this.calls.push(`delete ${match.matchId} ${eventId}`);
    return Promise.resolve(this.failure ? err(this.failure) : ok(undefined));
  }
}

const target = { sport: 'football' as const, championshipId: '1', matchId: '7' };
const base: MatchEvent = {
  id: '55',
  matchId: '7',
  type: 1,
  clubId: '3',
  playerId: '',
  playerInId: '',
  timer: '12',
  additionalTimer: null,
  value: null,
  setNumber: null,
  note: '',
  saved: true,
  sequence: 1,
};

describe('DirectWriteChannel (the hosted desk writes at once)', () => {
  it('delivers a save with the event id the hosted service gave', async () => {
    const writes = new MemoryHostedWrites();
    const outcome = await new DirectWriteChannel(writes).submit({
      kind: 'save',
      ...target,
      eventId: 'new',
      fields: { type: 1, club_id: '3' },
    });
    expect(outcome).to.deep.equal({ delivery: 'delivered', eventId: '101' });
    expect(writes.calls).to.deep.equal(['save 7 new type=1']);
  });

  it('delivers a delete of the event', async () => {
    const writes = new MemoryHostedWrites();
    const outcome = await new DirectWriteChannel(writes).submit({
      kind: 'delete',
      ...target,
      eventId: '55',
      base,
    });
    expect(outcome).to.deep.equal({ delivery: 'delivered', eventId: '55' });
    expect(writes.calls).to.deep.equal(['delete 7 55']);
  });

  it("reports the service's refusal, and an unreachable service as hosted_unreachable, as refused", async () => {
    const writes = new MemoryHostedWrites();
    const channel = new DirectWriteChannel(writes);
    writes.failure = domainError('validation_failed', 'refused by the rules', { player_id: 'unknown' });
    expect(
      await channel.submit({ kind: 'save', ...target, eventId: 'new', fields: { type: 1 } }),
    ).to.deep.equal({ delivery: 'refused', error: writes.failure });
    writes.failure = domainError(HOSTED_UNREACHABLE, 'cannot be reached');
    const cut = await channel.submit({ kind: 'delete', ...target, eventId: '55', base });
    expect(cut.delivery === 'refused' && cut.error.code).to.equal(HOSTED_UNREACHABLE);
  });
});
