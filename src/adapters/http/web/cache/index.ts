export * from './etag';
export * from './ReadCache';
export * from './sendAnswer';
export * from './WebReads';
