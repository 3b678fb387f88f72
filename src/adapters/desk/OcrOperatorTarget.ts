import type { OcrStatus } from '../../application/ocr/OcrSource';
import type { OcrAssociations } from '../../domain/ocr/OcrAssociations';
import type { OcrDiagnosticView } from '../../domain/ocr/ocrView';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/**
 * What the operator console drives of the scoreboard-OCR input. Each change is stored on the
 * workstation at once (as Apply does, without moving the listener); `save` puts it in the project.
 */
export interface OcrOperatorTarget {
  /** Null when the host has no OCR input. */
  ocrStatus(): OcrStatus | null;
  /** The native diagnostic (spec 6.2 rule 6): every reading, held ones included. */
  ocrDiagnostic(): OcrDiagnosticView;
  associations(): OcrAssociations;
  /** Spec 6.2 rule 3: the reading `reading` feeds `variable` (CLOCK_SVC, T1_SCORE, T2_SCORE, SET_SVC). */
  associate(reading: string, variable: string): Promise<Result<OcrAssociations, DomainError>>;
  dissociate(variable: string): Promise<Result<OcrAssociations, DomainError>>;
  /** `scoreboard-ocr` (active) or `none` (inactive: the readings are cleared, the source closed). */
  setScoreboardVendor(vendor: string): Promise<Result<OcrStatus, DomainError>>;
  /** Spec 6.2 rule 5: clears the readings. */
  resetOcr(): void;
}
