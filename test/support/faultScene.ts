// The live match seen from the hosted service, for the fault tests of the desk's write journal.
import { expect } from 'chai';
import { RecomputeStandings } from '../../src/application/standings/RecomputeStandings';
import type { WebClient } from '../../src/client/web/WebClient';
import type { Player } from '../../src/domain/championship/Championship';
import type { Match } from '../../src/domain/match/Match';
import type { SeededChampionship } from './webChampionships';
import { liveMatch } from './webChampionships';
import type { TestWebHost } from './webHost';

/** The request of a desk's event write, as the proxy sees it. */
export const UPDATE = 'POST /api/football/update_match_event';

/** The live match, its field and bench players per side, and how to read it back from the service. */
export interface Scene {
  readonly football: SeededChampionship;
  readonly match: Match;
  readonly contextKey: string;
  readonly home: { readonly field: Player; readonly bench: Player };
  readonly away: { readonly field: Player; readonly bench: Player };
}

/**
 * The live match of day 2, marked finished so that its result counts in the standings (a goal
 * written twice, or lost, would show there too).
 */
export async function sceneOf(web: TestWebHost): Promise<Scene> {
  const football = web.world.championships.football;
  const match: Match = { ...liveMatch(football), status: 'finished' };
  await web.backend.stores.matches.update(match);
  const recomputed = await new RecomputeStandings(web.backend.stores).run(football.championship.id);
  if (!recomputed.ok) throw new Error(recomputed.error.message);
  const playersOf = (teamId: string) => {
    const [field, bench] = football.players.filter((p) => p.teamId === teamId);
    if (!field || !bench) throw new Error(`team ${teamId} has fewer than two players`);
    return { field, bench };
  };
  return {
    football,
    match,
    contextKey: `football:${football.championship.id}:${match.id}`,
    home: playersOf(match.homeTeamId),
    away: playersOf(match.awayTeamId),
  };
}

/** What the hosted service holds for the match: events (as `type:player:timer`), score, standings. */
export async function hostedView(reader: WebClient, scene: Scene) {
  const ref = {
    sport: 'football' as const,
    championshipId: scene.football.championship.id,
    matchId: scene.match.id,
  };
  const [events, head, standings] = await Promise.all([
    reader.getMatchEvents(ref),
    reader.getMatch(ref),
    reader.getChampionshipStandings(ref),
  ]);
  return {
    events: events.map(
      (e) => `${e.type}:${'playerId' in e ? e.playerId : ''}:${'timer' in e ? (e.timer ?? '') : ''}`,
    ),
    score: [head.match.homeScore, head.match.awayScore],
    standings,
  };
}

/** The stored standings equal a recomputation from scratch over the stored results. */
export async function standingsAreRight(web: TestWebHost, reader: WebClient, scene: Scene): Promise<void> {
  const ref = { sport: 'football' as const, championshipId: scene.football.championship.id };
  const stored = await reader.getChampionshipStandings(ref);
  const recomputed = await new RecomputeStandings(web.backend.stores).run(scene.football.championship.id);
  expect(recomputed.ok).to.equal(true);
  expect(await reader.getChampionshipStandings(ref)).to.deep.equal(stored);
}
