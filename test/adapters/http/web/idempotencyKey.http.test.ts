import { expect } from 'chai';
import type { MatchNotification } from '../../../../src/application/ports/Notifications';
import type { Match } from '../../../../src/domain/match/Match';
import type { SeededChampionship } from '../../../support/webChampionships';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';

// The web writes' optional Idempotency-Key (an extension of spec 4.2 rule 4): published in
// api/web.openapi.json and docs/web-api.md.
describeEachWebBackend('Idempotency-Key on the web writes (extension) over HTTP', (factory) => {
  let host: TestWebHost;
  let writer: string;
  let seeded: SeededChampionship;
  let match: Match;

  before(async () => {
    host = await startTestWebHost(factory);
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
    seeded = host.world.championships.football;
    match = liveMatch(seeded);
  });
  after(() => host?.close());

  const endpoint = (name: string) => apiPath('football', name, { championship_id: seeded.championship.id });
  const send = (name: string, json: Record<string, unknown>, key?: string, token = writer) =>
    call(host.url, endpoint(name), {
      token,
      json,
      ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
    });
  const versionOf = async () => ((await host.backend.stores.matches.byId(match.id)) as Match).version;
  async function until(done: () => boolean): Promise<void> {
    for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done(), 'the notification arrived').to.equal(true);
  }
  const eventsOf = async () => (await host.backend.stores.matches.events(match.id)).map((e) => e.id);

  it('answers the same write sent again with the first answer (Idempotent-Replayed), writes and notifies once', async () => {
    const heard: MatchNotification[] = [];
    const stop = host.host.services.notifications.subscribe((n) => heard.push(n));
    try {
      const goal = { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId, timer: '12' };
      const before = await eventsOf();
      const first = await send('update_match_event', goal, 'goal-12-once');
      expect(first.status, first.text).to.equal(200);
      expect(first.headers.get('idempotent-replayed')).to.equal(null);
      const version = await versionOf();
      // On PostgreSQL notifications come back through LISTEN/NOTIFY, after the answer.
      await until(() => heard.some((n) => n.message.version === version));
      const notified = heard.length;
      // The same write in another layout: fields in another order, ids and numbers as numbers or
      // texts, a left-out field absent, null or "".
      const reordered = {
        timer: 12,
        note: null,
        player_id: '',
        club_id: Number(match.homeTeamId),
        type: 1,
        match_id: Number(match.id),
        id: 'new',
      };
      const again = await send('update_match_event', reordered, 'goal-12-once');
      expect(again.status, again.text).to.equal(200);
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      expect(again.body).to.deep.equal(first.body);
      expect(await eventsOf()).to.deep.equal([...before, first.body.data.id]);
      expect(await versionOf()).to.equal(version);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).to.have.length(notified);
    } finally {
      stop();
    }
  });

  it('refuses another write under a kept key: 422 idempotency_key_reused, nothing written', async () => {
    const goal = { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId, timer: '30' };
    expect((await send('update_match_event', goal, 'goal-30')).status).to.equal(200);
    const before = await eventsOf();
    const other = await send('update_match_event', { ...goal, timer: '31' }, 'goal-30');
    expect(other.status, other.text).to.equal(422);
    expect(other.body.code).to.equal('idempotency_key_reused');
    // The same key on the delete endpoint is another write too.
    const removal = await send('delete_match_event', { match_id: match.id, id: before[0] }, 'goal-30');
    expect(removal.status, removal.text).to.equal(422);
    expect(await eventsOf()).to.deep.equal(before);
  });

  it('refuses a malformed key with 400 invalid_idempotency_key before the body is read', async () => {
    const before = await eventsOf();
    const unread = await call(host.url, endpoint('update_match_event'), {
      token: writer,
      raw: '{"not json',
      contentType: 'application/json',
      headers: { 'Idempotency-Key': 'not a key' },
    });
    expect(unread.status, unread.text).to.equal(400);
    expect(unread.body.code).to.equal('invalid_idempotency_key');
    for (const key of ['', 'with space', 'x'.repeat(101), 'é']) {
      const res = await send(
        'update_match_event',
        { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId },
        key,
      );
      expect(res.status, `${JSON.stringify(key)}: ${res.text}`).to.equal(400);
      expect(res.body.code).to.equal('invalid_idempotency_key');
    }
    expect(await eventsOf()).to.deep.equal(before);
  });

  it('answers a delete sent again with its first answer, where an unkeyed one is refused', async () => {
    const created = await send('update_match_event', {
      id: 'new',
      match_id: match.id,
      type: 3,
      club_id: match.awayTeamId,
    });
    const id = created.body.data.id as string;
    const first = await send('delete_match_event', { match_id: match.id, id }, 'delete-card');
    const again = await send('delete_match_event', { match_id: match.id, id }, 'delete-card');
    expect([first.status, again.status]).to.deep.equal([200, 200]);
    expect(again.body).to.deep.equal({ success: true, data: { id, deleted: true } });
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    expect((await send('delete_match_event', { match_id: match.id, id })).status).to.equal(422);
  });

  it("keeps a key for its caller alone: another token's write under it is its own", async () => {
    const other = (await host.world.token({ permission: 'read_write_events' })).secret;
    const goal = { id: 'new', match_id: match.id, type: 1, club_id: match.awayTeamId, timer: '50' };
    const mine = await send('update_match_event', goal, 'shared-key');
    const theirs = await send('update_match_event', goal, 'shared-key', other);
    expect([mine.status, theirs.status]).to.deep.equal([200, 200]);
    expect(theirs.headers.get('idempotent-replayed')).to.equal(null);
    expect(theirs.body.data.id).to.not.equal(mine.body.data.id);
  });
});
