import type { JournalRecord, WriteJournal } from '../../application/ports/WriteJournal';

/** The write journal in memory, for tests and embedders: what a file journal would hold. */
export class MemoryWriteJournal implements WriteJournal {
  records: JournalRecord[] = [];

  read(): Promise<JournalRecord[]> {
    return Promise.resolve(this.records.map((r) => structuredClone(r)));
  }

  append(record: JournalRecord): Promise<void> {
    this.records.push(structuredClone(record));
    return Promise.resolve();
  }

  rewrite(records: readonly JournalRecord[]): Promise<void> {
    this.records = records.map((r) => structuredClone(r));
    return Promise.resolve();
  }
}
