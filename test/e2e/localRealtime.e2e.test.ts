import { expect } from 'chai';
import { readFile, writeFile } from 'node:fs/promises';
import type { SessionStats } from '../../src/adapters/ws/local/DeskSocket';
import type { Message, WsClient } from '../support/wsClient';
import { connect } from '../support/wsClient';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { wsHost } from '../adapters/ws/support/wsHost';

const HARD_CAP = 1024 * 1024;
const SOFT = 64 * 1024;
/** A value no test data holds, to look for in the project file. */
const SENTINEL = 'OCR-SENTINEL-7f3a';

/** Waits until `check` holds, polling. */
async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A pong from the source: every reading sent before it was handled. */
async function handled(source: WsClient): Promise<void> {
  const from = source.messages.length;
  source.send({ type: 'ping' });
  await source.nextOf('pong', from);
}

describe('end to end: one OCR source, two overlays and a control surface on the demo match (issue 5)', () => {
  let host: WsHost;
  let project: string;
  let source: WsClient;
  let overlays: WsClient[];
  let surface: WsClient;

  before(async () => {
    host = await wsHost({
      ws: { heartbeatMs: 1000, softBufferBytes: SOFT, hardBufferBytes: HARD_CAP },
      // The source streams far faster than a real one (5–30 readings/s), to make a slow client fall behind.
      ocrIngress: { messageRate: { name: 'ocr-e2e', capacity: 100_000, refillPerSecond: 100_000 } },
    });
    project = host.dir.file('final.mdp.json');
    await writeFile(project, JSON.stringify({ title: 'Final' }));
    expect(await host.type('scoreboard vendor scoreboard-ocr')).to.equal(
      'Scoreboard: scoreboard-ocr (active)',
    );
    for (const [name, variable] of [
      ['Time', 'CLOCK_SVC'],
      ['Home Score', 'T1_SCORE'],
      ['Away Score', 'T2_SCORE'],
      ['Period', 'SET_SVC'],
    ]) {
      expect(await host.type(`ocr associate ${name} ${variable}`)).to.match(/^associated /);
    }
    const byHeader = await host.session();
    const byFrame = await connect(host.ws);
    byFrame.send({ type: 'auth', token: host.key });
    await byFrame.nextOf('state');
    overlays = [byHeader, byFrame];
    surface = await host.session();
    source = await host.source();
  });
  after(async () => {
    for (const c of [source, surface, ...overlays]) c.close();
    await host.stop();
  });

  const lastState = (c: WsClient): Message => c.lastState() as Message;

  it('streams clock and score readings that the overlays see in texts and ocr, the saved score untouched', async () => {
    const saved = {
      match: (await host.read('/match')).body.match,
      scorers: (await host.read('/scorers')).body.scorers,
      events: (await host.read('/events')).body.events,
    };
    for (let s = 0; s < 20; s += 1) {
      source.send({
        type: 'ocr',
        seq: s,
        values: {
          Time: `44:${String(s + 40).padStart(2, '0')}`,
          'Home Score': 3,
          'Away Score': '2',
          Period: '1',
        },
      });
      await handled(source);
    }
    for (const overlay of overlays) {
      await overlay.next((m) => m.type === 'state' && m.state.texts.clock === '44:59');
      const state = lastState(overlay).state;
      expect(state.texts).to.include({ clock: '44:59', score_home: '3', score_away: '2', period: '1' });
      expect(state.ocr.values).to.deep.equal({
        Time: '44:59',
        'Home Score': '3',
        'Away Score': '2',
        Period: '1',
      });
      expect(state.ocr.mappedValues).to.deep.equal({
        CLOCK_SVC: '44:59',
        T1_SCORE: '3',
        T2_SCORE: '2',
        SET_SVC: '1',
      });
      expect(state.match).to.deep.equal(saved.match);
      expect(state.scorers).to.deep.equal(saved.scorers);
    }
    expect((await host.read('/match')).body.match).to.deep.equal(saved.match);
    expect((await host.read('/events')).body.events).to.deep.equal(saved.events);
  });

  it('lets the surface record a goal over the socket: ack, then accepted; the overlays see the new score and scorers', async () => {
    const before = lastState(surface);
    const scorer = before.state.players.find(
      (p: { teamSide: string; role: string }) => p.teamSide === 'home' && p.role === 'field',
    );
    surface.send({
      type: 'action',
      requestId: 'goal-71',
      actionId: 'record_event',
      contextKey: before.contextKey,
      params: { type: 1, playerId: scorer.id, timer: '71' },
    });
    const ack = await surface.nextOf('ack');
    expect(ack.requestId).to.equal('goal-71');
    expect(ack.command).to.include({ state: 'pending', kind: 'action', contextKey: before.contextKey });
    const done = await surface.next(
      (m) => m.type === 'command' && m.command.id === ack.command.id && m.command.state !== 'pending',
    );
    expect(done.command.state).to.equal('accepted');
    const eventId = done.command.result.eventId;
    for (const overlay of overlays) {
      const seen = await overlay.next(
        (m) => m.type === 'state' && m.state.scorers.some((s: { eventId: string }) => s.eventId === eventId),
      );
      expect(seen.state.score.home).to.equal(before.state.score.home + 1);
      expect(seen.state.match.homeScore).to.equal(before.state.match.homeScore + 1);
      expect(seen.state.scorers.find((s: { eventId: string }) => s.eventId === eventId)).to.include({
        playerId: scorer.id,
        side: 'home',
        timer: '71',
      });
      // The graphic texts stay the OCR reading (spec 6.2 rule 3), the saved score moved.
      expect(seen.state.texts.score_home).to.equal('3');
      expect(
        overlay.of('command').some((m) => m.command.id === eventId || m.command.id === ack.command.id),
      ).to.equal(true);
    }
  });

  it('keeps a deliberately slow client from delaying the others or growing the server memory', async () => {
    const slow = await host.session();
    const slowId = Math.max(...host.host.sessions.stats().map((s) => s.id));
    const statsOf = (): SessionStats =>
      host.host.sessions.stats().find((s) => s.id === slowId) as SessionStats;
    const received = slow.of('state').length;
    const revAtPause = lastState(slow).rev as number;
    const frameBytes = Math.max(
      ...slow.raw.filter((t) => t.startsWith('{"type":"state"')).map((t) => Buffer.byteLength(t)),
    );
    slow.pause();
    let maxBuffered = 0;
    let skipped = false;
    const delays: number[] = [];
    const readings = 1500;
    for (let s = 1; s <= readings; s += 1) {
      const clock = `s${s}`;
      source.send({ type: 'ocr', values: { Time: clock, Filler: SENTINEL } });
      const sent = Date.now();
      if (s % 50 === 0 || s === readings) {
        await Promise.all(
          overlays.map((o) =>
            o.next((m) => m.type === 'state' && m.state.texts.clock === clock, 3000, o.messages.length),
          ),
        );
        delays.push(Date.now() - sent);
      } else {
        await handled(source);
      }
      const stats = statsOf();
      maxBuffered = Math.max(maxBuffered, stats.bufferedBytes);
      const latest = lastState(overlays[0] as WsClient).rev as number;
      if (stats.rev < latest - 1) skipped = true;
    }
    const latest = lastState(overlays[0] as WsClient);
    expect(latest.state.texts.clock).to.equal(`s${readings}`);
    expect(lastState(overlays[1] as WsClient).rev).to.equal(latest.rev);
    expect(skipped, 'the slow client fell behind').to.equal(true);
    // Latest wins: at most one state (and a few small messages) waits for the slow client.
    expect(maxBuffered, 'bytes waiting for the slow client').to.be.at.most(SOFT + frameBytes + 4096);
    expect(maxBuffered).to.be.below(HARD_CAP);
    expect(Math.max(...delays), 'ms for a fast overlay to see a reading').to.be.below(500);

    slow.resume();
    await slow.next((m) => m.type === 'state' && m.rev === latest.rev, 5000);
    const slowStates = slow.of('state').length - received;
    expect(slowStates, 'states the slow client got: the latest, not a queue').to.be.below(
      latest.rev - revAtPause,
    );
    expect(slow.isClosed).to.equal(false);
    await until(() => statsOf().bufferedBytes === 0, 'the slow client drained');
    slow.close();
  });

  it('tells the overlays when the operator unloads the match, and HTTP reads get 409', async () => {
    const contextKey = lastState(overlays[0] as WsClient).contextKey;
    expect(await host.type('unload')).to.equal(`unloaded ${contextKey}`);
    for (const overlay of overlays) {
      expect(await overlay.nextOf('unavailable')).to.deep.equal({
        type: 'unavailable',
        reason: 'match_unloaded',
        contextKey,
      });
    }
    const read = await host.read('/state');
    expect(read.status).to.equal(409);
    expect(read.body).to.include({ code: 'match_unavailable' });
  });

  it('saves the associations and the source to the project file, never a reading or the ingress key', async () => {
    expect(await host.type(`save ${project}`)).to.equal(`saved localControl (without keys) to ${project}`);
    const text = await readFile(project, 'utf8');
    const saved = JSON.parse(text);
    expect(saved.scoreboardTable).to.deep.equal({ vendor: 'scoreboard-ocr', active: true });
    expect(saved.localControl.ocrAssociations).to.deep.include({
      reading: 'Home Score',
      variable: 'T1_SCORE',
    });
    expect(text).to.not.include(host.ingressKey());
    expect(text).to.not.include(host.key);
    expect(text).to.not.include(SENTINEL);
    expect(text).to.not.match(/44:59|"s1500"|ocrIngressKey|localKey|"values"|diagnostic/);
  });
});
