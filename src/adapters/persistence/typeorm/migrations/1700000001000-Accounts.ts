import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

// Users, memberships and integration tokens (issue 3). The QueryRunner Table API keeps it the
// same on SQLite and PostgreSQL. Frozen once released: change the schema with a new migration.

const text = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  isNullable,
});
const int = (name: string, isPrimary = false): TableColumnOptions => ({ name, type: 'integer', isPrimary });
const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

const fk = (table: string, column: string, referenced: string, cascade: boolean): TableForeignKey =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referenced,
    referencedColumnNames: ['id'],
    onDelete: cascade ? 'CASCADE' : 'NO ACTION',
  });

const TABLES = [
  new Table({
    name: 'users',
    columns: [id(), text('email'), text('display_name'), text('status'), text('password_hash')],
    indices: [new TableIndex({ name: 'IDX_users_email', columnNames: ['email'], isUnique: true })],
  }),
  new Table({
    name: 'memberships',
    columns: [
      int('user_id', true),
      int('company_id', true),
      text('role'),
      { name: 'team_ids', type: 'text' },
    ],
    foreignKeys: [
      fk('memberships', 'user_id', 'users', true),
      fk('memberships', 'company_id', 'companies', true),
    ],
    indices: [new TableIndex({ name: 'IDX_memberships_company', columnNames: ['company_id'] })],
  }),
  new Table({
    name: 'api_tokens',
    columns: [
      id(),
      int('company_id'),
      int('creator_id'),
      text('name'),
      text('prefix'),
      text('digest'),
      text('permission'),
      { name: 'sports', type: 'text' },
      text('created_at'),
      text('expires_at'),
      text('last_used_at', true),
      text('revoked_at', true),
    ],
    foreignKeys: [
      fk('api_tokens', 'company_id', 'companies', true),
      fk('api_tokens', 'creator_id', 'users', false),
    ],
    indices: [
      new TableIndex({ name: 'IDX_api_tokens_digest', columnNames: ['digest'], isUnique: true }),
      new TableIndex({ name: 'IDX_api_tokens_company', columnNames: ['company_id'] }),
    ],
  }),
];

export class Accounts1700000001000 implements MigrationInterface {
  name = 'Accounts1700000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.createTable(table, false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.dropTable(table.name, true, true, true);
  }
}
