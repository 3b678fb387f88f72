import type { OcrAssociation } from '../../domain/ocr/OcrAssociations';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { AssociationInput, LocalApiSettings, ScoreboardTableSettings } from './WorkstationSettings';

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

/** A project's `localControl` as read: the fields it gives, each of the right type. */
export type LocalControlInput = Partial<LocalApiSettings> & {
  readonly ocrAssociations?: readonly AssociationInput[];
};

/**
 * Project files of the desk application (JSON documents with other sections of their own). A
 * section is read with its fields checked (`settings_invalid` naming each field of the wrong type).
 */
export interface ProjectFiles {
  /** The project's `localControl`; undefined when the project has none. */
  readLocalControl(file: string): Promise<Result<LocalControlInput | undefined, DomainError>>;
  /** Writes `localControl`, keeping every other key of the project as it was. */
  writeLocalControl(file: string, section: LocalControl): Promise<void>;
  /** The project's `scoreboardTable` (spec 1); undefined when the project has none. */
  readScoreboardTable(
    file: string,
  ): Promise<Result<Partial<ScoreboardTableSettings> | undefined, DomainError>>;
  /** Writes `scoreboardTable` ({vendor, active} only), keeping every other key as it was. */
  writeScoreboardTable(file: string, table: ScoreboardTableSettings): Promise<void>;
}
