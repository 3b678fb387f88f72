import { ExplainStandings, type StandingsExplanation } from '../../application/standings/ExplainStandings';
import type { Standing } from '../../domain/match/views';
import { databaseUrl } from '../config';
import { withDatabase } from '../database';
import { CliError, parseOptions, type CliCommand } from './CliCommand';

const HELP = `Usage: match-desk standings --championship ID [--day ID] [--explain] [--database URL]

Prints the table of a championship, group by group: rank, name, played, wins, draws, losses,
goals (sets, points) for and against, points. With --explain, also says why: every pair of
neighbours that were level on the first criterion, with the criterion that separated them and
both values (docs/import-formats.md, "Ranking rules").

Options:
  --championship ID          the championship
  --day ID                   the table after that day (default: the last day with results)
  --explain                  add the reason for every place decided by a tie-break
  --database URL             sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...`;

function tableLines(rows: readonly Standing[]): string[] {
  const lines: string[] = [];
  let group: string | null = null;
  const width = Math.max(4, ...rows.map((r) => r.name.length));
  for (const r of rows) {
    if (r.groupId !== group) {
      group = r.groupId;
      if (r.groupName !== '') lines.push(r.groupName);
      lines.push(`  #  ${'team'.padEnd(width)}    P   W   D   L    F    A  Pts`);
    }
    const n = (v: number | null, w: number) => String(v ?? '').padStart(w);
    lines.push(
      `${n(r.rank, 3)}  ${r.name.padEnd(width)} ${n(r.played, 4)}${n(r.wins, 4)}${n(r.draws, 4)}${n(r.losses, 4)}` +
        `${n(r.goalsFor, 5)}${n(r.goalsAgainst, 5)}${n(r.points, 5)}`,
    );
  }
  return lines;
}

export function explanationLines(e: StandingsExplanation): string[] {
  const head = `Tie-break ${e.tieBreak}: ${e.criteria.join(', ')} (partial separation: ${e.partial})`;
  if (e.explanations.length === 0) return [head, 'No neighbours were level on the first criterion.'];
  return [head, ...e.explanations.map((x) => x.text)];
}

export const standingsCommand: CliCommand = {
  name: 'standings',
  usage: 'standings --championship ID [--day ID] [--explain]',
  summary: "print a championship's table, and why each team is where it is",
  help: HELP,
  async run(args, io) {
    const { values } = parseOptions(args, {
      championship: { type: 'string' },
      day: { type: 'string' },
      explain: { type: 'boolean' },
      database: { type: 'string' },
    });
    const id = values.championship;
    if (!id) throw new CliError(`--championship is required\n\n${HELP}`);
    return withDatabase(databaseUrl(values.database), async (db) => {
      const championship = await db.stores.championships.byId(id);
      if (!championship) throw new CliError(`no championship with the id "${id}"`);
      const explained = await new ExplainStandings(db.stores).run(championship, values.day);
      if (!explained.ok) throw new CliError(explained.error.message);
      for (const line of tableLines(explained.value.rows)) io.out(line);
      if (values.explain) {
        io.out('');
        for (const line of explanationLines(explained.value)) io.out(line);
      }
      return 0;
    });
  },
};
