import type { DomainError } from '../../../../domain/shared/DomainError';
import type { JournalRecord } from '../../../ports/WriteJournal';
import type { DeskWrite } from '../DeskWriteChannel';

/** Where a journaled write stands. */
export type JournalStatus =
  | { readonly state: 'waiting' }
  | { readonly state: 'delivered'; readonly eventId: string }
  | { readonly state: 'cleared' }
  | { readonly state: 'refused' | 'conflict'; readonly error: DomainError };

/** A write of the journal with its latest attempt's baseline and its status. */
export interface JournalEntry {
  readonly journalId: string;
  /** Epoch ms of the queuing. */
  readonly at: number;
  readonly write: DeskWrite;
  /** The user the desk was logged in as when the write was made; null when the journal did not say. */
  readonly by: string | null;
  /** Event ids of the hosted match just before the latest attempt; null before any attempt. */
  readonly baseline: readonly string[] | null;
  /** Epoch ms the latest attempt was sent; null before any (or when the journal did not say). */
  readonly sentAt: number | null;
  /** The latest attempt carried the write's Idempotency-Key (false before any, or when not said). */
  readonly keyed: boolean;
  readonly status: JournalStatus;
}

/** Folds the journal's records into its entries, in queuing order. Unknown ids are skipped. */
export function entriesOf(records: readonly JournalRecord[]): JournalEntry[] {
  const entries = new Map<string, JournalEntry>();
  for (const record of records) {
    if (record.op === 'queued') {
      entries.set(record.journalId, {
        journalId: record.journalId,
        at: record.at,
        write: record.write,
        by: record.by ?? null,
        baseline: null,
        sentAt: null,
        keyed: false,
        status: { state: 'waiting' },
      });
      continue;
    }
    const entry = entries.get(record.journalId);
    if (entry) entries.set(entry.journalId, { ...entry, ...changeOf(record) });
  }
  return [...entries.values()];
}

function changeOf(record: Exclude<JournalRecord, { op: 'queued' }>): Partial<JournalEntry> {
  switch (record.op) {
    case 'attempt':
      return { baseline: record.baseline, sentAt: record.sentAt ?? null, keyed: record.keyed === true };
    case 'delivered':
      return { status: { state: 'delivered', eventId: record.eventId } };
    case 'cleared':
      return { status: { state: 'cleared' } };
    default:
      return { status: { state: record.op, error: { code: record.code, message: record.reason } } };
  }
}

/** The records that rebuild `entries` (compaction): queued, baseline, and the end when there is one. */
export function recordsOf(entries: readonly JournalEntry[]): JournalRecord[] {
  const records: JournalRecord[] = [];
  for (const e of entries) {
    records.push({
      op: 'queued',
      journalId: e.journalId,
      at: e.at,
      write: e.write,
      ...(e.by === null ? {} : { by: e.by }),
    });
    if (e.baseline) {
      records.push({
        op: 'attempt',
        journalId: e.journalId,
        baseline: e.baseline,
        ...(e.sentAt === null ? {} : { sentAt: e.sentAt }),
        ...(e.keyed ? { keyed: true } : {}),
      });
    }
    const s = e.status;
    if (s.state === 'delivered')
      records.push({ op: 'delivered', journalId: e.journalId, eventId: s.eventId });
    if (s.state === 'refused' || s.state === 'conflict') {
      records.push({ op: s.state, journalId: e.journalId, code: s.error.code, reason: s.error.message });
    }
  }
  return records;
}
