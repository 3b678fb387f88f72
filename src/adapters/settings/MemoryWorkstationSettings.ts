import type {
  StoredSettings,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../application/ports/WorkstationSettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import { checkSettings, SettingsFile } from './settingsInputs';

/** Workstation settings kept in memory (tests and embedders); stored as JSON text like the file. */
export class MemoryWorkstationSettings implements WorkstationSettings {
  readonly location = 'memory';
  private text: string | undefined;

  constructor(initial?: unknown) {
    this.text = initial === undefined ? undefined : JSON.stringify(initial);
  }

  /** The stored document as a file would hold it; undefined when nothing is stored. */
  stored(): unknown {
    return this.text === undefined ? undefined : (JSON.parse(this.text) as unknown);
  }

  async read(): Promise<Result<StoredSettings | undefined, DomainError>> {
    const stored = this.stored();
    return stored === undefined ? ok(undefined) : checkSettings(SettingsFile, stored, this.location);
  }

  async write(settings: WorkstationSettingsData): Promise<void> {
    this.text = JSON.stringify(settings);
  }
}
