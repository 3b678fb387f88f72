import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** The lock files this process holds. */
const HELD = new Set<string>();

/** Whether a process of this id runs (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's start, in epoch ms, as a lock file records it beside the process id. */
const STARTED_AT = Math.round(Date.now() - process.uptime() * 1000);

/** The process id and start a lock file records (the start absent in a lock of an older version). */
function holderOf(lockPath: string): { pid: number; startedAt: number | null } {
  try {
    const [pid = '', started] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const startedAt = started === undefined ? null : Number(started);
    return { pid: Number.parseInt(pid, 10), startedAt: Number.isFinite(startedAt) ? startedAt : null };
  } catch {
    return { pid: Number.NaN, startedAt: null };
  }
}

/**
 * Where /proc tells (Linux): whether process `pid` is a zombie (killed, not yet reaped) or another
 * process than the one that started at `startedAt` (its id reused, after a reboot say); null where
 * it cannot tell. Found by review: a desk started while the killed one was a zombie, or with a
 * lock whose id another process had taken, never used the file.
 */
function goneOrReused(pid: number, startedAt: number | null): boolean | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return true;
    if (startedAt === null) return false;
    const bootTime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    const ticks = Number(fields[19]);
    if (bootTime === undefined || !Number.isFinite(ticks)) return null;
    // Clock ticks of 10 ms (USER_HZ 100 on Linux); a process started more than 5 s apart is another.
    return Math.abs(Number(bootTime) * 1000 + ticks * 10 - startedAt) > 5_000;
  } catch {
    return null;
  }
}

/** The line a lock file holds: this process's id and start. */
export function lockLine(): string {
  return `${process.pid} ${STARTED_AT}\n`;
}

/**
 * The id of the live process the lock file names, null when none does (no file, a process gone,
 * a zombie, an id since reused where /proc tells).
 */
export function liveLockHolder(lockPath: string): number | null {
  const holder = holderOf(lockPath);
  return holds(holder) ? holder.pid : null;
}

/** Whether the process a lock names still holds it. */
function holds(holder: { pid: number; startedAt: number | null }): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isAlive(holder.pid)) return false;
  return goneOrReused(holder.pid, holder.startedAt) !== true;
}

/**
 * Takes the lock file `lockPath` for its caller (the file holds the process id and start),
 * synchronously; the lock of a process that is gone (kill -9; a zombie or an id since reused,
 * where /proc tells), or one this process left, is taken over. Returns
 * the id of the live process that holds it instead (this one's, for another caller in this
 * process), or null once the caller holds it.
 */
export function takeFileLock(lockPath: string): number | null {
  // Held by another user of this process (two hosts in one process, on port 0).
  if (HELD.has(lockPath)) return process.pid;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, lockLine(), { flag: 'wx', mode: 0o600 });
      HELD.add(lockPath);
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockPath);
    // This process's own lock, not held by any caller of it, was left behind: taken over.
    if (holder.pid !== process.pid && holds(holder)) return holder.pid;
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return holderOf(lockPath).pid;
}

/** Gives the lock back when this process holds it. */
export function releaseFileLock(lockPath: string): void {
  if (!HELD.delete(lockPath) || holderOf(lockPath).pid !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
