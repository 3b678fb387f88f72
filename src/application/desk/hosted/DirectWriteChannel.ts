import type { HostedEventWrites } from '../../ports/HostedEventWrites';
import type { DeskWrite, DeskWriteChannel, DeskWriteOutcome } from './DeskWriteChannel';

/**
 * Writes each desk write to the hosted service at once: `delivered` once the hosted write has
 * committed, `refused` otherwise (a network failure is `hosted_unreachable`). Nothing is kept.
 */
export class DirectWriteChannel implements DeskWriteChannel {
  constructor(private readonly writes: HostedEventWrites) {}

  async submit(write: DeskWrite): Promise<DeskWriteOutcome> {
    const target = { sport: write.sport, championshipId: write.championshipId, matchId: write.matchId };
    if (write.kind === 'save') {
      const saved = await this.writes.saveEvent(target, write.eventId, write.fields);
      return saved.ok
        ? { delivery: 'delivered', eventId: saved.value.eventId }
        : { delivery: 'refused', error: saved.error };
    }
    const deleted = await this.writes.deleteEvent(target, write.eventId);
    return deleted.ok
      ? { delivery: 'delivered', eventId: write.eventId }
      : { delivery: 'refused', error: deleted.error };
  }
}
