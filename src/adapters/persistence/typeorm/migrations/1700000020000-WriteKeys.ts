import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

// Web event writes kept a day under the Idempotency-Key they were sent with, written in the
// write's own transaction (WriteKeys). Frozen once released: change the schema with a new
// migration.

const TABLE = new Table({
  name: 'web_write_keys',
  columns: [
    { name: 'scope', type: 'varchar', isPrimary: true },
    { name: 'idempotency_key', type: 'varchar', isPrimary: true },
    { name: 'fingerprint', type: 'varchar' },
    { name: 'answer', type: 'text' },
    { name: 'written_at', type: 'varchar' },
  ],
  indices: [new TableIndex({ name: 'IDX_web_write_keys_written_at', columnNames: ['written_at'] })],
});

export class WriteKeys1700000020000 implements MigrationInterface {
  name = 'WriteKeys1700000020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(TABLE, false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE.name, true, true, true);
  }
}
