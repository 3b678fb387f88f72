import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DeskKeep, KeptDesk } from '../../../application/ports/DeskKeep';
import { isPlainObject } from '../../validation/plainObject';
import { defaultSettingsPath } from '../../settings/settingsPath';

/** The matches kept at most: the most recently changed ones stay. */
const KEPT_MATCHES = 50;

/**
 * Where a desk keeps its clocks and statistics: one file per local API port in the workstation's
 * config folder (the folder of `--settings` when given), e.g. `~/.config/match-desk/desk/18800.json`.
 */
export function defaultDeskKeepPath(port: number, settingsPath: string = defaultSettingsPath()): string {
  return join(dirname(settingsPath), 'desk', `${port}.json`);
}

/**
 * The desk's clocks and statistics per source and match context, as one JSON file rewritten whole (write,
 * then rename) at each change: a clock started or stopped, a statistic moved, a few times a minute.
 * A file that cannot be read is started afresh: these are the desk's own counters, never match
 * data, and a desk must start.
 */
export class FileDeskKeep implements DeskKeep {
  private kept: Map<string, KeptDesk> | null = null;

  private readonly scope: string;

  /**
   * `source`: where the desk's matches come from (its database, or its hosted service), whose
   * match ids a context key holds: a desk on another source never reads these (found by review:
   * a clock kept on one database ran on the match of the same ids in another). Only a digest of it
   * is written (a database URL may hold a password). `onError`: a file that could not be written is
   * reported there and the desk goes on.
   */
  constructor(
    readonly path: string,
    source: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.scope = createHash('sha256').update(source).digest('hex').slice(0, 16);
  }

  read(contextKey: string): KeptDesk | null {
    return this.all().get(this.keyOf(contextKey)) ?? null;
  }

  write(contextKey: string, kept: KeptDesk): void {
    const all = this.all();
    const key = this.keyOf(contextKey);
    all.delete(key);
    all.set(key, kept);
    for (const key of all.keys()) {
      if (all.size <= KEPT_MATCHES) break;
      all.delete(key);
    }
    try {
      mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
      const next = `${this.path}.next`;
      writeFileSync(next, `${JSON.stringify(Object.fromEntries(all))}\n`, { mode: 0o600 });
      renameSync(next, this.path);
    } catch (error) {
      this.onError(error);
    }
  }

  private keyOf(contextKey: string): string {
    return `${this.scope} ${contextKey}`;
  }

  private all(): Map<string, KeptDesk> {
    if (this.kept) return this.kept;
    this.kept = new Map();
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch {
      return this.kept;
    }
    if (typeof parsed !== 'object' || parsed === null) return this.kept;
    for (const [key, value] of Object.entries(parsed)) {
      if (isKept(value)) this.kept.set(key, value);
    }
    return this.kept;
  }
}

const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v);

/** A kept desk as this file wrote it; anything else is left out. */
function isKept(value: unknown): value is KeptDesk {
  if (!isPlainObject(value) || !isPlainObject(value.timer) || !isPlainObject(value.statistics)) return false;
  const { period, accumulatedMs, startedAt } = value.timer;
  const timerOk =
    isCount(period) &&
    (period as number) >= 1 &&
    typeof accumulatedMs === 'number' &&
    Number.isFinite(accumulatedMs) &&
    accumulatedMs >= 0 &&
    (startedAt === null || (typeof startedAt === 'number' && Number.isFinite(startedAt)));
  return (
    timerOk &&
    Object.values(value.statistics).every(
      (sides) => isPlainObject(sides) && isCount(sides.home) && isCount(sides.away),
    )
  );
}
