import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { utf8Text } from '../../adapters/system/utf8Text';
import { CliError } from './CliCommand';

// The one way the CLI takes a password (user create, local login): from standard input, or typed
// on a terminal without echo.

/** The longest first line read from standard input (a password has at most 1,024 characters). */
export const FIRST_LINE_LIMIT_BYTES = 64 * 1024;

/**
 * The first line of `input`, read up to its line end (LF or CRLF, taken off) or the end of the
 * input, and no further: a service manager may keep the pipe open after writing the password.
 * Read strictly as UTF-8: bytes that are not UTF-8 are refused, never replaced (a password read
 * with U+FFFD in place of its bytes would be another password).
 */
export async function readFirstLine(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    const end = bytes.indexOf(0x0a);
    chunks.push(end < 0 ? bytes : bytes.subarray(0, end));
    length += end < 0 ? bytes.length : end;
    if (length > FIRST_LINE_LIMIT_BYTES) {
      throw new CliError(`standard input: its first line is longer than ${FIRST_LINE_LIMIT_BYTES} bytes`);
    }
    // Leaving the loop ends the reading: the rest of the input is never waited for.
    if (end >= 0) break;
  }
  const read = utf8Text(Buffer.concat(chunks));
  if (!read.ok) throw new CliError(`standard input: ${read.problem}`);
  return read.text.endsWith('\r') ? read.text.slice(0, -1) : read.text;
}

/**
 * The password in what a script or a service manager pipes in: the first line, without its line
 * ending (LF or CRLF). Nothing else is taken off: a password may begin or end with spaces, as
 * the login page and the API take it.
 */
export function passwordLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * Asks on a terminal with echo off: readline reads the keys (Backspace erases; arrows and other
 * key sequences are never typed into the password), writes nothing of the line, and keeps no
 * history of it. Enter ends; Ctrl+C, or Ctrl+D
 * on an empty line, cancels (exit code 130).
 */
export function promptPassword(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) {
    return Promise.reject(new CliError('no terminal to prompt for the password: use --password-stdin'));
  }
  return new Promise((resolve, reject) => {
    const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = createInterface({ input, output: muted, terminal: true, historySize: 0 });
    let answered = false;
    output.write(question);
    rl.question('', (answer) => {
      answered = true;
      rl.close();
      output.write('\n');
      // The terminal's bytes are decoded by readline, which replaces what is not UTF-8.
      if (answer.includes('\uFFFD')) reject(new CliError('the password typed is not UTF-8 text'));
      else resolve(answer);
    });
    rl.on('SIGINT', () => rl.close());
    rl.on('close', () => {
      if (answered) return;
      output.write('\n');
      reject(new CliError('cancelled', 130));
    });
  });
}
