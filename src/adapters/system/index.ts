export { NodeSecrets, DEFAULT_SCRYPT } from './NodeSecrets';
export type { ScryptParameters } from './NodeSecrets';
export { SystemClock } from './SystemClock';
