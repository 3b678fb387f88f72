import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

// Issue 11: what each match's saved events add up to, so that an event write updates the score
// from the changed event. No row means "re-add the events once" (the next write does). Frozen once
// released: change the schema with a new migration.

const TABLE = new Table({
  name: 'match_event_tallies',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'match_id', type: 'integer' },
    { name: 'tally', type: 'text' },
  ],
  foreignKeys: [
    new TableForeignKey({
      name: 'FK_match_event_tallies_match_id',
      columnNames: ['match_id'],
      referencedTableName: 'matches',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    }),
  ],
  indices: [
    new TableIndex({ name: 'IDX_match_event_tallies_match', columnNames: ['match_id'], isUnique: true }),
  ],
});

export class EventTallies1700000005000 implements MigrationInterface {
  name = 'EventTallies1700000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(TABLE, false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE.name, true, true, true);
  }
}
