import { readImportDocument } from '../../../../src/adapters/import/readImportDocument';

/** A matchdesk file as the CLI reads it: its input classes, then the import rules. */
export const readMatchdesk = (json: unknown) => readImportDocument('matchdesk', json);

/** An openfootball file as the CLI reads it. */
export const readOpenfootball = (json: unknown) => readImportDocument('openfootball', json);
