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

function holderOf(lockPath: string): number {
  try {
    return Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes the lock file `lockPath` for its caller (the file holds the process id), synchronously;
 * the lock of a process that is gone (kill -9), or one this process left, is taken over. Returns
 * the id of the live process that holds it instead (this one's, for another caller in this
 * process), or null once the caller holds it.
 */
export function takeFileLock(lockPath: string): number | null {
  // Held by another user of this process (two hosts in one process, on port 0).
  if (HELD.has(lockPath)) return process.pid;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      HELD.add(lockPath);
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockPath);
    // This process's own lock, not held by any caller of it, was left behind: taken over.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) return holder;
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return holderOf(lockPath);
}

/** Gives the lock back when this process holds it. */
export function releaseFileLock(lockPath: string): void {
  if (!HELD.delete(lockPath) || holderOf(lockPath) !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
