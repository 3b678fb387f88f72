import { randomBytes } from 'node:crypto';
import type { KeyGenerator } from '../../application/ports/WorkstationSettings';

export class NodeKeyGenerator implements KeyGenerator {
  newKey(): string {
    return randomBytes(32).toString('hex');
  }
}
