import type { FinishedCommand } from './Command';
import { isExpired } from './CommandRetention';

/** Past this many removed slots the array is compacted, so removed commands can be collected. */
const COMPACT_AFTER = 1024;

/**
 * Finished commands in order of creation, the oldest first. They expire in that order (spec 3.1),
 * so a purge looks only at the expired ones. Commands finish in about the order they were created,
 * so adding one is nearly always an append.
 */
export class RetentionQueue {
  private items: FinishedCommand[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  add(command: FinishedCommand): void {
    let at = this.items.length;
    while (at > this.head && (this.items[at - 1] as FinishedCommand).createdAt > command.createdAt) at -= 1;
    if (at === this.items.length) this.items.push(command);
    else this.items.splice(at, 0, command);
  }

  /** Removes and returns the commands expired at `now` (epoch ms), oldest first. */
  takeExpired(now: number, retentionMs: number): FinishedCommand[] {
    const start = this.head;
    while (
      this.head < this.items.length &&
      isExpired(this.items[this.head] as FinishedCommand, now, retentionMs)
    ) {
      this.head += 1;
    }
    const expired = this.items.slice(start, this.head);
    if (this.head === this.items.length || (this.head > COMPACT_AFTER && this.head * 2 > this.items.length)) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return expired;
  }
}
