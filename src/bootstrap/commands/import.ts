import { readFile } from 'node:fs/promises';
import { WriteMatchEvents } from '../../application/events/WriteMatchEvents';
import { ImportChampionship, type ImportReport } from '../../application/import/ImportChampionship';
import { utf8Text } from '../../adapters/system/utf8Text';
import { IMPORT_FORMATS, readImportDocument } from '../../adapters/import/readImportDocument';
import { TIE_BREAK_POLICIES, type TieBreakPolicy } from '../../domain/championship/Championship';
import { isSport, SPORTS, type Sport } from '../../domain/sport/Sport';
import { databaseUrl } from '../config';
import { withDatabase } from '../database';
import { publisherFor } from '../notificationBus';
import { CliError, parseOptions, type CliCommand, type CliIo } from './CliCommand';
import { isTransientDatabaseFault, isUniqueViolation } from '../../adapters/http/transientFault';
import type { Database } from '../../adapters/persistence/typeorm/database';
import { companyNamed } from './company';
import { ID_PATTERN } from '../../adapters/http/web/ids';
import { companyName, requiredName } from '../../domain/access/accountRules';

/**
 * `--company` as `user create` and `token create` read it: a company's id, or else its exact name,
 * which the import creates when no company has it (checked as `company create` checks a name). A
 * reference that looks like an id and names no company is refused: an import never creates a
 * company named "12".
 */
async function companyOption(db: Database, reference: string | undefined) {
  if (reference === undefined) return {};
  const found = await companyNamed(db, reference);
  if (found) return { companyId: found.id };
  // Trimmed first (found by QA: " 1" made a company named "1").
  const name = companyName(reference);
  if (ID_PATTERN.test(name)) throw new CliError(`no company with the id "${name}"`);
  const problem = requiredName('--company')(reference);
  if (problem !== null) throw new CliError(problem);
  return { company: name };
}

const HELP = `Usage: match-desk import FILE --format openfootball|matchdesk [options]

Creates or updates a championship from FILE, computes and stores its standings, and prints
the championship id. Importing the same file again changes nothing and duplicates nothing.

Options:
  --format F                 openfootball (football.json) or matchdesk (see docs/import-formats.md)
  --sport SPORT              ${SPORTS.join(', ')} (overrides the file's sport)
  --company C                company id or name that owns the championship (a name is created
                             when missing, an unknown id refused; default "Match Desk")
  --championship-name NAME   championship name (overrides the file's name)
  --tie-break PRESET         ${TIE_BREAK_POLICIES.join(', ')}
  --points-deduction TEAM=N  deduct N points from TEAM (repeatable)
  --database URL             sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...`;

export function describeImport(report: ImportReport): string {
  const c = report.counts;
  return (
    `${c.teams} teams, ${c.days} days, ${c.matches} matches, ${c.events} events, ${c.tables} standings tables` +
    ` (${report.created} records created, ${report.updated} updated)`
  );
}

/** A progress line on a terminal; nothing when the output is piped. */
export function progressReporter(io: CliIo, label: string) {
  const show = io.progress;
  if (!show) return undefined;
  let last = -1;
  return ({ done, total }: { done: number; total: number }) => {
    const percent = Math.floor((done / Math.max(1, total)) * 100);
    if (percent === last && done !== total) return;
    last = percent;
    show(`${label}: ${done}/${total} (${percent}%)${done === total ? '\n' : ''}`);
  };
}

export const importCommand: CliCommand = {
  name: 'import',
  usage: 'import FILE --format F [options]',
  summary: 'import a championship (openfootball or matchdesk JSON)',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseOptions(
      args,
      {
        format: { type: 'string' },
        sport: { type: 'string' },
        company: { type: 'string' },
        'championship-name': { type: 'string' },
        'tie-break': { type: 'string' },
        'points-deduction': { type: 'string', multiple: true },
        database: { type: 'string' },
      },
      true,
    );
    if (positionals.length !== 1) throw new CliError(`expected one FILE\n\n${HELP}`);
    const format = values.format;
    if (!format || !(IMPORT_FORMATS as readonly string[]).includes(format)) {
      throw new CliError(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
    }
    if (values.sport !== undefined && !isSport(values.sport)) {
      throw new CliError(`--sport must be one of ${SPORTS.join(', ')}`);
    }
    const tieBreak = values['tie-break'];
    if (tieBreak !== undefined && !(TIE_BREAK_POLICIES as readonly string[]).includes(tieBreak)) {
      throw new CliError(`--tie-break must be one of ${TIE_BREAK_POLICIES.join(', ')}`);
    }
    const file = positionals[0] as string;
    let json: unknown;
    try {
      const read = utf8Text(await readFile(file));
      if (!read.ok) throw new Error(read.problem);
      json = JSON.parse(read.text);
    } catch (error) {
      throw new CliError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const document = readImportDocument(format, json);
    if (!document.ok) throw new CliError(formatIssues(file, document.error));

    const url = databaseUrl(values.database);
    return withDatabase(url, async (db) => {
      // On PostgreSQL, the web hosts on the database hear which matches the import changed.
      const bus = publisherFor(db, url);
      const writes = new WriteMatchEvents({
        transactions: db.stores.transactions,
        ...(bus ? { notifications: bus } : {}),
        onNotificationFailure: (error) =>
          io.err(
            `a notification could not be published: ${error instanceof Error ? error.message : String(error)}`,
          ),
      });
      const company = await companyOption(db, values.company);
      let report: Awaited<ReturnType<ImportChampionship['run']>>;
      try {
        // The import is one transaction: a database busy with another writer (a web host on the
        // same SQLite file) rolls it back whole, so it is run again, a few times, then reported.
        // So is one that created a company or championship another import created at once (a
        // unique index refused it): run again, it updates what the other created.
        report = await retryingTransient(
          () =>
            new ImportChampionship(writes).run(document.value, {
              ...company,
              championshipName: values['championship-name'],
              sport: values.sport as Sport | undefined,
              tieBreak: tieBreak as TieBreakPolicy | undefined,
              pointsDeductions: values['points-deduction'],
              onProgress: progressReporter(io, `Importing ${file}`),
            }),
          (error, attempt) =>
            io.err(
              isUniqueViolation(error)
                ? `Another import created the same company or championship meanwhile; importing again (attempt ${attempt + 1}).`
                : `The database is busy (${errorText(error)}); importing again (attempt ${attempt + 1}).`,
            ),
          (error) =>
            new CliError(
              isUniqueViolation(error)
                ? `${file} was not imported: the database kept refusing a duplicate (${errorText(error)}). Nothing was written.`
                : `${file} was not imported: the database stayed busy or out of reach (${errorText(error)}). Nothing was written; try again.`,
            ),
        );
      } finally {
        await bus?.close();
      }
      if (!report.ok) throw new CliError(formatIssues(file, report.error));
      io.err(`Imported ${file}: ${describeImport(report.value)}`);
      io.out(report.value.championshipId);
      return 0;
    });
  },
};

export function formatIssues(
  file: string,
  error: { message: string; details?: Readonly<Record<string, string>> },
): string {
  const details = Object.entries(error.details ?? {}).map(([path, why]) => `  ${path}: ${why}`);
  return [`${file} was not imported: ${error.message}`, ...details].join('\n');
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Waits before each new attempt of a transaction a transient database fault rolled back. */
const RETRY_DELAYS_MS = [200, 600, 1200, 2400];

/**
 * Runs `attempt` again after a transient database fault (busy, locked, connection lost: the
 * transaction was rolled back) or a unique violation (another import created the same records),
 * up to RETRY_DELAYS_MS.length more times; other errors go through.
 */
async function retryingTransient<T>(
  attempt: () => Promise<T>,
  retrying: (error: unknown, attempt: number) => void,
  gaveUp: (error: unknown) => Error,
): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransientDatabaseFault(error) && !isUniqueViolation(error)) throw error;
      const delay = RETRY_DELAYS_MS[n];
      if (delay === undefined) throw gaveUp(error);
      retrying(error, n + 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
