import 'reflect-metadata';
import { SettingsFileError } from '../adapters/settings/SettingsFileError';
import { NotUtf8Error } from '../adapters/system/utf8Text';
import { CliError, type CliCommand, type CliIo } from './commands/CliCommand';
import { companyCommand } from './commands/company';
import { demoDataCommand } from './commands/demoData';
import { importCommand } from './commands/import';
import { localCommand } from './commands/local';
import { standingsCommand } from './commands/standings';
import { tokenCommand } from './commands/token';
import { userCommand } from './commands/user';
import { webCommand } from './commands/web';

const COMMANDS: readonly CliCommand[] = [
  importCommand,
  standingsCommand,
  demoDataCommand,
  companyCommand,
  userCommand,
  tokenCommand,
  webCommand,
  localCommand,
];

function usage(): string {
  const lines = COMMANDS.map((c) => `  ${c.usage.padEnd(34)} ${c.summary}`);
  return [
    'Usage: match-desk <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Database: --database URL or MATCH_DESK_DATABASE (sqlite:PATH, default sqlite:./data/match-desk.sqlite, or postgres://...).',
    'Run `match-desk <command> --help` for the options of one command.',
  ].join('\n');
}

const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: process.stderr.isTTY ? (line) => process.stderr.write(`\r\x1b[2K${line}`) : undefined,
};

/** Runs one CLI command and resolves to the process exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`match-desk: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`match-desk ${name}: ${error.message}`);
      return error.exitCode;
    }
    const told = toldAsIs(error);
    io.err(
      `match-desk ${name}: ${told ?? (error instanceof Error ? (error.stack ?? error.message) : String(error))}`,
    );
    return 1;
  }
}

/**
 * The message of an error of the machine or of the user's files, printed without a stack (found
 * by review: a port in use, an unknown host, an --out folder that cannot be written or a broken
 * session file printed a stack trace): a system call's error (EADDRINUSE, ENOTFOUND, EACCES,
 * EEXIST, EISDIR…) or a file that is not what it should be (not UTF-8, not valid, a damaged
 * journal). Any other error is a defect: its stack.
 */
function toldAsIs(error: unknown): string | null {
  if (error instanceof SettingsFileError || error instanceof NotUtf8Error) return error.message;
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string')
    return error.message;
  return null;
}
