import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { utf8Text } from '../../adapters/system/utf8Text';
import { CliError } from './CliCommand';

// The one way the CLI takes a password (user create, local login): from standard input, or typed
// on a terminal without echo.

/**
 * All of `input` as text, read strictly as UTF-8: bytes that are not UTF-8 are refused, never
 * replaced (a password read with U+FFFD in place of its bytes would be another password).
 */
export async function readStdinText(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const read = utf8Text(Buffer.concat(chunks));
  if (!read.ok) throw new CliError(`standard input: ${read.problem}`);
  return read.text;
}

/**
 * The password in what a script or a service manager pipes in: the first line, without its line
 * ending (LF or CRLF). Nothing else is taken off: a password may begin or end with spaces, as
 * the login page and the API take it.
 */
export function passwordLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? '';
}

/** readStdinText, then passwordLine. */
export async function readPasswordFrom(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  return passwordLine(await readStdinText(input));
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
