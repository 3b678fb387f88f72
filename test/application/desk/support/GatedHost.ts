import type { DeskHost, HostedMatch, SavedEvent } from '../../../../src/application/ports/DeskHost';
import type { DeskContext } from '../../../../src/domain/desk/DeskContext';
import type { EventDraft } from '../../../../src/domain/desk/DeskEffect';
import type { DecidedIn } from '../../../../src/domain/match/Outcome';
import type { DomainError } from '../../../../src/domain/shared/DomainError';
import type { Result } from '../../../../src/domain/shared/Result';

/**
 * The real host, with a gate before each store write: while the gate is held, commands that
 * write stay pending, so a test can fill the queue or watch the order of execution.
 */
export class GatedHost implements DeskHost {
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  /** Store writes started, in order. */
  readonly writes: string[] = [];

  constructor(private readonly inner: DeskHost) {}

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  release(): void {
    this.open();
  }

  loadMatch(matchId: string): Promise<Result<HostedMatch, DomainError>> {
    return this.inner.loadMatch(matchId);
  }

  async saveEvent(context: DeskContext, draft: EventDraft): Promise<Result<SavedEvent, DomainError>> {
    this.writes.push(`save ${draft.type} ${draft.timer ?? ''}`);
    await this.gate;
    return this.inner.saveEvent(context, draft);
  }

  async setDecidedIn(context: DeskContext, decidedIn: DecidedIn): Promise<Result<HostedMatch, DomainError>> {
    this.writes.push(`decided ${decidedIn}`);
    await this.gate;
    if (!this.inner.setDecidedIn) throw new Error('the inner host cannot set decidedIn');
    return this.inner.setDecidedIn(context, decidedIn);
  }

  async deleteEvent(context: DeskContext, eventId: string): Promise<Result<SavedEvent, DomainError>> {
    this.writes.push(`delete ${eventId}`);
    await this.gate;
    return this.inner.deleteEvent(context, eventId);
  }
}
