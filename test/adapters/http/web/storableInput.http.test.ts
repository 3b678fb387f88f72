import { expect } from 'chai';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';

// Found by review: on PostgreSQL a text holding NUL (U+0000) and a whole number beyond 32 bits
// passed the checks and failed at the database with 500, before any login for POST /api/session.
// Both are refused where they come in, with the field named, on every store alike.
describeEachWebBackend('texts and whole numbers no store can keep, over HTTP', (factory) => {
  let host: TestWebHost;
  let writer: string;

  before(async () => {
    host = await startTestWebHost(factory);
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
  });
  after(() => host?.close());

  it('refuses a login whose email holds NUL with 400 naming the field, not 500', async () => {
    const res = await call(host.url, '/api/session', {
      json: { email: 'a\u0000@example.com', password: 'not the password' },
    });
    expect(res.status, res.text).to.equal(400);
    expect(res.text).to.contain('NUL');
    expect(res.text).to.contain('email');
  });

  it('refuses an event write with a NUL note or a minute beyond 32 bits, and stores nothing', async () => {
    const seeded = host.world.championships.football;
    const match = liveMatch(seeded);
    const path = apiPath('football', 'update_match_event', { championship_id: seeded.championship.id });
    const before = (await host.backend.stores.matches.events(match.id)).length;
    const goal = { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId };
    for (const [json, field] of [
      [{ ...goal, note: 'a\u0000b' }, 'note'],
      [{ ...goal, additional_timer: 2_147_483_648 }, 'additional_timer'],
      [{ ...goal, value: -2_147_483_649 }, 'value'],
    ] as const) {
      const res = await call(host.url, path, { token: writer, json });
      expect(res.status, res.text).to.be.oneOf([400, 422]);
      expect(res.text).to.contain(field);
    }
    expect((await host.backend.stores.matches.events(match.id)).length).to.equal(before);
    const kept = await call(host.url, path, {
      token: writer,
      json: { ...goal, additional_timer: 2_147_483_647 },
    });
    expect(kept.status, kept.text).to.equal(200);
  });
});
