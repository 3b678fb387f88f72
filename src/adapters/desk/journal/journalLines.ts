import { SettingsFileError } from '../../settings/SettingsFileError';
import type { JournalRecord } from '../../../application/ports/WriteJournal';
import { journalRecordProblem } from './journalRecordInputs';

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
    const problem = journalRecordProblem(parsed);
    if (problem === null) records.push(parsed as JournalRecord);
    else if (!last)
      throw new SettingsFileError(`The write journal is damaged at line ${index + 1} (${problem}).`);
  });
  return records;
}
