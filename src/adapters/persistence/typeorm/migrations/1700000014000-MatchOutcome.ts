import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

// Issue 14: how a match was decided (`regulation`, `overtime`, `shootout`) and the side that
// retired or gave a walkover. Nullable, so every existing match stays as it was (null: not
// recorded). Frozen once released: change the schema with a new migration.

const COLUMNS = ['decided_in', 'retired', 'walkover'];

export class MatchOutcome1700000014000 implements MigrationInterface {
  name = 'MatchOutcome1700000014000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'matches',
      COLUMNS.map((name) => new TableColumn({ name, type: 'varchar', isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('matches', COLUMNS);
  }
}
