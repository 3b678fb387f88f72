import { SettingsFileError } from '../../settings/SettingsFileError';
import type { JournalRecord } from '../../../application/ports/WriteJournal';

const OPS = new Set(['queued', 'attempt', 'delivered', 'refused', 'conflict', 'cleared']);

type Fields = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
/** An epoch-ms time a Date can hold (8.64e15 ms either way). */
const isTime = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15;

/** An event as the desk saw it (a write's `base`): what replay compares reads these. */
const isEvent = (v: unknown): boolean =>
  isObject(v) && isText(v.id) && isText(v.matchId) && typeof v.type === 'number' && isText(v.clubId);

function isWrite(w: unknown): boolean {
  if (
    !isObject(w) ||
    !isText(w.sport) ||
    !isText(w.championshipId) ||
    !isText(w.matchId) ||
    !isText(w.eventId)
  )
    return false;
  if (w.kind === 'save') return isObject(w.fields) && (w.base === undefined || isEvent(w.base));
  return w.kind === 'delete' && isEvent(w.base);
}

/**
 * Whether a line is a journal record, every field the replay reads of the right type (found by
 * review: a hand-edited `"write": null` crashed the desk at every start, an `at` of "yesterday"
 * made GET /state answer 500 until the conflict was cleared).
 */
function isRecord(value: unknown): value is JournalRecord {
  if (!isObject(value) || !isText(value.op) || !OPS.has(value.op) || !isText(value.journalId)) return false;
  switch (value.op) {
    case 'queued':
      return isTime(value.at) && isWrite(value.write) && (value.by === undefined || isText(value.by));
    case 'attempt':
      return (
        Array.isArray(value.baseline) &&
        value.baseline.every(isText) &&
        (value.sentAt === undefined || isTime(value.sentAt))
      );
    case 'delivered':
      return isText(value.eventId);
    case 'cleared':
      return true;
    default:
      return isText(value.code) && isText(value.reason);
  }
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
      throw new SettingsFileError(`The write journal is damaged at line ${index + 1}.`);
    }
    if (isRecord(parsed)) records.push(parsed);
    else if (!last) throw new SettingsFileError(`The write journal is damaged at line ${index + 1}.`);
  });
  return records;
}
