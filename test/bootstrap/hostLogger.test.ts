import { expect } from 'chai';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// hostLogger writes asynchronously: these run it in a child process, as the hosts do, and read
// the file once the process is gone.
const LOGGER = join(__dirname, '..', '..', 'src', 'bootstrap', 'hostLogger.js');

function childCode(body: string, file: string): string {
  return `const { hostLogger } = require(${JSON.stringify(LOGGER)});
const logger = hostLogger('test', ${JSON.stringify(file)});
${body}`;
}

function runChild(body: string, file: string): number | null {
  return spawnSync(process.execPath, ['-e', childCode(body, file)], { stdio: 'ignore', timeout: 20_000 })
    .status;
}

describe('hostLogger: the hosts log asynchronously and lose nothing on exit', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'md-host-logger-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const lines = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as { name: string; msg: string; i: number });

  it('leaves the parameters of a failed query out of a logged error, keeping its message and statement (found by QA)', () => {
    const file = join(dir, 'query.log');
    const body = `const failed = Object.assign(new Error('Query runner already released'), {
        query: 'SELECT 1 FROM tokens WHERE digest = $1',
        parameters: ['c0ffee-digest-of-a-token'],
        driverError: Object.assign(new Error('terminated'), {
          parameters: ['c0ffee-digest-of-a-token'],
          detail: 'Key (digest)=(c0ffee-digest-of-a-token) already exists.',
        }),
      });
      logger.warn({ err: failed }, 'request failed');`;
    expect(runChild(body, file)).to.equal(0);
    const text = readFileSync(file, 'utf8');
    expect(text).to.not.include('c0ffee');
    const [line] = lines(file) as unknown as { err: Record<string, unknown> }[];
    expect(line?.err).to.include({
      message: 'Query runner already released',
      query: 'SELECT 1 FROM tokens WHERE digest = $1',
      parameters: '[redacted]',
    });
  });

  it('writes every line, in order, when the process exits right after logging', () => {
    const file = join(dir, 'exit.log');
    expect(
      runChild(`for (let i = 0; i < 5000; i++) logger.info({ i }, 'request'); process.exit(0);`, file),
    ).to.equal(0);
    const written = lines(file);
    expect(written).to.have.length(5000);
    expect(written.map((l) => l.i)).to.deep.equal([...Array(5000).keys()]);
    expect(written[0]).to.include({ name: 'test', msg: 'request' });
  });

  it('writes the lines logged before an uncaught error ends the process', () => {
    const file = join(dir, 'crash.log');
    const status = runChild(
      `for (let i = 0; i < 100; i++) logger.info({ i }, 'request'); logger.error({ i: 100 }, 'failed'); throw new Error('boom');`,
      file,
    );
    expect(status).to.equal(1);
    expect(lines(file).map((l) => l.msg)).to.deep.equal([...Array(100).fill('request'), 'failed']);
  });

  it('writes the lines of a quiet host while it runs, though they fill no batch', async () => {
    const file = join(dir, 'quiet.log');
    // One short line, far from a full batch; the process then stays up until it is killed.
    const child = spawn(
      process.execPath,
      ['-e', childCode(`logger.info({ i: 1 }, 'request'); setInterval(() => undefined, 1000);`, file)],
      { stdio: 'ignore' },
    );
    try {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (!existsSync(file) || readFileSync(file, 'utf8') === '')) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(lines(file).map((l) => l.i)).to.deep.equal([1]);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('lets a host stop on SIGTERM after the reader of its log went away (EPIPE), instead of retrying for ever', async () => {
    // Found by review: `match-desk web | head -1`, then SIGTERM, left the process in sonic-boom's
    // flushSync, which retries a broken pipe's write without end. Started from a shell, as there
    // (started by node with a pipe of its own, the process did not show it).
    const bin = join(__dirname, '..', '..', '..', 'bin', 'match-desk.js');
    const pid = Number(
      execFileSync('bash', [
        '-c',
        `"${process.execPath}" "${bin}" web --port 0 --database sqlite::memory: 2>/dev/null > >(head -1 > /dev/null) & echo $!`,
      ])
        .toString()
        .trim(),
    );
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await new Promise((resolve) => setTimeout(resolve, 3000));
    process.kill(pid, 'SIGTERM');
    const started = Date.now();
    while (alive() && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 100));
    const hung = alive();
    if (hung) process.kill(pid, 'SIGKILL');
    expect(hung, 'still running 10 s after SIGTERM').to.equal(false);
  });
});
