import { expect } from 'chai';
import { StoreDeskHost } from '../../../src/application/desk/host/StoreDeskHost';
import type { DeskHost, HostedMatch } from '../../../src/application/ports/DeskHost';
import { deskStateView } from '../../../src/domain/desk/views/deskStateView';
import { openDesk } from '../../../src/domain/desk/openDesk';
import { SPORTS } from '../../../src/domain/sport/Sport';
import { hostedDeskOn } from '../../support/hostedDesk';
import { liveMatch } from '../../support/webChampionships';
import type { TestWebHost } from '../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../support/webHost';
import type { DeskHostWorld } from './deskHostContract';
import { describeDeskHostContract } from './deskHostContract';

/** What clients see of a loaded match: the desk's part of State and the four sections. */
function shown(hosted: HostedMatch) {
  return { desk: deskStateView(openDesk(hosted.source), 0), sections: hosted.sections };
}

async function load(host: DeskHost, matchId: string): Promise<HostedMatch> {
  const result = await host.loadMatch(matchId);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describeEachWebBackend('DeskHost adapters', (factory) => {
  let web: TestWebHost;
  beforeEach(async () => {
    web = await startTestWebHost(factory);
  });
  afterEach(() => web.close());
  const world = (): DeskHostWorld => ({ web, backend: web.backend });

  describeDeskHostContract('embedded store (StoreDeskHost)', world, (w) =>
    Promise.resolve({ host: new StoreDeskHost(w.backend.stores), close: () => Promise.resolve() }),
  );

  describeDeskHostContract('hosted service (HostedDeskHost over the web API)', world, async (w) => {
    const desk = await hostedDeskOn(w.web, w.web.world.users.adminA);
    return { host: desk.host, close: () => desk.host.close() };
  });

  describe('the hosted host shows what the embedded host shows for the same data', () => {
    for (const sport of SPORTS) {
      it(`${sport}: the same desk state and sections for the live match`, async () => {
        const match = liveMatch(web.world.championships[sport]);
        const hosted = await hostedDeskOn(web, web.world.users.adminA);
        try {
          const embedded = shown(await load(new StoreDeskHost(web.backend.stores), match.id));
          const remote = shown(await load(hosted.host, match.id));
          if (sport === 'tennis') {
            // docs/local-api.md (hosted mode): the web API publishes no tennis players (get_match_players
            // is for team sports), so the hosted desk lists none; everything else is the same.
            expect(remote.desk.players).to.deep.equal([]);
            expect(embedded.desk.players.length).to.be.greaterThan(0);
            expect({ ...remote, desk: { ...remote.desk, players: [] } }).to.deep.equal({
              ...embedded,
              desk: { ...embedded.desk, players: [] },
            });
          } else {
            expect(remote).to.deep.equal(embedded);
          }
        } finally {
          await hosted.host.close();
        }
      });
    }

    it('canEdit follows the user: false for a member without the right to write events', async () => {
      const match = liveMatch(web.world.championships.football);
      const member = await hostedDeskOn(web, web.world.users.memberA);
      try {
        const hosted = await load(member.host, match.id);
        expect(hosted.source.canEdit).to.equal(false);
        expect(shown(hosted).desk.canEdit).to.equal(false);
      } finally {
        await member.host.close();
      }
    });

    it("a member restricted to teams cannot load another team's match (its rights apply)", async () => {
      const football = web.world.championships.football;
      const restricted = await hostedDeskOn(web, web.world.users.restrictedA);
      try {
        const other = football.matches.find(
          (m) => m.homeTeamId !== football.teams[0]?.id && m.awayTeamId !== football.teams[0]?.id,
        );
        const result = await restricted.host.loadMatch(
          `football:${football.championship.id}:${other?.id ?? ''}`,
        );
        expect(result.ok).to.equal(false);
        if (!result.ok) expect(result.error.code).to.equal('team_not_allowed');
      } finally {
        await restricted.host.close();
      }
    });
  });
});
