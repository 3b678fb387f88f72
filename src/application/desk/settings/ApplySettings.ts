import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { readScoreboardTable } from '../../ocr/scoreboardTable';
import type {
  AssociationInput,
  LocalApiSettings,
  ScoreboardTableSettings,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../ports/WorkstationSettings';
import { readApiSettings, readAssociations, settingsInvalid } from './readSettings';

/** What Apply changes: any API setting, the OCR associations and the scoreboard-table source. */
export type SettingsPatch = Partial<LocalApiSettings> & {
  readonly ocrAssociations?: readonly AssociationInput[];
  readonly scoreboardTable?: ScoreboardTableSettings;
};

/** Apply (spec 1): checks the changed settings and stores them on the workstation. */
export class ApplySettings {
  constructor(private readonly store: WorkstationSettings) {}

  async execute(
    current: WorkstationSettingsData,
    patch: SettingsPatch,
  ): Promise<Result<WorkstationSettingsData, DomainError>> {
    const { ocrAssociations, scoreboardTable, ...api } = patch;
    const checked = readApiSettings(api, current.api);
    const associations =
      ocrAssociations === undefined ? ok(current.ocrAssociations) : readAssociations(ocrAssociations);
    const table =
      scoreboardTable === undefined ? ok(current.scoreboardTable) : readScoreboardTable(scoreboardTable);
    if (!checked.ok || !associations.ok || !table.ok) {
      const details = {
        ...(checked.ok ? {} : checked.error),
        ...(associations.ok ? {} : associations.error),
        ...(table.ok ? {} : table.error),
      };
      return err(settingsInvalid('this change', details));
    }
    const next: WorkstationSettingsData = {
      api: checked.value,
      keys: current.keys,
      ocrAssociations: associations.value,
      ...(table.value ? { scoreboardTable: table.value } : {}),
    };
    await this.store.write(next);
    return ok(next);
  }
}
