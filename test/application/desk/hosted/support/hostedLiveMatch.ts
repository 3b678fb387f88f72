import type { HostedMatchData } from '../../../../../src/application/ports/HostedMatches';
import { WebHostedService } from '../../../../../src/adapters/hosted/WebHostedService';
import { WebClient } from '../../../../../src/client/web/WebClient';
import { liveMatch } from '../../../../support/webChampionships';
import { sqliteWebBackend, startTestWebHost } from '../../../../support/webHost';

/**
 * A live football match with a home goal, as a real web host's reads give it (read once, then
 * served by stand-ins whose link drops at will).
 */
export async function hostedLiveMatch(): Promise<HostedMatchData> {
  const web = await startTestWebHost(sqliteWebBackend);
  try {
    const token = await web.world.token({ permission: 'read_write_events' });
    const m = liveMatch(web.world.championships.football);
    const client = new WebClient({ baseUrl: web.url, token: token.secret });
    await client.updateMatchEvent(
      { sport: 'football', championshipId: m.championshipId },
      { id: 'new', match_id: m.id, type: 1, club_id: m.homeTeamId, timer: '12' },
    );
    const read = await new WebHostedService(client).read({
      sport: 'football',
      championshipId: m.championshipId,
      matchId: m.id,
    });
    if (!read.ok) throw new Error(read.error.message);
    return read.value;
  } finally {
    await web.close();
  }
}
