import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import { unsafeKeyPath } from '../../domain/shared/unsafeKeys';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { parseMatchdesk } from './parseMatchdesk';
import { parseOpenfootball } from './parseOpenfootball';

export const IMPORT_FORMATS = ['matchdesk', 'openfootball'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const PARSERS: Readonly<Record<ImportFormat, (json: unknown) => Result<MatchdeskDocument, DomainError>>> = {
  matchdesk: parseMatchdesk,
  openfootball: parseOpenfootball,
};

/** Parses already-read JSON of the given format into a matchdesk document. */
export function parseImportDocument(format: string, json: unknown): Result<MatchdeskDocument, DomainError> {
  if (!(IMPORT_FORMATS as readonly string[]).includes(format)) {
    return err(
      domainError('invalid_import', `unknown format "${format}" (use ${IMPORT_FORMATS.join(' or ')})`),
    );
  }
  const unsafe = unsafeKeyPath(json);
  if (unsafe !== null) {
    return err(
      domainError('invalid_import', `${unsafe}: not an allowed field name`, { [unsafe]: 'not allowed' }),
    );
  }
  return PARSERS[format as ImportFormat](json);
}
