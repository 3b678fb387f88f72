import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { readScoreboardTable } from '../../ocr/scoreboardTable';
import type { ProjectFiles } from '../../ports/ProjectFiles';
import type { WorkstationSettings, WorkstationSettingsData } from '../../ports/WorkstationSettings';
import { withLocalControl } from './localControl';
import { settingsInvalid } from './readSettings';

export interface OpenedProject {
  readonly settings: WorkstationSettingsData;
  /** False when the project has no `localControl`: the workstation settings stay. */
  readonly applied: boolean;
}

/**
 * Spec 1: a project with `localControl` re-applies it (stored on the workstation); one without
 * changes nothing. Its `scoreboardTable`, when present, is re-applied too.
 */
export class OpenProject {
  constructor(
    private readonly projects: ProjectFiles,
    private readonly store: WorkstationSettings,
  ) {}

  async execute(file: string, current: WorkstationSettingsData): Promise<Result<OpenedProject, DomainError>> {
    const read = await this.projects.readLocalControl(file);
    if (!read.ok) return read;
    const readTable = await this.projects.readScoreboardTable(file);
    if (!readTable.ok) return readTable;
    const raw = read.value;
    const next = raw === undefined ? ok(current) : withLocalControl(raw, current, `project ${file}`);
    if (!next.ok) return next;
    const table = readTable.value === undefined ? ok(undefined) : readScoreboardTable(readTable.value);
    if (!table.ok) return err(settingsInvalid(`project ${file}`, table.error));
    if (raw === undefined && table.value === undefined) return ok({ settings: current, applied: false });
    const settings = table.value ? { ...next.value, scoreboardTable: table.value } : next.value;
    await this.store.write(settings);
    return ok({ settings, applied: raw !== undefined });
  }
}
