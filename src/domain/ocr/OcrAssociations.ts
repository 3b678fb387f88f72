import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { ExportVariable } from './ExportVariable';
import { isExportVariable } from './ExportVariable';
import { OCR_MAX_STRING_LENGTH, readingNameInvalid, unknownVariable } from './ocrErrors';

/** An export association (spec 6.2 rule 3): the reading named `reading` feeds `variable`. */
export interface OcrAssociation {
  readonly reading: string;
  readonly variable: ExportVariable;
}

/** One reading per variable and one variable per reading. Saved in the project file (localControl). */
export type OcrAssociations = readonly OcrAssociation[];

/** Links a reading to a variable, replacing any link either had (e.g. "Home Score" → T1_SCORE). */
export function associate(
  list: OcrAssociations,
  reading: string,
  variable: string,
): Result<OcrAssociations, DomainError> {
  if (!isExportVariable(variable)) return err(unknownVariable(variable));
  const length = [...reading].length;
  if (length < 1 || length > OCR_MAX_STRING_LENGTH) return err(readingNameInvalid());
  const others = list.filter((a) => a.variable !== variable && a.reading !== reading);
  return ok([...others, { reading, variable }]);
}

export function dissociate(list: OcrAssociations, variable: ExportVariable): OcrAssociations {
  return list.filter((a) => a.variable !== variable);
}
