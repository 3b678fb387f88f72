import { expect } from 'chai';
import { openDatabase } from '../../src/adapters/persistence/typeorm/database';
import { call } from '../support/webClient';
import type { TestHost } from '../adapters/http/local/support/localHost';
import { eventually, TempDir, testHost } from '../adapters/http/local/support/localHost';

const READS = [
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
  'buttons/timer',
  'buttons/timer/text',
  'texts/clock',
];

describe('local host end to end on a demo match', () => {
  const dir = new TempDir();
  let running: TestHost;
  before(async () => {
    await dir.create();
    running = await testHost(dir);
  });
  after(async () => {
    await running.host.close();
    await dir.remove();
  });

  const api = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call(running.host.url as string, `/api/v1${path}`, { token: running.host.key, ...options });

  it('imports the demo data into the empty database, loads the live football match and prints URL and key', async () => {
    expect(running.host.url).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.host.key).to.match(/^[0-9a-f]{64}$/);
    expect(running.printed).to.include(`Local API running: ${running.host.url}/api/v1`);
    expect(running.printed).to.include(`API key: ${running.host.key}`);
    const state = await api('/state');
    expect(state.status).to.equal(200);
    expect(state.body.match).to.include({ status: 'live', homeScore: 0, awayScore: 1 });
    expect(state.body.contextKey).to.match(/^football:\d+:\d+$/);
  });

  it('lets a control surface record a goal through an action and poll it to accepted', async () => {
    const state = (await api('/state')).body;
    const scorer = state.players.find(
      (p: { teamSide: string; role: string }) => p.teamSide === 'home' && p.role === 'field',
    );
    const actions = (await api('/actions')).body;
    expect(actions.record_event).to.include({ available: true });
    const posted = await api('/actions/record_event', {
      json: { contextKey: state.contextKey, params: { type: 1, playerId: scorer.id, timer: '71' } },
      headers: { 'Idempotency-Key': 'e2e-goal-71' },
    });
    expect(posted.status).to.equal(202);
    const command = await eventually(async () => {
      const polled = await call(running.host.url as string, posted.body.statusUrl, {
        token: running.host.key,
      });
      return polled.body.state === 'pending' ? undefined : polled.body;
    });
    expect(command.state).to.equal('accepted');

    const after = (await api('/state')).body;
    expect(after.score).to.deep.equal({ home: 1, away: 1 });
    expect(after.match).to.include({ homeScore: 1, awayScore: 1 });
    expect(after.texts).to.include({ score_home: '1', score_away: '1' });
    const scorers = (await api('/scorers')).body.scorers;
    expect(scorers).to.deep.include({
      eventId: command.result.eventId,
      playerId: scorer.id,
      playerName: scorer.name,
      label: scorers.find((s: { eventId: string }) => s.eventId === command.result.eventId).label,
      side: 'home',
      type: 1,
      timer: '71',
      additionalTimer: null,
      points: 1,
      ownGoal: false,
    });
    const day = (await api('/matchDays')).body.matchDays.find(
      (d: { relation: string }) => d.relation === 'current',
    );
    expect(day.matches.find((m: { id: string }) => m.id === after.context.matchId)).to.include({
      homeScore: 1,
    });
  });

  it('shows the operator status: address and port, protection, match and clients', async () => {
    const texts = (await api('/texts')).body;
    const contextKey = (await api('/state')).body.contextKey;
    const answer = await running.type('status');
    expect(answer).to.include(`Running: ${running.host.url}`);
    expect(answer).to.include('Protection: API key required');
    expect(answer).to.include(`Match: ${contextKey} ${texts.home_team} v ${texts.away_team}`);
    expect(answer).to.match(/Clients: [1-9]/);
  });

  it('answers 409 to every read once the operator unloads the match', async () => {
    expect(await running.type('unload')).to.match(/^unloaded football:/);
    for (const path of READS) {
      const res = await api(`/${path}`);
      expect(res.status, path).to.equal(409);
      expect(res.body, path).to.include({ code: 'match_unavailable' });
    }
    const refused = await api('/buttons/timer/click', { json: { contextKey: 'football:1:1' } });
    expect(refused.status).to.equal(409);
  });
});

describe('local host on an embedder’s own empty database', () => {
  const dir = new TempDir();
  before(() => dir.create());
  after(() => dir.remove());

  it('leaves it empty with demo: false, and loads no match (found by QA: the demo was always imported)', async () => {
    const databaseUrl = `sqlite:${dir.file('own.sqlite')}`;
    const running = await testHost(dir, { demo: false, databaseUrl });
    try {
      const state = await call(running.host.url as string, '/api/v1/state', { token: running.host.key });
      expect([state.status, state.body.code]).to.deep.equal([409, 'match_unavailable']);
    } finally {
      await running.host.close();
    }
    const db = await openDatabase(databaseUrl);
    try {
      expect(await db.stores.companies.list()).to.deep.equal([]);
    } finally {
      await db.close();
    }
  });
});
