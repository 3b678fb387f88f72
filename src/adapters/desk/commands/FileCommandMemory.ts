import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CommandMemory, RememberedCommand } from '../../../application/ports/CommandMemory';
import { COMMAND_RETENTION_MS } from '../../../domain/command/CommandRetention';
import { defaultSettingsPath } from '../../settings/settingsPath';

/** Records appended between two compactions of the file. */
const COMPACT_EVERY = 2_000;

/**
 * Where a desk keeps its commands: one file per local API port (two desks on one machine listen on
 * two ports) in the workstation's config folder (the folder of `--settings` when given), e.g.
 * `~/.config/match-desk/commands/18800.jsonl`.
 */
export function defaultCommandMemoryPath(port: number, settingsPath: string = defaultSettingsPath()): string {
  return join(dirname(settingsPath), 'commands', `${port}.jsonl`);
}

/**
 * The desk's commands as a file of JSON lines, one state of one command a line (CommandMemory).
 * A line is appended synchronously before the command runs and at each of its transitions: a
 * process killed at any point (kill -9) leaves every line it wrote (no fsync: a power cut may
 * lose the last ones). Reading skips a torn or unreadable line (the commands are a convenience of
 * their 60 s, never the match's data). The file is rewritten, atomically, with the commands still
 * retained at start and every few thousand lines.
 */
export class FileCommandMemory implements CommandMemory {
  private fd: number | null = null;
  /** The last record of each command recorded or read. */
  private readonly latest = new Map<string, RememberedCommand>();
  private appended = 0;

  constructor(
    readonly path: string,
    private readonly retentionMs: number = COMMAND_RETENTION_MS,
    private readonly now: () => number = Date.now,
  ) {}

  load(): RememberedCommand[] {
    let text = '';
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      const entry = entryOf(line);
      if (entry) this.latest.set(entry.command.id, entry);
    }
    this.compact();
    return [...this.latest.values()];
  }

  record(entry: RememberedCommand): void {
    this.latest.set(entry.command.id, entry);
    this.fd ??= this.open();
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    this.appended += 1;
    if (this.appended >= COMPACT_EVERY) this.compact();
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  /** Keeps the commands still retained (and those pending), in one file written whole. */
  private compact(): void {
    const cutoff = this.now() - this.retentionMs;
    for (const [id, { command }] of this.latest) {
      if (command.state !== 'pending' && command.createdAt < cutoff) this.latest.delete(id);
    }
    this.close();
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const next = `${this.path}.next`;
    writeFileSync(next, [...this.latest.values()].map((e) => `${JSON.stringify(e)}\n`).join(''), {
      mode: 0o600,
    });
    renameSync(next, this.path);
    this.appended = 0;
  }

  private open(): number {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    return openSync(this.path, 'a', 0o600);
  }
}

const STATES = new Set(['pending', 'accepted', 'failed']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A line as this memory wrote it; null for a torn or foreign one. */
function entryOf(line: string): RememberedCommand | null {
  if (line.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.command)) return null;
  const c = parsed.command;
  const request = c.request;
  const wellFormed =
    typeof c.id === 'string' &&
    typeof c.contextKey === 'string' &&
    typeof c.createdAt === 'number' &&
    typeof c.state === 'string' &&
    STATES.has(c.state) &&
    isObject(request) &&
    (request.kind === 'click' || request.kind === 'action') &&
    (c.state !== 'failed' || (isObject(c.error) && typeof c.error.code === 'string')) &&
    (c.state !== 'accepted' || isObject(c.result));
  if (!wellFormed) return null;
  const idempotency = parsed.idempotency;
  if (idempotency === undefined) return { command: c as unknown as RememberedCommand['command'] };
  const f = isObject(idempotency) ? idempotency.fingerprint : null;
  const bound =
    isObject(idempotency) &&
    typeof idempotency.key === 'string' &&
    isObject(f) &&
    typeof f.method === 'string' &&
    typeof f.path === 'string' &&
    typeof f.bodyHash === 'string';
  return bound ? (parsed as unknown as RememberedCommand) : null;
}
