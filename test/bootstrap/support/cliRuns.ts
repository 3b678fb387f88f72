// What the CLI suites share: the season they import and an io that keeps what a run printed.
import { join } from 'node:path';
import type { CliIo } from '../../../src/bootstrap/commands/CliCommand';

/** A copy of ../shared/data/openfootball/it.1.2023-24.json, so the suites run from any checkout. */
export const SERIE_A = join(
  process.cwd(),
  'test',
  'application',
  'import',
  'fixtures',
  'openfootball',
  'it.1.2023-24.json',
);

/** An io that keeps each line a run printed, on standard output and on standard error. */
export function captureIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => void stdout.push(l), err: (l) => void stderr.push(l) };
}
