import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { JournalRecord, WriteJournal } from '../../../application/ports/WriteJournal';
import { writeFileAtomically } from '../../settings/atomicWrite';
import { parseJournalLines } from './journalLines';
import { liveLockHolder, lockLine } from '../fileLock';
import { readUtf8File } from '../../system/utf8Text';

/** The file calls the journal makes, so a test can watch their order. */
export interface JournalFiles {
  open(path: string): Promise<Pick<FileHandle, 'appendFile' | 'sync' | 'close'>>;
  read(path: string): Promise<string | null>;
  replace(path: string, text: string): Promise<void>;
}

export const nodeJournalFiles: JournalFiles = {
  open: async (path) => {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    return open(path, 'a', 0o600);
  },
  read: async (path) => {
    try {
      return await readUtf8File(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  replace: (path, text) => writeFileAtomically(path, text, { mode: 0o600, dirMode: 0o700 }),
};

/** Another live desk holds the journal: two desks on one journal would replay each other's writes. */
export class JournalInUseError extends Error {
  override readonly name = 'JournalInUseError';
}

/** The process id a lock file holds (the lock is a file of the real file system, as its fs calls). */
const readLock = async (path: string): Promise<number> =>
  Number.parseInt(((await nodeJournalFiles.read(path)) ?? '').trim().split(/\s+/)[0] ?? '', 10);

/**
 * The write journal as a file of JSON lines, one record a line (docs/local-api.md). `append`
 * writes the line and fsyncs the file before it resolves: a write the desk reported as queued is
 * on disk. A torn last line (the process died mid-write) is skipped when reading; `rewrite`
 * (compaction at start) replaces the file atomically, so the torn line goes away.
 *
 * One desk at a time: `lock` takes `<journal>.lock` (the desk's process id), so that a second desk
 * on the same journal (same workstation folder, same hosted service) is refused at start instead
 * of replaying the first one's writes, or appending to a file the other one replaced. The lock of
 * a process that is gone (kill -9) is taken over; `close` gives it back.
 */
export class FileWriteJournal implements WriteJournal {
  private handle: Pick<FileHandle, 'appendFile' | 'sync' | 'close'> | null = null;
  private locked = false;

  constructor(
    readonly path: string,
    private readonly files: JournalFiles = nodeJournalFiles,
  ) {}

  get lockPath(): string {
    return `${this.path}.lock`;
  }

  /** Takes the journal for this process, or throws JournalInUseError naming the desk that has it. */
  async lock(): Promise<void> {
    if (this.locked) return;
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await writeFile(this.lockPath, lockLine(), { flag: 'wx', mode: 0o600 });
        this.locked = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      // A live holder (not a zombie, nor an id since reused: fileLock) keeps it.
      const holder = liveLockHolder(this.lockPath);
      if (holder !== null && holder !== process.pid) {
        throw new JournalInUseError(
          `The write journal ${this.path} is in use by another desk (process ${holder}). Give this desk ` +
            `its own with --journal FILE (or MATCH_DESK_JOURNAL), or stop the other one (if process ` +
            `${holder} is no desk, delete ${this.lockPath}).`,
        );
      }
      // Left by a desk that is gone: take it over (one of two desks starting at once wins).
      await unlink(this.lockPath).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    throw new JournalInUseError(`The write journal ${this.path} could not be locked (${this.lockPath}).`);
  }

  async read(): Promise<JournalRecord[]> {
    const text = await this.files.read(this.path);
    return text === null ? [] : parseJournalLines(text);
  }

  async append(record: JournalRecord): Promise<void> {
    this.handle ??= await this.files.open(this.path);
    await this.handle.appendFile(`${JSON.stringify(record)}\n`, 'utf8');
    await this.handle.sync();
  }

  async rewrite(records: readonly JournalRecord[]): Promise<void> {
    await this.closeFile();
    await this.files.replace(this.path, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  }

  /** Closes the file, and gives the lock back when this process holds it. */
  async close(): Promise<void> {
    await this.closeFile();
    if (!this.locked) return;
    this.locked = false;
    const holder = await readLock(this.lockPath);
    if (holder === process.pid) await unlink(this.lockPath).catch(() => undefined);
  }

  private async closeFile(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}
