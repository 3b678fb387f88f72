// The pure domain core. Sub-domains with their own vocabulary are namespaced to keep names clear.
export * from './shared/Result';
export * from './shared/DomainError';
export * from './shared/conventions';
export * from './sport';
export * from './championship/Championship';
export * from './match';
export * from './standings';
export * as access from './access';
// Every use case of the hosted API takes a Principal (README "Embedding the library").
export type { Principal, SessionPrincipal, TokenPrincipal } from './access/Principal';
export * as token from './token';
export * as desk from './desk';
export * as command from './command';
export * as ocr from './ocr';
