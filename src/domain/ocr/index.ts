export * from './ExportVariable';
export * from './ocrErrors';
export * from './OcrReading';
export * from './OcrAssociations';
export * from './ocrMergeRules';
export * from './OcrState';
export * from './ingestReading';
export * from './ocrView';
