import type { MatchdeskDocument } from '../../application/import/MatchdeskDocument';
import { parseMatchdesk } from '../../application/import/parseMatchdesk';
import { parseOpenfootball } from '../../application/import/parseOpenfootball';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import { checkInput } from '../validation/checkInput';
import { MatchdeskFile } from './matchdeskInputs';
import { OpenfootballFile } from './openfootballInputs';

export const IMPORT_FORMATS = ['matchdesk', 'openfootball'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const READERS: Readonly<Record<ImportFormat, (json: unknown) => Result<MatchdeskDocument, DomainError>>> = {
  matchdesk: (json) => {
    const file = checkInput(MatchdeskFile, json);
    return file.ok ? parseMatchdesk(file.value) : file;
  },
  openfootball: (json) => {
    const file = checkInput(OpenfootballFile, json);
    return file.ok ? parseOpenfootball(file.value) : file;
  },
};

/**
 * Reads parsed JSON of the given format into a matchdesk document: its input classes check the
 * shape first (class-validator: types, required and unknown fields, `__proto__` and friends), then
 * the application checks the references and the sport rules. Either refusal is `invalid_import`,
 * naming each problem by path (a document with a shape problem is not checked further).
 */
export function readImportDocument(format: string, json: unknown): Result<MatchdeskDocument, DomainError> {
  if (!(IMPORT_FORMATS as readonly string[]).includes(format)) {
    return err(
      domainError('invalid_import', `unknown format "${format}" (use ${IMPORT_FORMATS.join(' or ')})`),
    );
  }
  return READERS[format as ImportFormat](json);
}
