import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// hostLogger writes asynchronously: these run it in a child process, as the hosts do, and read
// the file once the process is gone.
const LOGGER = join(__dirname, '..', '..', 'src', 'bootstrap', 'hostLogger.js');

function runChild(body: string, file: string): number | null {
  const code = `const { hostLogger } = require(${JSON.stringify(LOGGER)});
const logger = hostLogger('test', ${JSON.stringify(file)});
${body}`;
  return spawnSync(process.execPath, ['-e', code], { stdio: 'ignore', timeout: 20_000 }).status;
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
});
