import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoData } from '../../application/demo/demoData';
import { ImportChampionship } from '../../application/import/ImportChampionship';
import type { Database } from '../../adapters/persistence/typeorm/database';
import { databaseUrl } from '../config';
import { withDatabase } from '../database';
import { CliError, parseOptions, type CliCommand, type CliIo } from './CliCommand';
import { describeImport, formatIssues } from './import';

const DEFAULT_OUT = './data/demo';

const HELP = `Usage: match-desk demo-data [--out DIR] [--database URL]

Writes the demo company (one championship per sport, with players, line-ups, events, tennis
sets, a finished and an in-play match) as matchdesk JSON files into DIR (default ${DEFAULT_OUT}),
then imports them. Running it again changes nothing. Prints one line per championship:
SPORT<TAB>CHAMPIONSHIP_ID.`;

export interface DemoImport {
  readonly sport: string;
  readonly championshipId: string;
}

/** Imports the demo company into an open database (idempotent). Used by the CLI and the hosts. */
export async function importDemoData(db: Database, io?: CliIo, outDir?: string): Promise<DemoImport[]> {
  const demo = demoData();
  if (outDir) await mkdir(outDir, { recursive: true });
  const imported: DemoImport[] = [];
  for (const document of demo.documents) {
    const sport = document.championship.sport;
    if (outDir) await writeFile(join(outDir, `${sport}.json`), `${JSON.stringify(document, null, 2)}\n`);
    const report = await new ImportChampionship(db.stores.transactions).run(document, {
      company: demo.company,
    });
    if (!report.ok) throw new CliError(formatIssues(`demo ${sport}`, report.error), 1);
    io?.err(`Demo ${sport}: ${describeImport(report.value)}`);
    imported.push({ sport, championshipId: report.value.championshipId });
  }
  return imported;
}

export const demoDataCommand: CliCommand = {
  name: 'demo-data',
  usage: 'demo-data [--out DIR]',
  summary: 'write and import the demo company (one championship per sport)',
  help: HELP,
  async run(args, io) {
    const { values } = parseOptions(args, { out: { type: 'string' }, database: { type: 'string' } });
    return withDatabase(databaseUrl(values.database), async (db) => {
      const imported = await importDemoData(db, io, values.out ?? DEFAULT_OUT);
      for (const { sport, championshipId } of imported) io.out(`${sport}\t${championshipId}`);
      return 0;
    });
  },
};
