import { expect } from 'chai';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TempDir } from '../adapters/http/local/support/localHost';
import type { AccountHost } from '../adapters/http/web/account/support/accountHost';
import { PASSWORD, startAccountHost } from '../adapters/http/web/account/support/accountHost';
import { liveMatch } from '../support/webChampionships';
import { sqliteWebBackend } from '../support/webHost';

interface Child {
  readonly process: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

/** `match-desk ARGS` in a child process with its own config folder (XDG_CONFIG_HOME). */
function matchDesk(args: string[], config: string, stdin?: string | Buffer): Child {
  const cli = join(__dirname, '..', '..', 'src', 'bootstrap', 'cli.js');
  const code = `require(${JSON.stringify(cli)}).main(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: config };
  delete env.MATCH_DESK_SESSION_FILE;
  delete env.MATCH_DESK_WEB;
  const child = spawn(process.execPath, ['-e', code, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env });
  if (stdin === undefined) child.stdin.end();
  else child.stdin.end(stdin);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { process: child, stdout: () => out, stderr: () => err, exited };
}

async function line(child: Child, pattern: RegExp, ms = 15000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms;
  for (;;) {
    const found = pattern.exec(child.stdout());
    if (found) return found;
    if (Date.now() > until) throw new Error(`no ${pattern} in: ${child.stdout()} ${child.stderr()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('match-desk local login and local --web (CLI, issue 12)', function () {
  // Each test starts one or two node processes: slow on a loaded machine.
  this.timeout(90_000);
  const dir = new TempDir();
  let web: AccountHost;
  before(async () => {
    web = await startAccountHost(sqliteWebBackend);
    await web.setPassword(web.world.users.adminA);
  });
  after(() => web.close());
  beforeEach(() => dir.create());
  afterEach(() => dir.remove());

  const email = () => web.world.users.adminA.email;
  /** `match-desk local login --password-stdin` with the right password. */
  const login = () =>
    matchDesk(
      ['local', 'login', '--web', web.url, '--email', email(), '--password-stdin'],
      dir.path,
      PASSWORD,
    );
  /** `match-desk local --web` on `matchId`, on an ephemeral port, without a console. */
  const hostedDesk = (matchId: string) =>
    matchDesk(
      [
        'local',
        '--web',
        web.url,
        '--match',
        matchId,
        '--port',
        '0',
        '--no-console',
        '--settings',
        join(dir.path, 'settings.json'),
      ],
      dir.path,
    );
  const sessionFile = () => join(dir.path, 'match-desk', 'hosted-sessions.json');

  it('--password-stdin logs in and stores the session (never the password) in $XDG_CONFIG_HOME with mode 0600', async () => {
    const login = matchDesk(
      ['local', 'login', '--web', `${web.url}/`, '--email', email(), '--password-stdin'],
      dir.path,
      `${PASSWORD}\n`,
    );
    expect(await login.exited, login.stderr()).to.equal(0);
    expect(login.stdout()).to.include(`Logged in to ${web.url} as ${email()}`);
    expect((await stat(sessionFile())).mode & 0o777).to.equal(0o600);
    expect((await stat(join(dir.path, 'match-desk'))).mode & 0o777).to.equal(0o700);
    const text = await readFile(sessionFile(), 'utf8');
    expect(text).to.not.include(PASSWORD);
    const stored = (JSON.parse(text) as { sessions: Record<string, { cookie: string; email: string }> })
      .sessions[web.url];
    expect(stored?.email).to.equal(email());
    expect(stored?.cookie).to.match(/^md_session=[A-Za-z0-9_-]{16,128}$/);
  });

  it('a new login ends the session it replaces on the service (found by QA: it stayed open 12 h)', async () => {
    const storedCookie = async () =>
      (JSON.parse(await readFile(sessionFile(), 'utf8')) as { sessions: Record<string, { cookie: string }> })
        .sessions[web.url]?.cookie as string;
    const first = login();
    expect(await first.exited, first.stderr()).to.equal(0);
    const old = await storedCookie();
    const second = login();
    expect(await second.exited, second.stderr()).to.equal(0);
    const current = await storedCookie();
    expect(current).to.not.equal(old);
    const withOld = await fetch(`${web.url}/api/session`, { headers: { Cookie: old } });
    expect(withOld.status).to.equal(428);
    const withCurrent = await fetch(`${web.url}/api/session`, { headers: { Cookie: current } });
    expect(withCurrent.status).to.equal(200);
  });

  it('refuses a wrong password (exit 1) and stores nothing', async () => {
    const login = matchDesk(
      ['local', 'login', '--web', web.url, '--email', email(), '--password-stdin'],
      dir.path,
      'not the password\n',
    );
    expect(await login.exited).to.equal(1);
    expect(login.stderr()).to.include('refused the login');
    const missing = await stat(sessionFile()).catch(() => null);
    expect(missing).to.equal(null);
  });

  it('--password-stdin takes the first line as it is, spaces included, as the login page does', async () => {
    // `user create --password-stdin` keeps them; login trimmed them and could not log in.
    const spaced = '  a password with spaces around  ';
    await web.setPassword(web.world.users.adminB, spaced);
    const adminB = web.world.users.adminB.email;
    const args = ['local', 'login', '--web', web.url, '--email', adminB, '--password-stdin'];
    const login = matchDesk(args, dir.path, `${spaced}\r\nnext line\n`);
    expect(await login.exited, login.stderr()).to.equal(0);
    expect(login.stdout()).to.include(`as ${adminB}`);
    const trimmed = matchDesk(args, dir.path, `${spaced.trim()}\n`);
    expect(await trimmed.exited).to.equal(1);
    expect(trimmed.stderr()).to.include('refused the login');
  });

  it('--password-stdin refuses bytes that are not UTF-8 (exit 2), naming the byte, and sends nothing', async () => {
    // Latin-1 "passé": read with U+FFFD in its place, it was another password.
    const latin1 = Buffer.concat([Buffer.from(`${PASSWORD} pass`), Buffer.from([0xe9]), Buffer.from('\n')]);
    const login = matchDesk(
      ['local', 'login', '--web', web.url, '--email', email(), '--password-stdin'],
      dir.path,
      latin1,
    );
    expect(await login.exited).to.equal(2);
    expect(login.stderr()).to.include('standard input: it is not UTF-8 text (byte 33');
    expect(await stat(sessionFile()).catch(() => null)).to.equal(null);
  });

  it('without a terminal and without --password-stdin it asks for --password-stdin (exit 2)', async () => {
    const login = matchDesk(['local', 'login', '--web', web.url, '--email', email()], dir.path);
    expect(await login.exited).to.equal(2);
    expect(login.stderr()).to.include('--password-stdin');
  });

  it('local --web without a stored session says to log in first (exit 1)', async () => {
    const desk = matchDesk(['local', '--web', web.url, '--no-console'], dir.path);
    expect(await desk.exited).to.equal(1);
    expect(desk.stderr()).to.include('match-desk local login');
  });

  it('local --web URL --match ID runs the desk on the hosted match with the stored session, online', async () => {
    const loggedIn = login();
    expect(await loggedIn.exited, loggedIn.stderr()).to.equal(0);
    const football = web.world.championships.football;
    const match = liveMatch(football);
    const desk = hostedDesk(match.id);
    try {
      await line(desk, new RegExp(`Match loaded: football:${football.championship.id}:${match.id}`));
      const [, url] = await line(desk, /Local API running: (\S+)\/api\/v1/);
      const [, key] = await line(desk, /API key: ([0-9a-f]{64})/);
      let state: { online?: boolean; contextKey?: string; pendingWrites?: number } = {};
      for (let i = 0; i < 100 && state.online !== true; i += 1) {
        const res = await fetch(`${url}/api/v1/state`, { headers: { Authorization: `Bearer ${key}` } });
        state = (await res.json()) as typeof state;
        if (state.online !== true) await new Promise((r) => setTimeout(r, 50));
      }
      expect([state.contextKey, state.online, state.pendingWrites]).to.deep.equal([
        `football:${football.championship.id}:${match.id}`,
        true,
        0,
      ]);
    } finally {
      desk.process.kill('SIGTERM');
      await desk.exited;
    }
  });

  it('a running local --web desk takes a new login after its session ended, without a restart', async () => {
    const first = login();
    expect(await first.exited, first.stderr()).to.equal(0);
    const match = liveMatch(web.world.championships.football);
    const desk = hostedDesk(match.id);
    try {
      const [, url] = await line(desk, /Local API running: (\S+)\/api\/v1/);
      const [, key] = await line(desk, /API key: ([0-9a-f]{64})/);
      const auth = { Authorization: `Bearer ${key}` };
      const state = (await (await fetch(`${url}/api/v1/state`, { headers: auth })).json()) as {
        contextKey: string;
        players: { id: string; teamSide: string; role: string }[];
      };
      const scorer = state.players.find((p) => p.teamSide === 'home' && p.role === 'field');
      /** record_event through the local API, followed to its end. */
      const goal = async () => {
        const posted = await fetch(`${url}/api/v1/actions/record_event`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ contextKey: state.contextKey, params: { type: 1, playerId: scorer?.id } }),
        });
        let command = (await posted.json()) as {
          state: string;
          statusUrl: string;
          code?: string;
          result?: { delivery?: string };
        };
        for (let i = 0; i < 200 && command.state === 'pending'; i += 1) {
          await new Promise((r) => setTimeout(r, 50));
          command = (await (
            await fetch(`${url}${command.statusUrl}`, { headers: auth })
          ).json()) as typeof command;
        }
        return command;
      };
      // The session ends (another terminal's logout), then the operator logs in again.
      const logout = matchDesk(['local', 'logout', '--web', web.url], dir.path);
      expect(await logout.exited, logout.stderr()).to.equal(0);
      // A goal recorded meanwhile waits in the journal instead of being refused.
      const queued = await goal();
      expect([queued.state, queued.result?.delivery]).to.deep.equal(['accepted', 'queued']);
      const again = login();
      expect(await again.exited, again.stderr()).to.equal(0);
      // The new login is taken without a restart: the queued goal goes out, then new ones at once.
      let waiting = { online: false, pendingWrites: 1 };
      for (let i = 0; i < 100 && (!waiting.online || waiting.pendingWrites > 0); i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        waiting = (await (await fetch(`${url}/api/v1/state`, { headers: auth })).json()) as typeof waiting;
      }
      expect(waiting).to.include({ online: true, pendingWrites: 0 });
      const delivered = await goal();
      expect([delivered.state, delivered.result?.delivery]).to.deep.equal(['accepted', 'delivered']);
    } finally {
      desk.process.kill('SIGTERM');
      await desk.exited;
    }
  });
});
