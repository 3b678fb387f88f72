import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

// Issue 14: a team's ranking or seeding (1 the best), which some ranking rules read last (the ATP
// Ranking at the Nitto ATP Finals, the IIHF seeding). Nullable: existing teams have none. Frozen
// once released: change the schema with a new migration.

export class TeamRanking1700000014100 implements MigrationInterface {
  name = 'TeamRanking1700000014100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'teams',
      new TableColumn({ name: 'ranking', type: 'integer', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('teams', 'ranking');
  }
}
