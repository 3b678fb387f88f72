import { EntitySchema } from 'typeorm';
import { textColumn } from './columns';

/** A web write kept under its Idempotency-Key (WriteKeys). Instants are ISO 8601 UTC texts. */
export interface WriteKeyRecord {
  scope: string;
  key: string;
  fingerprint: string;
  answer: string;
  writtenAt: string;
}

const T = 'web_write_keys';

export const WriteKeySchema = new EntitySchema<WriteKeyRecord>({
  name: T,
  columns: {
    scope: { ...textColumn('scope'), primary: true },
    key: { ...textColumn('idempotency_key'), primary: true },
    fingerprint: textColumn('fingerprint'),
    answer: { type: 'text', name: 'answer' },
    writtenAt: textColumn('written_at'),
  },
  indices: [{ name: 'IDX_web_write_keys_written_at', columns: ['writtenAt'] }],
});
