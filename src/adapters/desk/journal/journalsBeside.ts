import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { entriesOf } from '../../../application/desk/hosted/journal/JournalEntry';
import { FileWriteJournal } from './FileWriteJournal';

/** Another journal of the folder that still holds writes to deliver. */
export interface JournalWaitingElsewhere {
  readonly path: string;
  /** Its service as the file is named: `<host>_<port>`. */
  readonly service: string;
  readonly waiting: number;
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
    const records = await new FileWriteJournal(other).read();
    const waiting = entriesOf(records).filter((e) => e.status.state === 'waiting').length;
    if (waiting > 0) found.push({ path: other, service: name.slice(0, -'.jsonl'.length), waiting });
  }
  return found;
}
