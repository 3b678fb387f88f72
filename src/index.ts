// match-desk: the domain core, the use cases with their ports, and the in-memory adapters.
export * from './domain';
export * from './application';
export * as memory from './adapters/memory';
