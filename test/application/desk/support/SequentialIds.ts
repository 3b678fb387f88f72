import type { Ids } from '../../../../src/application/ports/Ids';

/** Predictable uuids (version 4 layout) so a test can name the commands it expects. */
export class SequentialIds implements Ids {
  private next = 0;

  uuid(): string {
    this.next += 1;
    return `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`;
  }
}
