import type {
  StoredSettings,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../application/ports/WorkstationSettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import { writeFileAtomically } from './atomicWrite';
import { checkSettings, SettingsFile } from './settingsInputs';
import { SettingsFileError } from './SettingsFileError';
import { readSettingsText } from './SettingsFileError';

/** The settings file holds the keys: only its owner may read it. */
export const SETTINGS_FILE_MODE = 0o600;
const SETTINGS_DIR_MODE = 0o700;
const FORMAT_VERSION = 1;

/** The workstation settings as a JSON file, written atomically with mode 0600. */
export class FileWorkstationSettings implements WorkstationSettings {
  constructor(readonly location: string) {}

  async read(): Promise<Result<StoredSettings | undefined, DomainError>> {
    let text: string;
    try {
      text = await readSettingsText(this.location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ok(undefined);
      throw error;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      throw new SettingsFileError(`The settings file ${this.location} is not valid JSON.`);
    }
    return checkSettings(SettingsFile, raw, this.location);
  }

  async write(settings: WorkstationSettingsData): Promise<void> {
    const document = {
      version: FORMAT_VERSION,
      api: {
        enabled: settings.api.enabled,
        port: settings.api.port,
        requireKey: settings.api.requireKey,
        allowNetwork: settings.api.allowNetwork,
        networkAddress: settings.api.networkAddress,
        allowedOrigins: [...settings.api.allowedOrigins],
        allowedHosts: [...settings.api.allowedHosts],
      },
      keys: { localKey: settings.keys.localKey, ocrIngressKey: settings.keys.ocrIngressKey },
      ocrAssociations: settings.ocrAssociations.map((a) => ({ reading: a.reading, variable: a.variable })),
      ...(settings.scoreboardTable
        ? {
            scoreboardTable: {
              vendor: settings.scoreboardTable.vendor,
              active: settings.scoreboardTable.active,
            },
          }
        : {}),
    };
    await writeFileAtomically(this.location, `${JSON.stringify(document, null, 2)}\n`, {
      mode: SETTINGS_FILE_MODE,
      dirMode: SETTINGS_DIR_MODE,
    });
  }
}
