// match-desk: the domain core, the use cases with their ports, and the in-memory adapters.
export * from './domain';
export * from './application';
export * as memory from './adapters/memory';
export { IMPORT_FORMATS, readImportDocument } from './adapters/import/readImportDocument';
export type { ImportFormat } from './adapters/import/readImportDocument';
export { readUtf8File, utf8Text, NotUtf8Error } from './adapters/system/utf8Text';
