import type { JournalRecord } from '../../../application/ports/WriteJournal';

const OPS = new Set(['queued', 'attempt', 'delivered', 'refused', 'conflict', 'cleared']);

function isRecord(value: unknown): value is JournalRecord {
  if (value === null || typeof value !== 'object') return false;
  const r = value as { op?: unknown; journalId?: unknown };
  return typeof r.op === 'string' && OPS.has(r.op) && typeof r.journalId === 'string';
}

/**
 * The records of a journal file. Only the last line may be torn (a crash mid-append): it is
 * skipped. A bad line anywhere else means the file was damaged otherwise, and reading stops with
 * an error rather than replaying a journal with a hole in it.
 */
export function parseJournalLines(text: string): JournalRecord[] {
  const lines = text.split('\n');
  const records: JournalRecord[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const last = index === lines.length - 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      if (last) return;
      throw new Error(`The write journal is damaged at line ${index + 1}.`);
    }
    if (isRecord(parsed)) records.push(parsed);
    else if (!last) throw new Error(`The write journal is damaged at line ${index + 1}.`);
  });
  return records;
}
