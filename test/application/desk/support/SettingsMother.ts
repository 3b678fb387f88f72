import type {
  KeyGenerator,
  LocalApiSettings,
  WorkstationSettingsData,
} from '../../../../src/application/ports/WorkstationSettings';
import { DEFAULT_LOCAL_API } from '../../../../src/application/desk/settings/defaults';

/** Keys 64 hex characters long, each new one different: `000…01`, `000…02`, ... */
export class CountingKeys implements KeyGenerator {
  private count = 0;

  constructor(private readonly repeatFirst = 0) {}

  newKey(): string {
    if (this.repeatFirst > 0 && this.count < this.repeatFirst) {
      this.count += 1;
      return '1'.repeat(64);
    }
    this.count += 1;
    return this.count.toString(16).padStart(64, '0');
  }
}

export const LOCAL_KEY = 'a'.repeat(64);
export const INGRESS_KEY = 'b'.repeat(64);

export const SettingsMother = {
  workstation(api: Partial<LocalApiSettings> = {}): WorkstationSettingsData {
    return {
      api: { ...DEFAULT_LOCAL_API, ...api },
      keys: { localKey: LOCAL_KEY, ocrIngressKey: INGRESS_KEY },
      ocrAssociations: [{ reading: 'Home Score', variable: 'T1_SCORE' }],
    };
  },
};
