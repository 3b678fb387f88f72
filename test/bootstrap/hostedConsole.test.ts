import { expect } from 'chai';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { hostedWsHost } from '../adapters/ws/support/wsHost';
import { eventually } from '../adapters/http/local/support/localHost';
import { liveMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';

describe('the operator console of a hosted desk (issue 12)', () => {
  let web: TestWebHost;
  let desk: WsHost;

  before(async () => {
    web = await startTestWebHost(sqliteWebBackend);
    desk = await hostedWsHost(web, web.world.users.restrictedA);
  });
  after(async () => {
    await desk?.stop();
    await web?.close();
  });

  it('starts with no match: the embedded demo data is not used', async () => {
    expect((await desk.read('/state')).status).to.equal(409);
    expect(desk.printed.join('\n')).to.include(
      `Hosted service: ${web.url} as ${web.world.users.restrictedA.email}`,
    );
  });

  it("`load` lists the hosted championships and the matches this user may see, with the user's team restrictions", async () => {
    const listing = await desk.type('load');
    const football = web.world.championships.football;
    expect(listing).to.include(
      `football ${football.championship.name} (championship ${football.championship.id})`,
    );
    const restrictedTeam = football.teams[0]?.id;
    for (const m of football.matches) {
      const visible = m.homeTeamId === restrictedTeam || m.awayTeamId === restrictedTeam;
      expect(listing.includes(`load ${m.id} `), `match ${m.id}`).to.equal(visible);
    }
    expect(listing).to.not.include(`(championship ${web.world.foreign.championship.id})`);
  });

  it('`load ID` loads a hosted match by its id, and `status` shows the hosted link', async () => {
    const football = web.world.championships.football;
    const match = liveMatch(football);
    expect(await desk.type(`load ${match.id}`)).to.equal(
      `loaded football:${football.championship.id}:${match.id}`,
    );
    const status = await eventually(async () => {
      const s = await desk.type('status');
      return s.includes('online') ? s : undefined;
    });
    expect(status).to.include(
      `Hosted: ${web.url} as ${web.world.users.restrictedA.email}, online, pending writes 0`,
    );
  });
});
