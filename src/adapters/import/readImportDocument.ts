import type { MatchdeskDocument } from '../../application/import/MatchdeskDocument';
import { parseMatchdesk } from '../../application/import/parseMatchdesk';
import { parseOpenfootball } from '../../application/import/parseOpenfootball';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import { firstPathWhere } from '../../domain/shared/unsafeKeys';
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
  const broken = firstPathWhere(json, (key, value) => isBrokenText(key) || isBrokenText(value));
  if (broken !== null) {
    return err(domainError('invalid_import', `${broken}: ${NOT_UNICODE}`, { [broken]: NOT_UNICODE }));
  }
  return READERS[format as ImportFormat](json);
}

/**
 * A UTF-16 surrogate without its pair (JSON may write one as `"\ud800"`) is not a character: a
 * store keeps U+FFFD instead, so the text never equals itself and every re-import of the same
 * file updated it (found by the fuzz).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NOT_UNICODE = 'must be Unicode text (a lone surrogate is not a character)';
const isBrokenText = (text: unknown): boolean => typeof text === 'string' && LONE_SURROGATE.test(text);
