import { stat } from 'node:fs/promises';
import type { LocalControl, LocalControlInput, ProjectFiles } from '../../application/ports/ProjectFiles';
import type { ScoreboardTableSettings } from '../../application/ports/WorkstationSettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { localControlDocument, localControlOf, scoreboardTableOf } from './localControlDocument';
import { writeFileAtomically } from './atomicWrite';
import { SettingsFileError } from './SettingsFileError';
import { readSettingsText } from './SettingsFileError';

const SECTION = 'localControl';

async function readProject(file: string, missingOk: boolean): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readSettingsText(file);
  } catch (error) {
    if (missingOk && (error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SettingsFileError(`The project file ${file} is not valid JSON.`);
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

/** Project files as JSON documents; Save rewrites its sections (`localControl`, `scoreboardTable`) only, atomically. */
export class FileProjectFiles implements ProjectFiles {
  async readLocalControl(file: string): Promise<Result<LocalControlInput | undefined, DomainError>> {
    return localControlOf(await readProject(file, false), file);
  }

  async writeLocalControl(file: string, section: LocalControl): Promise<void> {
    await this.writeSection(file, SECTION, localControlDocument(section));
  }

  async readScoreboardTable(
    file: string,
  ): Promise<Result<Partial<ScoreboardTableSettings> | undefined, DomainError>> {
    return scoreboardTableOf(await readProject(file, false), file);
  }

  async writeScoreboardTable(file: string, table: ScoreboardTableSettings): Promise<void> {
    await this.writeSection(file, 'scoreboardTable', { vendor: table.vendor, active: table.active });
  }

  private async writeSection(file: string, name: string, section: Record<string, unknown>): Promise<void> {
    const project = await readProject(file, true);
    // Key order is kept: an existing section is replaced in place, a new one goes last.
    project[name] = section;
    const mode = await modeOf(file);
    await writeFileAtomically(
      file,
      `${JSON.stringify(project, null, 2)}\n`,
      mode === undefined ? {} : { mode },
    );
  }
}
