import { expect } from 'chai';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { main } from '../../src/bootstrap/cli';
import type { CliIo } from '../../src/bootstrap/commands/CliCommand';
import { call } from '../support/webClient';
import { TempDir } from '../adapters/http/local/support/localHost';

function captureIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => void stdout.push(l), err: (l) => void stderr.push(l) };
}

interface Child {
  readonly process: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

/** `match-desk ARGS` in a child process, from the compiled CLI beside this test. */
function matchDesk(args: string[], stdin: 'ignore' | 'pipe'): Child {
  const cli = join(__dirname, '..', '..', 'src', 'bootstrap', 'cli.js');
  const code = `require(${JSON.stringify(cli)}).main(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
  const child = spawn(process.execPath, ['-e', code, ...args], { stdio: [stdin, 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
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

describe('match-desk local (CLI)', () => {
  const dir = new TempDir();
  beforeEach(() => dir.create());
  afterEach(() => dir.remove());

  it('prints the URL and the API key (Copy URL / Copy API key) from the settings file', async () => {
    const settings = dir.file('settings.json');
    const url = captureIo();
    expect(await main(['local', 'url', '--settings', settings], url)).to.equal(0);
    expect(url.stdout).to.deep.equal(['http://127.0.0.1:18800']);
    const key = captureIo();
    expect(await main(['local', 'key', '--settings', settings], key)).to.equal(0);
    const ocr = captureIo();
    expect(await main(['local', 'ocr-key', '--settings', settings], ocr)).to.equal(0);
    const stored = JSON.parse(await readFile(settings, 'utf8'));
    expect(key.stdout).to.deep.equal([stored.keys.localKey]);
    expect(ocr.stdout).to.deep.equal([stored.keys.ocrIngressKey]);
    expect(key.stdout[0]).to.not.equal(ocr.stdout[0]);
  });

  it('prints the chosen address when network access is on', async () => {
    const settings = dir.file('settings.json');
    await main(['local', 'key', '--settings', settings], captureIo());
    const stored = JSON.parse(await readFile(settings, 'utf8'));
    stored.api = { ...stored.api, allowNetwork: true, networkAddress: '192.168.7.20', port: 18801 };
    await writeFile(settings, JSON.stringify(stored));
    const io = captureIo();
    await main(['local', 'url', '--settings', settings], io);
    expect(io.stdout).to.deep.equal(['http://192.168.7.20:18801']);
  });

  it('refuses an unknown subcommand or a bad port with exit code 2', async () => {
    const io = captureIo();
    expect(await main(['local', 'nope', '--settings', dir.file('s.json')], io)).to.equal(2);
    expect(await main(['local', '--port', 'high', '--settings', dir.file('s.json')], io)).to.equal(2);
    expect(io.stderr.join('\n')).to.include('--port');
  });

  for (const [what, args, stdin] of [
    ['stdin is not a terminal', [], 'ignore'],
    ['the console is on and stdin closes', ['--console'], 'pipe'],
  ] as const) {
    it(`keeps serving when ${what}, and stops gracefully on SIGTERM`, async () => {
      const child = matchDesk(
        [
          'local',
          '--port',
          '0',
          '--database',
          'sqlite::memory:',
          '--settings',
          dir.file('settings.json'),
          ...args,
        ],
        stdin,
      );
      try {
        child.process.stdin?.end();
        const [, url] = await line(child, /Local API running: (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/);
        const [, key] = await line(child, /API key: ([0-9a-f]{64})/);
        await new Promise((r) => setTimeout(r, 200));
        const state = await call(url as string, '/api/v1/state', { token: key as string });
        expect(state.status).to.equal(200);
        expect(state.body.match.status).to.equal('live');
        child.process.kill('SIGTERM');
        expect(await child.exited).to.equal(0);
        expect(child.stderr()).to.not.include(key as string);
      } finally {
        child.process.kill('SIGKILL');
      }
    });
  }
});
