// The scoreboard-OCR input of the local API (spec 4.1, 6.2): the readings laid over the desk.
export * from './OcrService';
export * from './OcrSource';
export * from './ocrSourceErrors';
export * from './ocrSourceRules';
export * from './scoreboardTable';
