import { randomUUID } from 'node:crypto';
import type { Ids } from '../../application/ports/Ids';

export class UuidIds implements Ids {
  uuid(): string {
    return randomUUID();
  }
}
