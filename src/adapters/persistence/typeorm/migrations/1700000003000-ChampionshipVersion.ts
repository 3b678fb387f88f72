import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

// Issue 11: every championship carries a version that each write transaction bumps, so the web
// host can serve a read from memory until that version changes. Frozen once released.

const COLUMN = new TableColumn({ name: 'version', type: 'integer', isNullable: false, default: 0 });

export class ChampionshipVersion1700000003000 implements MigrationInterface {
  name = 'ChampionshipVersion1700000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('championships', COLUMN);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('championships', COLUMN.name);
  }
}
