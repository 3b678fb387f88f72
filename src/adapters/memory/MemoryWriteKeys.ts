import type { KeptWrite, WriteKeys } from '../../application/ports/WriteKeys';
import type { MemoryState } from './MemoryState';

const idOf = (scope: string, key: string) => `${scope}\n${key}`;

/** The kept web writes in memory, with the same rules as the database's (WriteKeys). */
export class MemoryWriteKeys implements WriteKeys {
  constructor(private readonly state: MemoryState) {}

  async find(scope: string, key: string, since: Date): Promise<KeptWrite | null> {
    const kept = this.state.tables.writeKeys.get(idOf(scope, key));
    return kept && kept.writtenAt.getTime() >= since.getTime() ? kept : null;
  }

  async keep(write: KeptWrite, expiredBefore: Date): Promise<void> {
    const keys = this.state.tables.writeKeys;
    const id = idOf(write.scope, write.key);
    const held = keys.get(id);
    if (held && held.writtenAt.getTime() >= expiredBefore.getTime()) {
      throw new Error(`Idempotency-Key ${write.key} already keeps a write`);
    }
    // Deleted first, so that the map stays in the order the writes were kept (purge reads it so).
    keys.delete(id);
    keys.set(id, { ...write });
  }

  async purge(expiredBefore: Date, limit: number): Promise<number> {
    const keys = this.state.tables.writeKeys;
    let purged = 0;
    // Kept in the order they were written: the expired ones come first.
    for (const [id, kept] of keys) {
      if (purged >= limit || kept.writtenAt.getTime() >= expiredBefore.getTime()) break;
      keys.delete(id);
      purged += 1;
    }
    return purged;
  }
}
