import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { ScoreboardTableSettings, WorkstationSettingsData } from '../ports/WorkstationSettings';

/** The vendor of the scoreboard-OCR source (spec 4.1). */
export const SCOREBOARD_OCR = 'scoreboard-ocr';
/** No scoreboard-table source. */
export const NO_SCOREBOARD = 'none';

export const DEFAULT_SCOREBOARD_TABLE: ScoreboardTableSettings = { vendor: NO_SCOREBOARD, active: false };

const VENDOR = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** The source in effect: the default when the settings name none. */
export function scoreboardTableOf(settings: WorkstationSettingsData): ScoreboardTableSettings {
  return settings.scoreboardTable ?? DEFAULT_SCOREBOARD_TABLE;
}

/** OCR readings are taken only from this source (spec 4.1 preconditions). */
export function takesOcrReadings(table: ScoreboardTableSettings): boolean {
  return table.vendor === SCOREBOARD_OCR && table.active;
}

/**
 * A `scoreboardTable` ({vendor, active}, fields of the right type); only these two fields are
 * kept. Without `active`, a named vendor is active and `none` is not.
 */
export function readScoreboardTable(
  given: Partial<ScoreboardTableSettings>,
): Result<ScoreboardTableSettings, Record<string, string>> {
  const vendor = given.vendor ?? NO_SCOREBOARD;
  if (!VENDOR.test(vendor)) {
    return err({
      'scoreboardTable.vendor': `vendor must be ${NO_SCOREBOARD}, ${SCOREBOARD_OCR} or a source name.`,
    });
  }
  const active = given.active ?? vendor !== NO_SCOREBOARD;
  return ok({ vendor, active: vendor === NO_SCOREBOARD ? false : active });
}
