import { readFile, stat } from 'node:fs/promises';
import type { LocalControl, ProjectFiles } from '../../application/ports/ProjectFiles';
import { localControlDocument } from './localControlDocument';
import { writeFileAtomically } from './atomicWrite';

const SECTION = 'localControl';

async function readProject(file: string, missingOk: boolean): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (missingOk && (error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`The project file ${file} is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`The project file ${file} is not a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

async function modeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mode & 0o777;
  } catch {
    return undefined;
  }
}

/** Project files as JSON documents; Save rewrites `localControl` only, atomically. */
export class FileProjectFiles implements ProjectFiles {
  async readLocalControl(file: string): Promise<unknown> {
    const project = await readProject(file, false);
    return Object.hasOwn(project, SECTION) ? project[SECTION] : undefined;
  }

  async writeLocalControl(file: string, section: LocalControl): Promise<void> {
    const project = await readProject(file, true);
    // Key order is kept: an existing section is replaced in place, a new one goes last.
    project[SECTION] = localControlDocument(section);
    const mode = await modeOf(file);
    await writeFileAtomically(
      file,
      `${JSON.stringify(project, null, 2)}\n`,
      mode === undefined ? {} : { mode },
    );
  }
}
