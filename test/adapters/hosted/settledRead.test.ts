import { expect } from 'chai';
import { WebHostedService } from '../../../src/adapters/hosted/WebHostedService';
import { WebClient } from '../../../src/client/web/WebClient';
import { liveMatch } from '../../support/webChampionships';
import type { TestWebHost } from '../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../support/webHost';

/**
 * The hosted desk's whole read of a match (WebHostedService.read) on a real web host, with a goal
 * written by another client while its parts are read: the parts are read again until the match's
 * version holds, and a read whose match changed on every try says so (settled: false) rather than
 * passing off a score beside the events of another moment.
 */
describe('WebHostedService.read: a match that changes while it is read', () => {
  let web: TestWebHost;
  let writer: WebClient;
  let token: string;

  before(async () => {
    web = await startTestWebHost(sqliteWebBackend);
    token = (await web.world.token({ permission: 'read_write_events' })).secret;
    writer = new WebClient({ baseUrl: web.url, token });
  });
  after(() => web.close());

  /** A reader whose every `get_match_events` request is preceded by a goal while `goals` > 0. */
  function readerWritingGoals(goals: number) {
    const m = liveMatch(web.world.championships.football);
    let left = goals;
    let eventReads = 0;
    const writing: typeof fetch = async (input, init) => {
      if (String(input).includes('/get_match_events')) {
        eventReads += 1;
        if (left > 0) {
          left -= 1;
          await writer.updateMatchEvent(
            { sport: 'football', championshipId: m.championshipId },
            { id: 'new', match_id: m.id, type: 1, club_id: m.awayTeamId, timer: '60' },
          );
        }
      }
      return fetch(input, init);
    };
    const service = new WebHostedService(new WebClient({ baseUrl: web.url, token, fetch: writing }));
    const read = () => service.read({ sport: 'football', championshipId: m.championshipId, matchId: m.id });
    return { read, eventReads: () => eventReads };
  }

  it('reads the parts again when a write commits between them, and pairs the score with its events', async () => {
    const reader = readerWritingGoals(1);
    const read = await reader.read();
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.settled).to.equal(true);
    expect(reader.eventReads()).to.equal(2);
    const goals = read.value.events.filter(
      (e) => e.type === 1 && e.clubId === read.value.head.match.awayTeamId,
    );
    expect(read.value.head.match.awayScore).to.equal(goals.length);
  });

  it('says a read is not settled when the match changed during each of its three tries', async () => {
    const reader = readerWritingGoals(3);
    const read = await reader.read();
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.settled).to.equal(false);
    expect(reader.eventReads()).to.equal(3);
    // And the next read, with nothing written meanwhile, is settled.
    const again = await reader.read();
    expect(again.ok && again.value.settled).to.equal(true);
  });
});
