import { parseArgs, type ParseArgsConfig } from 'node:util';

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
  try {
    return parseArgs({ args: [...args], options, allowPositionals: allowPositionals as true, strict: true });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}
