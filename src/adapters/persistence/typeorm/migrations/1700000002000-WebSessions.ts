import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

// Browser sessions shared by every web instance on the database. Frozen once released: change
// the schema with a new migration.

const TABLE = new Table({
  name: 'web_sessions',
  columns: [
    { name: 'digest', type: 'varchar', isPrimary: true },
    { name: 'user_id', type: 'integer' },
    { name: 'created_at', type: 'varchar' },
    { name: 'expires_at', type: 'varchar' },
  ],
  foreignKeys: [
    new TableForeignKey({
      name: 'FK_web_sessions_user_id',
      columnNames: ['user_id'],
      referencedTableName: 'users',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    }),
  ],
  indices: [
    new TableIndex({ name: 'IDX_web_sessions_expires_at', columnNames: ['expires_at'] }),
    new TableIndex({ name: 'IDX_web_sessions_user', columnNames: ['user_id'] }),
  ],
});

export class WebSessions1700000002000 implements MigrationInterface {
  name = 'WebSessions1700000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(TABLE, false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE.name, true, true, true);
  }
}
