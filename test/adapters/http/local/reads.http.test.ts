import { expect } from 'chai';
import type { LocalServer } from './support/localServer';
import { localServer } from './support/localServer';

const JSON_READS = [
  'state',
  'buttons',
  'texts',
  'actions',
  'players',
  'events',
  'eventTypes',
  'statistics',
  'selections',
  'match',
  'matchDays',
  'scorers',
  'standings',
];

describe('local API reads (spec 4.1)', () => {
  let server: LocalServer;
  beforeEach(async () => {
    server = await localServer();
  });
  afterEach(() => server.close());

  it('answers State with the desk, the four sections and the contextKey', async () => {
    const res = await server.call('/api/v1/state');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(res.body).to.include.keys([
      'contextKey',
      'context',
      'canEdit',
      'editing',
      'buttons',
      'texts',
      'actions',
      'players',
      'events',
      'eventTypes',
      'statistics',
      'selections',
      'prepared',
      'match',
      'matchDays',
      'scorers',
      'standings',
    ]);
    expect(res.body.contextKey).to.equal(server.world.contextKey());
    expect(res.body.context).to.deep.equal({
      sport: 'football',
      championshipId: server.world.demo.championshipId,
      matchId: server.world.demo.live.id,
    });
    expect(res.body).to.not.have.property('ocr');
  });

  it('answers the same State the desk service reads', async () => {
    const res = await server.call('/api/v1/state');
    const read = server.world.desk.reads.state();
    expect(res.body).to.deep.equal(JSON.parse(JSON.stringify(read.ok && read.value)));
  });

  it('answers the State of the moment while the timer runs, as the desk service reads it', async () => {
    const key = server.world.contextKey();
    const started = server.world.desk.submit({
      contextKey: key,
      request: { kind: 'click', buttonId: 'timer', gesture: 'left' },
    });
    expect(started.ok).to.be.true;
    await server.world.desk.idle();
    const first = await server.call('/api/v1/state');
    server.world.clock.advance(61_000);
    const res = await server.call('/api/v1/state');
    const read = server.world.desk.reads.state();
    expect(res.body.timer.running).to.be.true;
    expect(res.body.timer.elapsedMs - first.body.timer.elapsedMs).to.equal(61_000);
    expect(res.body).to.deep.equal(JSON.parse(JSON.stringify(read.ok && read.value)));
  });

  it('answers every JSON read with 200', async () => {
    for (const path of JSON_READS) {
      const res = await server.call(`/api/v1/${path}`);
      expect(res.status, path).to.equal(200);
      expect(res.body, path).to.be.an('object');
    }
  });

  it('answers the sections with their contextKey', async () => {
    for (const section of ['match', 'matchDays', 'scorers', 'standings']) {
      const res = await server.call(`/api/v1/${section}`);
      expect(Object.keys(res.body).sort(), section).to.deep.equal(['contextKey', section].sort());
      expect(res.body.contextKey).to.equal(server.world.contextKey());
    }
  });

  it('answers buttons as Buttons (spec 2.2) and one button by id', async () => {
    const list = await server.call('/api/v1/buttons');
    expect(list.body.timer).to.have.all.keys(['id', 'text', 'enabled', 'on', 'preview', 'gestures']);
    const one = await server.call('/api/v1/buttons/graphic_scoreboard');
    expect(one.body).to.deep.equal(list.body.graphic_scoreboard);
  });

  it('answers a button text and a text as text/plain', async () => {
    const button = await server.call('/api/v1/buttons/timer/text');
    expect(button.status).to.equal(200);
    expect(button.headers.get('content-type')).to.match(/^text\/plain/);
    const texts = await server.call('/api/v1/texts');
    const score = await server.call('/api/v1/texts/score_away');
    expect(score.headers.get('content-type')).to.match(/^text\/plain/);
    expect(score.text).to.equal(texts.body.score_away);
    expect(score.text).to.equal('1');
  });

  it('answers 404 for an unknown button, button text or text, a NUL in its id included (an id names, it is not stored)', async () => {
    for (const path of [
      '/api/v1/buttons/nope',
      '/api/v1/buttons/nope/text',
      '/api/v1/texts/nope',
      '/api/v1/texts/%00',
      '/api/v1/buttons/a%00b',
    ]) {
      const res = await server.call(path);
      expect(res.status, path).to.equal(404);
      expect(res.body, path).to.include({ success: false });
    }
  });

  it('answers 404 for an unknown path and 405 for another method', async () => {
    expect((await server.call('/api/v1/nope')).status).to.equal(404);
    const res = await server.call('/api/v1/state', { method: 'DELETE' });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.include('GET');
  });

  it('answers 409 to every read once the match is unloaded; the actions ask to open one', async () => {
    server.world.desk.unload();
    for (const path of [...JSON_READS, 'buttons/timer', 'buttons/timer/text', 'texts/clock']) {
      const res = await server.call(`/api/v1/${path}`);
      expect(res.status, path).to.equal(409);
      expect(res.body, path).to.include({ success: false, code: 'match_unavailable' });
    }
    const actions = await server.call('/api/v1/actions');
    expect(actions.body.error).to.match(/open a match/i);
  });

  it('changes nothing by reading', async () => {
    const before = server.world.changes.length;
    for (const path of JSON_READS) await server.call(`/api/v1/${path}`);
    expect(server.world.changes).to.have.length(before);
  });
});
