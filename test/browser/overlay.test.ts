import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { silentLogger } from '../../src/adapters/http/Logger';
import type { RunningLocalHost } from '../../src/bootstrap/local';
import { startLocalHost } from '../../src/bootstrap/local';
import { eventually, freePort, TempDir } from '../adapters/http/local/support/localHost';
import type { RunningBrowser } from '../support/browser';
import { describeWhenChromium, launchChromium, screenshotPath } from '../support/browser';
import { call } from '../support/webClient';
import type { Message, WsClient } from '../support/wsClient';
import { connect, wsUrl } from '../support/wsClient';

/**
 * The few page globals the page-side functions use, as `globalThis` there (this project compiles
 * without the DOM library; those functions are serialized, so they can call nothing of this file).
 */
interface PageElement {
  textContent: string | null;
  scrollWidth: number;
  scrollHeight: number;
}
interface PageGlobals {
  document: {
    getElementById(id: string): PageElement | null;
    documentElement: PageElement;
    body: PageElement;
  };
  getComputedStyle(element: PageElement): { backgroundColor: string; overflow: string };
  innerWidth: number;
  innerHeight: number;
}

const WIDTH = 1920;
const HEIGHT = 1080;
/** The readings of a ScoreSight-style source, fed to the variables by the associations. */
const ASSOCIATIONS = [
  { reading: 'Time', variable: 'CLOCK_SVC' },
  { reading: 'Home Score', variable: 'T1_SCORE' },
  { reading: 'Away Score', variable: 'T2_SCORE' },
  { reading: 'Period', variable: 'SET_SVC' },
] as const;

describeWhenChromium('the live overlay in a browser source (issue 6)', (executablePath) => {
  const dir = new TempDir();
  let port: number;
  let host: RunningLocalHost | undefined;
  let browser: RunningBrowser;
  let page: Page;
  let source: WsClient | undefined;
  /** Content-Security-Policy violations the browser reported: there must be none. */
  const violations: string[] = [];
  /** Every WebSocket the pages opened. */
  const sockets: string[] = [];

  async function start(): Promise<RunningLocalHost> {
    host = await startLocalHost({
      port,
      databaseUrl: `sqlite:${dir.file('desk.sqlite')}`,
      settingsPath: dir.file('settings.json'),
      logger: silentLogger,
      print: () => undefined,
      ws: { heartbeatMs: 2_000 },
    });
    return host;
  }
  const running = (): RunningLocalHost => host as RunningLocalHost;
  const base = (): string => running().url as string;
  const key = (): string => running().key;
  const read = async (path: string): Promise<Message> => {
    const res = await call(base(), `/api/v1${path}`, { token: key() });
    expect(res.status, path).to.equal(200);
    return res.body as Message;
  };

  async function newPage(): Promise<Page> {
    const opened = await browser.context.newPage();
    await opened.setViewportSize({ width: WIDTH, height: HEIGHT });
    opened.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    opened.on('websocket', (socket) => sockets.push(socket.url()));
    return opened;
  }
  const textOf = async (p: Page, id: string): Promise<string> => (await p.textContent(`#${id}`)) ?? '';
  const waitForText = (p: Page, id: string, text: string) =>
    p.waitForFunction(
      ([i, t]) => (globalThis as unknown as PageGlobals).document.getElementById(i)?.textContent === t,
      [id, text] as const,
      {
        timeout: 10_000,
      },
    );
  const connection = (p: Page): Promise<string | null> => p.getAttribute('#stage', 'data-connection');

  /** Records a goal like a control surface: POST the action, then poll its statusUrl to the end. */
  async function recordGoal(side: 'home' | 'away', timer: string): Promise<Message> {
    const state = await read('/state');
    const scorer = state.players.find(
      (p: Message) => p.teamSide === side && p.role === 'field' && p.name !== '',
    ) as Message;
    const posted = await call(base(), '/api/v1/actions/record_event', {
      token: key(),
      json: { contextKey: state.contextKey, params: { type: 1, playerId: scorer.id, timer } },
    });
    expect(posted.status).to.equal(202);
    const done = await eventually(async () => {
      const status = await call(base(), posted.body.statusUrl, { token: key() });
      return status.body.state === 'pending' ? undefined : (status.body as Message);
    });
    expect(done.state).to.equal('accepted');
    return scorer;
  }

  async function clickTimer(): Promise<void> {
    const state = await read('/state');
    const res = await call(base(), '/api/v1/buttons/timer/click', {
      token: key(),
      json: { contextKey: state.contextKey },
    });
    expect(res.status).to.equal(202);
  }

  /** Sends a reading, then a ping: its pong says the reading was handled. */
  async function sendReading(values: Record<string, string | number>): Promise<void> {
    const ocr = source as WsClient;
    const from = ocr.messages.length;
    ocr.send({ type: 'ocr', values });
    ocr.send({ type: 'ping' });
    const answer = await ocr.next((m) => m.type === 'pong' || m.type === 'error', 3000, from);
    expect(answer.type, JSON.stringify(answer)).to.equal('pong');
  }

  before(async function () {
    this.timeout(60_000);
    await dir.create();
    port = await freePort();
    await start();
    const applied = await running().apply({
      scoreboardTable: { vendor: 'scoreboard-ocr', active: true },
      ocrAssociations: [...ASSOCIATIONS],
    });
    expect(applied.ok, 'the OCR source is enabled').to.equal(true);
    browser = await launchChromium(executablePath);
    page = await newPage();
  });
  after(async () => {
    source?.close();
    await browser?.close();
    await host?.close();
    await dir.remove();
  });
  afterEach(() => expect(violations).to.deep.equal([]));

  it('shows the desk’s teams, score, clock and period on a transparent page without scrollbars', async function () {
    this.timeout(30_000);
    await page.goto(`${base()}/overlay/#key=${key()}`);
    await page.waitForSelector('#score-bug', { state: 'visible' });
    expect(await connection(page)).to.equal('open');
    const { texts } = await read('/state');
    expect(await textOf(page, 'home-name')).to.equal(texts.home_short);
    expect(await textOf(page, 'away-name')).to.equal(texts.away_short);
    expect(await textOf(page, 'home-score')).to.equal(texts.score_home);
    expect(await textOf(page, 'away-score')).to.equal(texts.score_away);
    expect(await textOf(page, 'clock')).to.equal(texts.clock);
    expect(await textOf(page, 'period')).to.equal(texts.period);
    expect(await page.isVisible('#lower-third'), 'no old goal is announced').to.equal(false);
    expect(await page.isVisible('#banner')).to.equal(false);
    expect(await page.isVisible('#key-form')).to.equal(false);

    const layout = await page.evaluate(() => {
      const { document, getComputedStyle, innerWidth, innerHeight } = globalThis as unknown as PageGlobals;
      return {
        html: getComputedStyle(document.documentElement).backgroundColor,
        body: getComputedStyle(document.body).backgroundColor,
        overflow: getComputedStyle(document.body).overflow,
        scrollWidth: document.documentElement.scrollWidth,
        scrollHeight: document.documentElement.scrollHeight,
        width: innerWidth,
        height: innerHeight,
      };
    });
    expect(layout).to.include({ html: 'rgba(0, 0, 0, 0)', body: 'rgba(0, 0, 0, 0)', overflow: 'hidden' });
    expect(layout.scrollWidth).to.be.at.most(layout.width);
    expect(layout.scrollHeight).to.be.at.most(layout.height);
    expect(
      sockets.every((url) => url === wsUrl(base(), '/api/v1/ws')),
      'no key in any socket URL',
    ).to.equal(true);
    await page.screenshot({ path: screenshotPath('overlay-desk.png'), omitBackground: true });
  });

  it('ticks the desk clock while its timer runs, and shows the desk’s clock once it stops', async function () {
    this.timeout(30_000);
    const stopped = await textOf(page, 'clock');
    await clickTimer();
    await page.waitForFunction(
      (before) =>
        (globalThis as unknown as PageGlobals).document.getElementById('clock')?.textContent !== before,
      stopped,
      {
        timeout: 5_000,
      },
    );
    await page.waitForTimeout(1_100);
    await clickTimer();
    const { texts, timer } = await eventually(async () => {
      const state = await read('/state');
      return state.timer.running ? undefined : state;
    });
    expect(timer.running).to.equal(false);
    await waitForText(page, 'clock', texts.clock);
    expect(texts.clock).not.to.equal(stopped);
  });

  it('shows a goal recorded through POST /actions/record_event: the new score and the scorer in the lower-third', async function () {
    this.timeout(30_000);
    const before = await read('/state');
    const scorer = await recordGoal('home', '24');
    const after = await read('/state');
    expect(after.score.home).to.equal(before.score.home + 1);
    await waitForText(page, 'home-score', String(after.score.home));
    expect(await textOf(page, 'home-score')).to.equal(after.texts.score_home);
    expect(await textOf(page, 'away-score')).to.equal(after.texts.score_away);
    await page.waitForSelector('#lower-third', { state: 'visible' });
    const last = after.scorers[after.scorers.length - 1];
    expect(last.playerId).to.equal(scorer.id);
    expect(await textOf(page, 'scorer-name')).to.equal(last.playerName);
    expect(await textOf(page, 'scorer-minute')).to.equal("24'");
    expect(await textOf(page, 'scorer-team')).to.equal(after.texts.home_team);
    expect(await page.getAttribute('#lower-third', 'data-side')).to.equal('home');
    await page.screenshot({ path: screenshotPath('overlay-goal.png'), omitBackground: true });
  });

  it('shows the clock, score and period an OCR source reads, exactly as sent', async function () {
    this.timeout(30_000);
    const ingressKey = running().services.settings().keys.ocrIngressKey;
    source = await connect(wsUrl(base(), `/api/v1/ocr/${ingressKey}`));
    source.send({ type: 'register', role: 'ocr' });
    await source.nextOf('registered');
    await sendReading({ Time: '23:45', 'Home Score': 4, 'Away Score': '2', Period: '2' });
    await waitForText(page, 'clock', '23:45');
    expect(await textOf(page, 'home-score')).to.equal('4');
    expect(await textOf(page, 'away-score')).to.equal('2');
    expect(await textOf(page, 'period')).to.equal('2');
    expect(await page.getAttribute('#score-bug', 'data-clock')).to.equal('ocr');
    await page.screenshot({ path: screenshotPath('overlay-ocr.png'), omitBackground: true });

    await sendReading({ Time: '23:46' });
    await waitForText(page, 'clock', '23:46');
    expect(await textOf(page, 'home-score'), 'an omitted reading keeps its value').to.equal('4');
  });

  it('announces a goal while OCR reads the score: the lower-third follows the desk, the score the scoreboard', async function () {
    this.timeout(30_000);
    const scorer = await recordGoal('away', '25');
    const { scorers } = await read('/scorers');
    const last = scorers[scorers.length - 1];
    expect(last).to.include({ playerId: scorer.id, side: 'away' });
    await waitForText(page, 'scorer-name', last.playerName);
    expect(await textOf(page, 'scorer-minute')).to.equal("25'");
    expect(await page.getAttribute('#lower-third', 'data-side')).to.equal('away');
    expect(await textOf(page, 'away-score'), 'spec 6.2 rule 3: the reading wins').to.equal('2');
    await sendReading({ 'Away Score': 3 });
    await waitForText(page, 'away-score', '3');
    expect(await textOf(page, 'clock')).to.equal('23:46');
    await page.screenshot({ path: screenshotPath('overlay-ocr-goal.png'), omitBackground: true });
  });

  it('hides the graphics and drops the match when it is unloaded, and shows the next one', async function () {
    this.timeout(30_000);
    const desk = running().services.desk;
    const matchId = (await read('/state')).context.matchId as string;
    expect(desk.unload().ok).to.equal(true);
    await page.waitForSelector('#score-bug', { state: 'hidden' });
    expect(await page.isVisible('#lower-third')).to.equal(false);
    for (const id of ['home-name', 'home-score', 'away-score', 'clock', 'scorer-name']) {
      expect(await textOf(page, id), id).to.equal('');
    }
    expect(await connection(page), 'unavailable is no disconnection').to.equal('open');
    expect((await desk.load(matchId)).ok).to.equal(true);
    await page.waitForSelector('#score-bug', { state: 'visible' });
    const { texts } = await read('/state');
    expect(await textOf(page, 'home-score')).to.equal(texts.score_home);
    expect(await textOf(page, 'clock')).to.equal(texts.clock);
    expect(await page.isVisible('#lower-third'), 'old goals are not announced again').to.equal(false);
  });

  it('shows a reconnect banner when the desk goes away, and comes back with it', async function () {
    this.timeout(60_000);
    source?.close();
    source = undefined;
    await running().close();
    await page.waitForSelector('#banner', { state: 'visible', timeout: 10_000 });
    expect(await textOf(page, 'banner')).to.include('reconnecting');
    expect(await connection(page)).to.be.oneOf(['reconnecting', 'connecting']);
    await page.screenshot({ path: screenshotPath('overlay-reconnecting.png'), omitBackground: true });
    const triesWhileAway = sockets.length;
    await eventually(async () => (sockets.length > triesWhileAway ? true : undefined), 15_000);
    expect(await page.isVisible('#score-bug'), 'the last values stay on air meanwhile').to.equal(true);

    await start();
    await page.waitForSelector('#stage[data-connection=open]', { timeout: 20_000 });
    await page.waitForSelector('#banner', { state: 'hidden' });
    const { texts } = await read('/state');
    await waitForText(page, 'home-score', texts.score_home);
    expect(await textOf(page, 'away-score')).to.equal(texts.score_away);
    expect(await textOf(page, 'clock')).to.equal(texts.clock);
  });

  it('stops after a refused key with a visible message, and connects once the right key is typed', async function () {
    this.timeout(30_000);
    const wrong = await newPage();
    try {
      const before = sockets.length;
      await wrong.goto(`${base()}/overlay/#key=${'0'.repeat(64)}`);
      await wrong.waitForSelector('#key-form', { state: 'visible', timeout: 10_000 });
      expect(await connection(wrong)).to.equal('stopped');
      expect(await textOf(wrong, 'banner')).to.include('refused the key');
      expect(await wrong.isVisible('#score-bug')).to.equal(false);
      await wrong.waitForTimeout(1_500);
      expect(sockets.length - before, 'no second try after 4401').to.equal(1);
      await wrong.screenshot({ path: screenshotPath('overlay-wrong-key.png') });

      await wrong.fill('#key-input', key());
      await wrong.click('#key-form button[type=submit]');
      await wrong.waitForSelector('#score-bug', { state: 'visible', timeout: 10_000 });
      expect(await connection(wrong)).to.equal('open');
      expect(await wrong.isVisible('#banner')).to.equal(false);
    } finally {
      await wrong.close();
    }
  });

  it('asks for the key when the address has none, and keeps a typed key for the session', async function () {
    this.timeout(30_000);
    const bare = await newPage();
    try {
      await bare.goto(`${base()}/overlay/`);
      await bare.waitForSelector('#key-form', { state: 'visible' });
      await bare.fill('#key-input', key());
      await bare.click('#key-form button[type=submit]');
      await bare.waitForSelector('#score-bug', { state: 'visible', timeout: 10_000 });
      await bare.reload();
      await bare.waitForSelector('#score-bug', { state: 'visible', timeout: 10_000 });
      expect(await bare.isVisible('#key-form'), 'sessionStorage kept the key').to.equal(false);
    } finally {
      await bare.close();
    }
  });

  it('needs no key when Require API key is off, and never asks for one', async function () {
    this.timeout(30_000);
    const applied = await running().apply({ requireKey: false });
    expect(applied.ok).to.equal(true);
    const open = await newPage();
    try {
      await open.goto(`${base()}/overlay/`);
      await open.waitForSelector('#score-bug', { state: 'visible', timeout: 10_000 });
      await open.waitForTimeout(1_500);
      expect(await open.isVisible('#key-form')).to.equal(false);
      expect(await connection(open)).to.equal('open');
    } finally {
      await open.close();
    }
  });
});
