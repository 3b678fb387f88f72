import type { OcrAssociation } from '../../../domain/ocr/OcrAssociations';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import type {
  LocalApiSettings,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../ports/WorkstationSettings';
import { readApiSettings, readAssociations, settingsInvalid } from './readSettings';

/** What Apply changes: any API setting, and the OCR associations. */
export type SettingsPatch = Partial<LocalApiSettings> & {
  readonly ocrAssociations?: readonly OcrAssociation[];
};

/** Apply (spec 1): checks the changed settings and stores them on the workstation. */
export class ApplySettings {
  constructor(private readonly store: WorkstationSettings) {}

  async execute(
    current: WorkstationSettingsData,
    patch: SettingsPatch,
  ): Promise<Result<WorkstationSettingsData, DomainError>> {
    const { ocrAssociations, ...api } = patch;
    const checked = readApiSettings(api, current.api);
    const associations =
      ocrAssociations === undefined ? ok(current.ocrAssociations) : readAssociations(ocrAssociations);
    if (!checked.ok || !associations.ok) {
      const details = {
        ...(checked.ok ? {} : checked.error),
        ...(associations.ok ? {} : associations.error),
      };
      return err(settingsInvalid('this change', details));
    }
    const next = { api: checked.value, keys: current.keys, ocrAssociations: associations.value };
    await this.store.write(next);
    return ok(next);
  }
}
