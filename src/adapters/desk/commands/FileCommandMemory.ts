import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CommandMemory, RememberedCommand } from '../../../application/ports/CommandMemory';
import { COMMAND_RETENTION_MS } from '../../../domain/command/CommandRetention';
import { isPlainObject } from '../../validation/plainObject';
import { defaultSettingsPath } from '../../settings/settingsPath';
import { releaseFileLock, takeFileLock } from '../fileLock';

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
  /** This process holds the file's lock. */
  private locked = false;
  /** Another desk holds it, or it could not be taken: nothing is kept. */
  private disabled = false;
  /** The last record of each command recorded or read. */
  private readonly latest = new Map<string, RememberedCommand>();
  private appended = 0;

  /**
   * `onError`: a line that could not be written (a full disk, a folder without the right to write)
   * is reported there and the desk goes on: a command is never refused for its memory.
   */
  constructor(
    readonly path: string,
    private readonly retentionMs: number = COMMAND_RETENTION_MS,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  load(): RememberedCommand[] {
    // One desk at a time on the file: a second one (a desk started twice on one port, whose
    // listen then fails, or desks on port 0) keeps its commands in memory only, and never
    // rewrites the file under the first (found by review: a failed second start replaced it).
    try {
      mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
      const holder = takeFileLock(this.lockPath);
      if (holder !== null) {
        this.disabled = true;
        this.onError(
          new Error(
            `${this.path} is in use by process ${holder}: this desk keeps its commands in memory only.`,
          ),
        );
        return [];
      }
      this.locked = true;
    } catch (error) {
      this.disabled = true;
      this.onError(error);
      return [];
    }
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
    try {
      this.compact();
    } catch (error) {
      this.onError(error);
    }
    return [...this.latest.values()];
  }

  record(entry: RememberedCommand): void {
    if (this.disabled) return;
    this.latest.set(entry.command.id, entry);
    try {
      this.fd ??= this.open();
      writeSync(this.fd, `${JSON.stringify(entry)}\n`);
      this.appended += 1;
      // Amortized: a compaction writes every retained command, so it waits for at least as many
      // new lines (at thousands of commands a second, 60 s retain a hundred thousand).
      if (this.appended >= Math.max(COMPACT_EVERY, this.latest.size)) this.compact();
    } catch (error) {
      this.onError(error);
    }
  }

  get lockPath(): string {
    return `${this.path}.lock`;
  }

  close(): void {
    this.closeFile();
    if (this.locked) releaseFileLock(this.lockPath);
    this.locked = false;
  }

  private closeFile(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  /** Keeps the commands still retained (and those pending), in one file written whole. */
  private compact(): void {
    const cutoff = this.now() - this.retentionMs;
    for (const [id, { command }] of this.latest) {
      if (command.state !== 'pending' && command.createdAt < cutoff) this.latest.delete(id);
    }
    this.closeFile();
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

/** A line as this memory wrote it; null for a torn or foreign one. */
function entryOf(line: string): RememberedCommand | null {
  if (line.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed) || !isPlainObject(parsed.command)) return null;
  const c = parsed.command;
  const request = c.request;
  const wellFormed =
    typeof c.id === 'string' &&
    typeof c.contextKey === 'string' &&
    typeof c.createdAt === 'number' &&
    typeof c.state === 'string' &&
    STATES.has(c.state) &&
    isPlainObject(request) &&
    (request.kind === 'click' || request.kind === 'action') &&
    (c.state !== 'failed' || (isPlainObject(c.error) && typeof c.error.code === 'string')) &&
    (c.state !== 'accepted' || isPlainObject(c.result));
  if (!wellFormed) return null;
  const idempotency = parsed.idempotency;
  if (idempotency === undefined) return { command: c as unknown as RememberedCommand['command'] };
  const f = isPlainObject(idempotency) ? idempotency.fingerprint : null;
  const bound =
    isPlainObject(idempotency) &&
    typeof idempotency.key === 'string' &&
    isPlainObject(f) &&
    typeof f.method === 'string' &&
    typeof f.path === 'string' &&
    typeof f.bodyHash === 'string';
  return bound ? (parsed as unknown as RememberedCommand) : null;
}
