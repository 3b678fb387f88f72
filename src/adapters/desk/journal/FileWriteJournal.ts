import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { JournalRecord, WriteJournal } from '../../../application/ports/WriteJournal';
import { writeFileAtomically } from '../../settings/atomicWrite';
import { parseJournalLines } from './journalLines';

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
      return await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  replace: (path, text) => writeFileAtomically(path, text, { mode: 0o600, dirMode: 0o700 }),
};

/**
 * The write journal as a file of JSON lines, one record a line (docs/local-api.md). `append`
 * writes the line and fsyncs the file before it resolves: a write the desk reported as queued is
 * on disk. A torn last line (the process died mid-write) is skipped when reading; `rewrite`
 * (compaction at start) replaces the file atomically, so the torn line goes away.
 */
export class FileWriteJournal implements WriteJournal {
  private handle: Pick<FileHandle, 'appendFile' | 'sync' | 'close'> | null = null;

  constructor(
    readonly path: string,
    private readonly files: JournalFiles = nodeJournalFiles,
  ) {}

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
    await this.close();
    await this.files.replace(this.path, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}
