import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

// Issue 14: the score at the end of regulation time of a match decided in overtime, which the
// EuroLeague counts in the standings instead of the final score. Nullable: unknown for every
// existing match. Frozen once released: change the schema with a new migration.

const COLUMNS = ['home_regulation_score', 'away_regulation_score'];

export class RegulationScore1700000014200 implements MigrationInterface {
  name = 'RegulationScore1700000014200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'matches',
      COLUMNS.map((name) => new TableColumn({ name, type: 'integer', isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('matches', COLUMNS);
  }
}
