import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { ok } from '../../../domain/shared/Result';
import type { ProjectFiles } from '../../ports/ProjectFiles';
import type { WorkstationSettings, WorkstationSettingsData } from '../../ports/WorkstationSettings';
import { withLocalControl } from './localControl';

export interface OpenedProject {
  readonly settings: WorkstationSettingsData;
  /** False when the project has no `localControl`: the workstation settings stay. */
  readonly applied: boolean;
}

/** Spec 1: a project with `localControl` re-applies it (stored on the workstation); one without changes nothing. */
export class OpenProject {
  constructor(
    private readonly projects: ProjectFiles,
    private readonly store: WorkstationSettings,
  ) {}

  async execute(file: string, current: WorkstationSettingsData): Promise<Result<OpenedProject, DomainError>> {
    const raw = await this.projects.readLocalControl(file);
    if (raw === undefined) return ok({ settings: current, applied: false });
    const next = withLocalControl(raw, current, `project ${file}`);
    if (!next.ok) return next;
    await this.store.write(next.value);
    return ok({ settings: next.value, applied: true });
  }
}
