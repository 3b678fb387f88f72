import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closeCodeOf, statusOf } from '../../adapters/errors/errorMap';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Rewrites a progress line in place; absent when the output is not a terminal. */
  progress?: ((line: string) => void) | undefined;
}

export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  readonly help: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** A usage or input error: printed without a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** node:util parseArgs, with its errors turned into CliErrors. */
type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type Parsed<T extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

export function parseOptions<T extends OptionsConfig>(
  args: readonly string[],
  options: T,
  allowPositionals = false,
): Parsed<T> {
  // Node reads the arguments as UTF-8 and puts U+FFFD for bytes that are not: a name typed on a
  // terminal in another encoding (Latin-1) would be stored with them (found by review). Refused,
  // as a file that is not UTF-8 is.
  const garbled = args.findIndex((arg) => arg.includes('\uFFFD'));
  if (garbled >= 0) {
    // Named by its place and its option, never by its value: it may be a password or a URL with one.
    const option =
      garbled > 0 && args[garbled - 1]?.startsWith('--') ? ` (the value of ${args[garbled - 1]})` : '';
    throw new CliError(
      `argument ${garbled + 1}${option} is not valid UTF-8 (Node reads bytes it cannot decode as U+FFFD): set the terminal to UTF-8`,
    );
  }
  let parsed: Parsed<T> & { tokens?: ReturnType<typeof parseArgs>['tokens'] };
  try {
    parsed = parseArgs({
      args: [...args],
      options,
      allowPositionals: allowPositionals as true,
      strict: true,
      tokens: true,
    }) as typeof parsed;
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  // An option given twice, or given an empty value, is refused rather than silently read as the
  // last one or as absent (found by review: `--database ""` used the default database).
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option') continue;
    const spec = options[token.name];
    if (!spec?.multiple && seen.has(token.name))
      throw new CliError(`--${token.name} is given more than once`);
    seen.add(token.name);
    if (spec?.type === 'string' && token.value === '')
      throw new CliError(`--${token.name} needs a value, not ""`);
  }
  const { tokens: _tokens, ...values } = parsed;
  return values as Parsed<T>;
}

/** A whole-number option in [min, max], or undefined when absent. */
export function integerOption(
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new CliError(`--${name} takes a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

/** The WebSocket flags both hosts take (issue 13 findings 6 and 8). */
export const WS_FLAGS = {
  'max-ws-sessions': { type: 'string' },
  'slow-client-ms': { type: 'string' },
} as const;

export const wsFlagsHelp = (socket: string, sessions: number): string =>
  `  --max-ws-sessions N  ${socket} sockets open at once (default ${sessions}); past it the upgrade is ${statusOf('rate_limited')}
  --slow-client-ms MS  close a ${socket} client (${closeCodeOf('slow_consumer')}) whose send buffer stays full this long (default 10000)`;

export function wsFlags(values: { 'max-ws-sessions'?: string; 'slow-client-ms'?: string }): {
  maxSessions?: number;
  slowClientMs?: number;
} {
  const maxSessions = integerOption('max-ws-sessions', values['max-ws-sessions'], 1, 100_000);
  const slowClientMs = integerOption('slow-client-ms', values['slow-client-ms'], 100, 3_600_000);
  return {
    ...(maxSessions === undefined ? {} : { maxSessions }),
    ...(slowClientMs === undefined ? {} : { slowClientMs }),
  };
}
