import type { MatchdeskDocument } from '../../application/import/MatchdeskDocument';
import { parseMatchdesk } from '../../application/import/parseMatchdesk';
import { parseOpenfootball } from '../../application/import/parseOpenfootball';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import { checkInput } from '../validation/checkInput';
import { isPlainObject } from '../validation/plainObject';
import { MatchdeskFile } from './matchdeskInputs';
import { OpenfootballFile } from './openfootballInputs';

export const IMPORT_FORMATS = ['matchdesk', 'openfootball'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Deeper than any file of the formats: composed() leaves it as it is. */
const MAX_DEPTH = 32;

/**
 * Every text of parsed JSON in Unicode normalization form C: a name written with combining marks
 * (macOS file names, some exports: "Ko\u0308ln") is the same name, and the same natural key, as
 * its composed form ("K\u00f6ln"). Found by review: such a file made a second team of the same
 * club, and its match counted twice. Keys are left as they are (the input classes check them).
 */
function composed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  // Deeper than any file of the formats (the input classes refuse it): left as it is, so that a
  // hostile nesting cannot exhaust the stack (found by the fuzz).
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => composed(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, key, {
      value: composed(item, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

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
  return READERS[format as ImportFormat](composed(json));
}
