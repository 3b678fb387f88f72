import type { DeskWrite } from '../desk/hosted/DeskWriteChannel';

/**
 * One line of the desk's write journal. The journal is append-only: a write is `queued` first,
 * then each delivery attempt records the `baseline` (the event ids the hosted match had just
 * before it), and the write ends `delivered`, `refused` (while the command was waiting on it) or
 * in `conflict` (found at replay, kept for the operator until `cleared`). `at` is epoch ms.
 */
export type JournalRecord =
  | {
      readonly op: 'queued';
      readonly journalId: string;
      readonly at: number;
      readonly write: DeskWrite;
      /** The user the desk was logged in as when the write was made (absent in earlier journals). */
      readonly by?: string;
    }
  | {
      readonly op: 'attempt';
      readonly journalId: string;
      readonly baseline: readonly string[];
      /** Epoch ms the write was sent (absent in journals of earlier versions). */
      readonly sentAt?: number;
      /**
       * Sent with the write's Idempotency-Key (absent in journals of earlier versions, which sent
       * none): sent again under it, it is answered from the first send if that one committed.
       */
      readonly keyed?: boolean;
    }
  | { readonly op: 'delivered'; readonly journalId: string; readonly eventId: string }
  /** The operator saw a conflict and cleared it. */
  | { readonly op: 'cleared'; readonly journalId: string }
  | {
      readonly op: 'refused' | 'conflict';
      readonly journalId: string;
      readonly code: string;
      readonly reason: string;
    };

/**
 * The durable journal of the hosted desk's writes (issue 12, "the uplink drops"). `append`
 * resolves only once the record is on disk (fsync), so a write acknowledged as queued survives a
 * crash or kill -9. `read` returns every whole record in order; a torn last line is skipped.
 */
export interface WriteJournal {
  read(): Promise<JournalRecord[]>;
  append(record: JournalRecord): Promise<void>;
  /** Replaces the journal with `records` atomically (compaction at start). */
  rewrite(records: readonly JournalRecord[]): Promise<void>;
}
