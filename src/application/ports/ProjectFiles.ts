import type { OcrAssociation } from '../../domain/ocr/OcrAssociations';
import type { ScoreboardTableSettings } from './WorkstationSettings';

/**
 * The `localControl` section of a project file (spec 1): the API settings and the OCR
 * associations. It has no key field: private keys are never exported.
 */
export interface LocalControl {
  readonly enabled: boolean;
  readonly port: number;
  readonly requireKey: boolean;
  readonly allowNetwork: boolean;
  readonly networkAddress: string;
  readonly allowedOrigins: readonly string[];
  readonly allowedHosts: readonly string[];
  readonly ocrAssociations: readonly OcrAssociation[];
}

/** Project files of the desk application (JSON documents with other sections of their own). */
export interface ProjectFiles {
  /** The project's `localControl`, unchecked; undefined when the project has none. */
  readLocalControl(file: string): Promise<unknown>;
  /** Writes `localControl`, keeping every other key of the project as it was. */
  writeLocalControl(file: string, section: LocalControl): Promise<void>;
  /** The project's `scoreboardTable` (spec 1), unchecked; undefined when the project has none. */
  readScoreboardTable(file: string): Promise<unknown>;
  /** Writes `scoreboardTable` ({vendor, active} only), keeping every other key as it was. */
  writeScoreboardTable(file: string, table: ScoreboardTableSettings): Promise<void>;
}
