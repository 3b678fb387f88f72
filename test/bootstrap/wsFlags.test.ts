import { expect } from 'chai';
import { main } from '../../src/bootstrap/cli';
import type { CliIo } from '../../src/bootstrap/commands/CliCommand';
import { wsFlags } from '../../src/bootstrap/commands/CliCommand';

function captureIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

/** Issue 13 findings 6 and 8: the WebSocket session cap and slow-client time as CLI flags of both hosts. */
describe('the --max-ws-sessions and --slow-client-ms flags (issue 13)', () => {
  it('reads both flags as whole numbers', () => {
    expect(wsFlags({ 'max-ws-sessions': '8', 'slow-client-ms': '2500' })).to.deep.equal({
      maxSessions: 8,
      slowClientMs: 2500,
    });
    expect(wsFlags({})).to.deep.equal({});
  });

  for (const command of ['local', 'web']) {
    it(`match-desk ${command} lists them in its help and refuses a value that is not a count`, async () => {
      const help = captureIo();
      expect(await main([command, '--help'], help)).to.equal(0);
      const text = [...help.stdout, ...help.stderr].join('\n');
      expect(text).to.include('--max-ws-sessions N').and.to.include('--slow-client-ms MS');
      for (const args of [
        ['--max-ws-sessions', '0'],
        ['--max-ws-sessions', 'many'],
        ['--slow-client-ms', '5'],
      ]) {
        const io = captureIo();
        expect(await main([command, ...args], io), args.join(' ')).to.equal(2);
        expect(io.stderr.join('\n')).to.include(`--${(args[0] as string).slice(2)} takes a whole number`);
      }
    });
  }
});
