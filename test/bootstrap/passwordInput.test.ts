import { expect } from 'chai';
import { PassThrough, Readable } from 'node:stream';
import { CliError } from '../../src/bootstrap/commands/CliCommand';
import {
  passwordLine,
  promptPassword,
  FIRST_LINE_LIMIT_BYTES,
  readFirstLine,
} from '../../src/bootstrap/commands/passwordInput';

/** A stand-in for a terminal on standard input: isTTY, raw mode, and the keys typed. */
function terminal(): PassThrough & NodeJS.ReadStream {
  const input = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode: (raw: boolean) => unknown };
  input.isTTY = true;
  input.setRawMode = () => input;
  return input as unknown as PassThrough & NodeJS.ReadStream;
}

async function refusal(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).to.be.instanceOf(CliError);
  return error as CliError;
}

describe('the CLI password input (user create, local login)', () => {
  describe('from standard input', () => {
    it('takes the first line without its LF or CRLF, and nothing else off', async () => {
      expect(passwordLine('  spaced  \r\nsecond\n')).to.equal('  spaced  ');
      expect(passwordLine('tab\tinside\n')).to.equal('tab\tinside');
      expect(passwordLine('no line end')).to.equal('no line end');
      expect(passwordLine('\nafter an empty line')).to.equal('');
      expect(
        await readFirstLine(Readable.from([Buffer.from('  pass'), Buffer.from('é word  \r\nnext\n')])),
      ).to.equal('  passé word  ');
      expect(await readFirstLine(Readable.from([Buffer.from('no line end')]))).to.equal('no line end');
    });

    it('reads UTF-8 split across chunks and drops a byte order mark', async () => {
      const e = Buffer.from('é');
      const chunks = [
        Buffer.from([0xef, 0xbb, 0xbf, 0x61, e[0] as number]),
        Buffer.from([e[1] as number, 0x0a]),
      ];
      expect(await readFirstLine(Readable.from(chunks))).to.equal('aé');
    });

    it('refuses bytes that are not UTF-8, and UTF-16, naming where', async () => {
      const latin1 = await refusal(
        readFirstLine(Readable.from([Buffer.from([0x70, 0x61, 0x73, 0x73, 0xe9, 0x0a])])),
      );
      expect(latin1.message).to.include('standard input: it is not UTF-8 text (byte 4');
      expect(latin1.exitCode).to.equal(2);
      const utf16 = await refusal(readFirstLine(Readable.from([Buffer.from('\ufeffpw', 'utf16le')])));
      expect(utf16.message).to.include('UTF-16');
    });

    it('stops at the first line end: a pipe kept open after the password is not waited for', async () => {
      const pipe = new PassThrough();
      const line = readFirstLine(pipe);
      pipe.write('the password\nand more');
      expect(await line).to.equal('the password');
    });

    it('refuses a first line longer than 64 KiB instead of reading on', async () => {
      const pipe = new PassThrough();
      const line = readFirstLine(pipe);
      pipe.write(Buffer.alloc(FIRST_LINE_LIMIT_BYTES + 1, 0x61));
      const refused = await refusal(line);
      expect(refused.message).to.include('first line is longer than 65536 bytes');
    });
  });

  describe('typed on a terminal', () => {
    it('answers the line typed, never echoing it, in UTF-8', async () => {
      const input = terminal();
      const output = new PassThrough();
      let shown = '';
      output.on('data', (d: Buffer) => (shown += d.toString()));
      const answer = promptPassword('Password: ', input, output);
      input.write('passé word\r');
      expect(await answer).to.equal('passé word');
      expect(shown).to.equal('Password: \n');
    });

    it('takes no key sequence into the password: arrows are not typed, Backspace erases', async () => {
      // A raw-mode reader of its own took "\u001b[A" into the password.
      for (const [keys, password] of [
        ['abc\u001b[A\u001b[B\r', 'abc'],
        ['abcd\u007f\r', 'abc'],
        ['abcd\b\r', 'abc'],
      ] as const) {
        const input = terminal();
        const answer = promptPassword('Password: ', input, new PassThrough());
        input.write(keys);
        expect(await answer, JSON.stringify(keys)).to.equal(password);
      }
    });

    it('Ctrl+C and Ctrl+D on an empty line cancel with exit code 130', async () => {
      for (const key of ['\u0003', '\u0004']) {
        const input = terminal();
        const answer = promptPassword('Password: ', input, new PassThrough());
        input.write(key);
        const cancelled = await refusal(answer);
        expect(cancelled.message).to.equal('cancelled');
        expect(cancelled.exitCode).to.equal(130);
      }
    });

    it('without a terminal, says to use --password-stdin', async () => {
      const input = new PassThrough() as unknown as NodeJS.ReadStream;
      const refused = await refusal(promptPassword('Password: ', input, new PassThrough()));
      expect(refused.message).to.include('--password-stdin');
    });
  });
});
