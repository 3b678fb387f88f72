import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { entriesOf } from '../../../application/desk/hosted/journal/JournalEntry';
import { FileWriteJournal } from './FileWriteJournal';

/** Another journal of the folder that still holds writes to deliver, or that cannot be read. */
export interface JournalWaitingElsewhere {
  readonly path: string;
  /** Its service as the file is named: `<host>_<port>`. */
  readonly service: string;
  /** Writes waiting; null when the file could not be read (`problem` says why). */
  readonly waiting: number | null;
  readonly problem?: string;
}

/**
 * The other journals beside `path` (one per hosted service address) that still hold writes
 * waiting to be delivered. The journal is chosen by the address of `--web`, so a desk started
 * with another address of the same service (a backup route, a balancer's name) would not replay
 * them (found by QA: queued goals stayed there, without a word). Read only, without their lock:
 * a desk that holds one keeps delivering it.
 */
export async function journalsWaitingBeside(path: string): Promise<JournalWaitingElsewhere[]> {
  const folder = dirname(path);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const found: JournalWaitingElsewhere[] = [];
  for (const name of names.sort()) {
    if (!name.endsWith('.jsonl') || name === basename(path)) continue;
    const other = join(folder, name);
    const service = name.slice(0, -'.jsonl'.length);
    // A file that cannot be read is reported, never in the way of this desk (found by review: a
    // damaged journal of another address stopped the desk from starting).
    let records;
    try {
      records = await new FileWriteJournal(other).read();
    } catch (error) {
      found.push({
        path: other,
        service,
        waiting: null,
        problem: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    const waiting = entriesOf(records).filter((e) => e.status.state === 'waiting').length;
    if (waiting > 0) found.push({ path: other, service, waiting });
  }
  return found;
}
