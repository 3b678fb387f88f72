import { createMemoryStores } from '../../../../src/adapters/memory';
import { demoData } from '../../../../src/application/demo/demoData';
import { StoreDeskHost } from '../../../../src/application/desk/host/StoreDeskHost';
import type { HostedMatch } from '../../../../src/application/ports/DeskHost';
import { ImportChampionship } from '../../../../src/application/import/ImportChampionship';
import type { MatchDataStores, Transactions } from '../../../../src/application/ports/MatchData';
import type { Match } from '../../../../src/domain/match/Match';
import type { Sport } from '../../../../src/domain/sport/Sport';

export type Stores = MatchDataStores & { readonly transactions: Transactions };

export interface DemoChampionship {
  readonly championshipId: string;
  /** The in-play match. */
  readonly live: Match;
  /** A finished match of the same championship. */
  readonly finished: Match;
}

/** Imports the demo championship of `sport` and names its live and a finished match. */
export async function importDemo(stores: Stores, sport: Sport = 'football'): Promise<DemoChampionship> {
  const demo = demoData();
  const document = demo.documents.find((d) => d.championship.sport === sport);
  if (!document) throw new Error(`no demo championship for ${sport}`);
  const report = await new ImportChampionship(stores.transactions).run(document, { company: demo.company });
  if (!report.ok) throw new Error(report.error.message);
  const matches = await stores.matches.ofChampionship(report.value.championshipId);
  const live = matches.find((m) => m.status === 'live');
  const finished = matches.find((m) => m.status === 'finished');
  if (!live || !finished) throw new Error(`the ${sport} demo lacks a live or a finished match`);
  return { championshipId: report.value.championshipId, live, finished };
}

/** The demo's live football match as the built-in host loads it, on stores of its own. */
export async function demoHostedMatch(): Promise<HostedMatch> {
  const stores = createMemoryStores();
  const demo = await importDemo(stores);
  const loaded = await new StoreDeskHost(stores).loadMatch(demo.live.id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}
