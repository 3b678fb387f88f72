import type { ImportOptions, ImportReport } from '../../../../src/application/import/ImportChampionship';
import { ImportChampionship } from '../../../../src/application/import/ImportChampionship';
import type { MatchdeskDocument } from '../../../../src/application/import/MatchdeskDocument';
import { readMatchdesk, readOpenfootball } from './readDocuments';
import type { StoreSet } from '../../../support/stores';
import type { PublishedSeason } from '../../../support/publishedTables';
import { readOpenfootballSeason } from '../../../support/publishedTables';
import type { Json } from './matchdeskJson';

export function matchdesk(json: Json): MatchdeskDocument {
  const doc = readMatchdesk(json);
  if (!doc.ok) throw new Error(doc.error.message);
  return doc.value;
}

export function openfootballSeason(season: PublishedSeason): MatchdeskDocument {
  const doc = readOpenfootball(readOpenfootballSeason(season));
  if (!doc.ok) throw new Error(doc.error.message);
  return doc.value;
}

/** Imports and fails the test when the import is refused. */
export async function imported(
  stores: StoreSet,
  doc: MatchdeskDocument,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report = await new ImportChampionship(stores.transactions).run(doc, options);
  if (!report.ok) throw new Error(report.error.message);
  return report.value;
}

/** Every stored id of a championship, to show a re-import kept them. */
export async function storedIds(stores: StoreSet, championshipId: string): Promise<Record<string, string[]>> {
  const teams = await stores.championships.teams(championshipId);
  const matches = await stores.matches.ofChampionship(championshipId);
  const events = await Promise.all(matches.map((m) => stores.matches.events(m.id)));
  return {
    days: (await stores.championships.days(championshipId)).map((d) => d.id),
    phases: (await stores.championships.phases(championshipId)).map((p) => p.id),
    groups: (await stores.championships.groups(championshipId)).map((g) => g.id),
    teams: teams.map((t) => t.id),
    players: (await stores.championships.players(teams.map((t) => t.id))).map((p) => p.id),
    matches: matches.map((m) => m.id),
    events: events.flat().map((e) => e.id),
  };
}
