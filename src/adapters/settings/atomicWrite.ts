import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOptions {
  /** File mode of the new file (e.g. 0o600 for a file holding keys). */
  readonly mode?: number;
  /** Mode of a parent folder it creates. */
  readonly dirMode?: number;
}

/**
 * Writes `text` to a temporary file beside `file`, flushes it, then renames it over `file`:
 * a reader sees the old content or the new one, never half of it.
 */
export async function writeFileAtomically(
  file: string,
  text: string,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true, ...(options.dirMode === undefined ? {} : { mode: options.dirMode }) });
  const temp = join(dir, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', options.mode ?? 0o644);
  try {
    await handle.writeFile(text, 'utf8');
    if (options.mode !== undefined) await handle.chmod(options.mode);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
