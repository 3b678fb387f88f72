import type { ProjectFiles } from '../../ports/ProjectFiles';
import type { WorkstationSettingsData } from '../../ports/WorkstationSettings';
import { localControlOf } from './localControl';

/** Save (spec 1): `localControl` into the project file, never a key. */
export class SaveProject {
  constructor(private readonly projects: ProjectFiles) {}

  execute(file: string, current: WorkstationSettingsData): Promise<void> {
    return this.projects.writeLocalControl(file, localControlOf(current));
  }
}
