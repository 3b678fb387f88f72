import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileHostedSessions } from '../../src/adapters/settings/FileHostedSessions';
import type { WebClient } from '../../src/client/web/WebClient';
import type { Json } from '../support/faultDesk';
import { deskFolder, eventually, hostedReader, LocalApi } from '../support/faultDesk';
import type { FaultProxy } from '../support/faultProxy';
import { faultProxy } from '../support/faultProxy';
import type { TestWebHost } from '../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../support/webHost';
import type { Scene } from '../support/faultScene';
import { hostedView, sceneOf, standingsAreRight, UPDATE } from '../support/faultScene';
import { WRITE_SETTLE_MS } from '../../src/application/desk/hosted/journal/JournaledWriteChannel';

/** `match-desk local --web …` in a child process: what bin/match-desk.js runs, from the compiled CLI. */
class DeskProcess {
  private out = '';
  readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (d: Buffer) => (this.out += d.toString()));
    child.stderr?.on('data', () => undefined);
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  static start(args: readonly string[], env: NodeJS.ProcessEnv): DeskProcess {
    const cli = join(__dirname, '..', '..', 'src', 'bootstrap', 'cli.js');
    const code = `require(${JSON.stringify(cli)}).main(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
    return new DeskProcess(
      spawn(process.execPath, ['-e', code, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env }),
    );
  }

  get stdout(): string {
    return this.out;
  }

  line(pattern: RegExp): Promise<RegExpMatchArray> {
    return eventually(`${String(pattern)} in the desk's output:\n${this.out}`, () =>
      Promise.resolve(pattern.exec(this.out) ?? undefined),
    );
  }

  async api(): Promise<LocalApi> {
    const url = (await this.line(/Local API running: (\S+)\/api\/v1/))[1] as string;
    const key = (await this.line(/API key: ([0-9a-f]{64})/))[1] as string;
    return new LocalApi(url, key);
  }

  async kill9(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const stopped = await Promise.race([
      this.exited.then(() => true),
      new Promise((r) => setTimeout(r, 5000, false)),
    ]);
    if (!stopped) await this.kill9();
  }
}

describeEachWebBackend(
  'the uplink drops: kill -9 of a desk while offline, then a restart (issue 12)',
  (factory) => {
    let web: TestWebHost;
    let proxy: FaultProxy;
    let folder: { path: string; remove(): Promise<void> };
    let reader: WebClient;
    let scene: Scene;
    const desks: DeskProcess[] = [];

    beforeEach(async function () {
      this.timeout(60_000);
      web = await startTestWebHost(factory);
      proxy = await faultProxy(Number(new URL(web.url).port));
      folder = await deskFolder();
      scene = await sceneOf(web);
      reader = await hostedReader(web);
      const user = web.world.users.adminA;
      await new FileHostedSessions(join(folder.path, 'sessions.json')).save({
        web: proxy.url,
        cookie: await web.sessionCookie(user),
        email: user.email,
        savedAt: new Date().toISOString(),
      });
    });

    afterEach(async function () {
      this.timeout(30_000);
      for (const d of desks.splice(0)) await d.stop();
      await proxy.close();
      await web.close();
      await folder.remove();
    });

    const startDesk = (): DeskProcess => {
      const f = (name: string) => join(folder.path, name);
      const desk = DeskProcess.start(
        [
          'local',
          '--web',
          proxy.url,
          '--match',
          scene.contextKey,
          '--port',
          '0',
          '--settings',
          f('settings.json'),
          '--session',
          f('sessions.json'),
          '--journal',
          f('journal.jsonl'),
          '--no-console',
        ],
        { ...process.env, XDG_CONFIG_HOME: folder.path, MATCH_DESK_WEB: '', MATCH_DESK_JOURNAL: '' },
      );
      desks.push(desk);
      return desk;
    };

    it('replays the journal of a desk killed while offline on its next start, each goal exactly once', async function () {
      this.timeout(120_000);
      const before = await hostedView(reader, scene);
      const first = startDesk();
      const api = await first.api();
      await eventually('desk online', async () => ((await api.state()).online === true ? true : undefined));

      // The goal commits on the service, its answer is lost, the link goes down.
      proxy.dropAnswerTo(UPDATE, true);
      const goal = (playerId: string, timer: string): Json => ({ type: 1, playerId, timer });
      const queued: Json[] = [];
      queued.push(await api.settled(await api.action('record_event', goal(scene.home.field.id, '15'))));
      queued.push(await api.settled(await api.action('record_event', goal(scene.away.field.id, '25'))));
      queued.push(
        await api.settled(
          await api.action('record_event', {
            type: 5,
            playerId: scene.away.field.id,
            playerInId: scene.away.bench.id,
            timer: '40',
          }),
        ),
      );
      for (const c of queued)
        expect(c).to.deep.include({ state: 'accepted', result: { ...c.result, delivery: 'queued' } });
      expect(await api.state()).to.include({ online: false, pendingWrites: 3 });

      await first.kill9();
      const journal = await readFile(join(folder.path, 'journal.jsonl'), 'utf8');
      const records = journal
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Json);
      expect(records.filter((r) => r.op === 'queued')).to.have.length(3);
      expect(records.filter((r) => r.op === 'delivered')).to.have.length(0);

      // Restart while still offline: the journal is read at start, nothing is lost or sent yet.
      const second = startDesk();
      await second.line(/Write journal: .*journal\.jsonl \(3 waiting, 0 conflicts\)/);
      expect((await hostedView(reader, scene)).events).to.have.length(before.events.length + 1);
      // The match is served from the copy kept at its last read, with the waiting writes on top:
      // overlays have it at once, not only when the link is back.
      await second.line(/Match loaded: \S+, from the copy kept on this workstation/);
      const offline = await (await second.api()).state();
      expect(offline).to.deep.include({ contextKey: scene.contextKey, online: false, pendingWrites: 3 });
      expect(offline.score).to.deep.equal({
        home: (before.score[0] ?? 0) + 1,
        away: (before.score[1] ?? 0) + 1,
      });

      await proxy.restore();
      // The first goal was sent before the kill and its answer never came: it is re-read only once
      // the hosted service had its time to commit it (WRITE_SETTLE_MS after it was sent), then
      // found, not sent again; the two after it follow.
      await eventually(
        'three deliveries printed',
        () =>
          Promise.resolve(
            second.stdout.match(/Write delivered \(journal [^)]+\): event \S+/g)?.length === 3
              ? true
              : undefined,
          ),
        WRITE_SETTLE_MS + 15_000,
      );
      const after = await hostedView(reader, scene);
      expect(after.events).to.deep.equal([
        ...before.events,
        `1:${scene.home.field.id}:15`,
        `1:${scene.away.field.id}:25`,
        `5:${scene.away.field.id}:40`,
      ]);
      expect(after.score).to.deep.equal([(before.score[0] ?? 0) + 1, (before.score[1] ?? 0) + 1]);
      await standingsAreRight(web, reader, scene);
      const goalsFor = (view: typeof before, teamId: string) =>
        view.standings.find((r) => r.entityId === teamId)?.goalsFor ?? 0;
      for (const teamId of [scene.match.homeTeamId, scene.match.awayTeamId]) {
        expect(goalsFor(after, teamId) - goalsFor(before, teamId)).to.equal(1);
      }

      // The journal on disk says each write delivered: a next start has nothing to replay.
      const ops = (await readFile(join(folder.path, 'journal.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as Json).op as string);
      expect(ops.filter((op) => op === 'queued')).to.have.length(3);
      expect(ops.filter((op) => op === 'delivered')).to.have.length(3);
    });
  },
);
