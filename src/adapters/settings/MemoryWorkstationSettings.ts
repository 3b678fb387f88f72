import type {
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../application/ports/WorkstationSettings';

/** Workstation settings kept in memory (tests and embedders); stored as JSON text like the file. */
export class MemoryWorkstationSettings implements WorkstationSettings {
  readonly location = 'memory';
  private text: string | undefined;

  constructor(initial?: unknown) {
    this.text = initial === undefined ? undefined : JSON.stringify(initial);
  }

  async read(): Promise<unknown> {
    return this.text === undefined ? undefined : (JSON.parse(this.text) as unknown);
  }

  async write(settings: WorkstationSettingsData): Promise<void> {
    this.text = JSON.stringify(settings);
  }
}
