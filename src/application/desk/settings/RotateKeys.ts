import type {
  KeyGenerator,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../ports/WorkstationSettings';
import { freshKeys } from './freshKeys';

/** New local and OCR ingress keys, stored at once; clients need the new local key. */
export class RotateKeys {
  constructor(
    private readonly store: WorkstationSettings,
    private readonly keys: KeyGenerator,
  ) {}

  async execute(current: WorkstationSettingsData): Promise<WorkstationSettingsData> {
    const next: WorkstationSettingsData = { ...current, keys: freshKeys(this.keys) };
    await this.store.write(next);
    return next;
  }
}
