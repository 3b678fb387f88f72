import type { LoadedMatchInfo } from '../../application/desk/DeskService';
import type { OcrStatus } from '../../application/ocr/OcrSource';
import type { SettingsPatch } from '../../application/desk/settings/ApplySettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/** The Running indicator (spec 1) and what the operator console shows with `status`. */
export interface LocalHostStatus {
  /** False while Enable API is off. */
  readonly running: boolean;
  /** {base_url}, null while stopped. */
  readonly url: string | null;
  readonly address: string | null;
  readonly port: number | null;
  /** Require API key. */
  readonly protected: boolean;
  /** Allow network access. */
  readonly network: boolean;
  readonly match: LoadedMatchInfo | null;
  readonly clients: number;
  readonly pendingCommands: number;
  /** The scoreboard-OCR input, when the host has one: the source and its last reading. */
  readonly ocr?: OcrStatus;
}

/** What the operator console drives: the main window and the Local API settings. */
export interface OperatorTarget {
  load(matchId: string): Promise<Result<{ contextKey: string }, DomainError>>;
  unload(): Result<{ contextKey: string }, DomainError>;
  setEditing(editing: boolean): Result<{ contextKey: string }, DomainError>;
  apply(patch: SettingsPatch): Promise<Result<LocalHostStatus, DomainError>>;
  /** Saves `localControl` into the project file; returns the file written. */
  save(file?: string): Promise<Result<string, DomainError>>;
  /** New keys; returns the new local key. */
  rotateKeys(): Promise<string>;
  status(): LocalHostStatus;
}
