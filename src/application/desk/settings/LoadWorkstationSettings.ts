import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { ok } from '../../../domain/shared/Result';
import type {
  KeyGenerator,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../ports/WorkstationSettings';
import { DEFAULT_LOCAL_API } from './defaults';
import { freshKeys } from './freshKeys';
import { readWorkstationSettings } from './readSettings';

/** The workstation's settings; on first use, the defaults with fresh keys, stored at once. */
export class LoadWorkstationSettings {
  constructor(
    private readonly store: WorkstationSettings,
    private readonly keys: KeyGenerator,
  ) {}

  async execute(): Promise<Result<WorkstationSettingsData, DomainError>> {
    const stored = await this.store.read();
    if (!stored.ok) return stored;
    if (stored.value !== undefined) {
      return readWorkstationSettings(stored.value, this.store.location, DEFAULT_LOCAL_API);
    }
    const created: WorkstationSettingsData = {
      api: DEFAULT_LOCAL_API,
      keys: freshKeys(this.keys),
      ocrAssociations: [],
    };
    await this.store.write(created);
    return ok(created);
  }
}
