import { OcrService } from '../../../../src/application/ocr/OcrService';
import type {
  ScoreboardTableSettings,
  WorkstationSettingsData,
} from '../../../../src/application/ports/WorkstationSettings';
import type { OcrAssociations } from '../../../../src/domain/ocr/OcrAssociations';
import type { DomainError } from '../../../../src/domain/shared/DomainError';
import type { LocalState } from '../../../../src/application/desk/LocalState';
import type { DeskWorld, DeskWorldOptions } from '../../desk/support/DeskWorld';
import { deskWorld } from '../../desk/support/DeskWorld';
import { SettingsMother } from '../../desk/support/SettingsMother';

export const OCR_ACTIVE: ScoreboardTableSettings = { vendor: 'scoreboard-ocr', active: true };

export interface OcrWorld {
  readonly desk: DeskWorld;
  readonly ocr: OcrService;
  /** Why the service ended the source, each time it did. */
  readonly ended: DomainError[];
  /** Changes the settings as Apply would (the service reads them when needed). */
  setSettings(change: Partial<WorkstationSettingsData>): void;
  state(): LocalState;
}

/** The demo desk with the OCR service laid over it; the scoreboard-ocr source active by default. */
export async function ocrWorld(
  options: DeskWorldOptions & { associations?: OcrAssociations; maxNames?: number } = {},
): Promise<OcrWorld> {
  const desk = await deskWorld(options);
  let settings: WorkstationSettingsData = {
    ...SettingsMother.workstation(),
    ocrAssociations: options.associations ?? [],
    scoreboardTable: OCR_ACTIVE,
  };
  const ocr = new OcrService({
    desk: desk.desk,
    clock: desk.clock,
    settings: () => settings,
    ...(options.maxNames === undefined ? {} : { maxNames: options.maxNames }),
  });
  desk.desk.setOverlay(ocr);
  return {
    desk,
    ocr,
    ended: [],
    setSettings: (change) => {
      settings = { ...settings, ...change };
    },
    state: () => {
      const read = desk.desk.reads.state();
      if (!read.ok) throw new Error(read.error.message);
      return read.value;
    },
  };
}

/** Connects a source and fails the test when it is refused. */
export function connected(world: OcrWorld, address = '127.0.0.1') {
  const link = world.ocr.connect(address, (reason) => world.ended.push(reason));
  if (!link.ok) throw new Error(`refused: ${link.error.code}`);
  return link.value;
}
