import { scoreboardTableOf } from '../../ocr/scoreboardTable';
import type { ProjectFiles } from '../../ports/ProjectFiles';
import type { WorkstationSettingsData } from '../../ports/WorkstationSettings';
import { localControlOf } from './localControl';

/**
 * Save (spec 1): `localControl` (with the OCR associations) and the `scoreboardTable` source into
 * the project file, never a key nor a reading.
 */
export class SaveProject {
  constructor(private readonly projects: ProjectFiles) {}

  async execute(file: string, current: WorkstationSettingsData): Promise<void> {
    await this.projects.writeLocalControl(file, localControlOf(current));
    const table = scoreboardTableOf(current);
    await this.projects.writeScoreboardTable(file, { vendor: table.vendor, active: table.active });
  }
}
