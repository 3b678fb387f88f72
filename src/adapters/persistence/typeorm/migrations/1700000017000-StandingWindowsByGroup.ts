import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableIndex } from 'typeorm';

// Issue 11: the windows of a changed result (TypeOrmStandings.rowsWithin) are the rows of one
// group's table between two points (or wins) values. Indexed by day and points only, a day of a
// grouped championship (100 groups of 20) put every group's rows of that band in the range read,
// to be filtered by group: 5 ms per write on SQLite where 20-team tables take 0.8. With the group
// between the day and the count, the range is the group's own. Frozen once released.

const columns = (count: string) => ['championship_id', 'day_order', count];
const withGroup = (count: string) => ['championship_id', 'day_order', 'group_id', count];

const OLD = [
  new TableIndex({ name: 'IDX_standing_rows_points', columnNames: columns('points') }),
  new TableIndex({ name: 'IDX_standing_rows_wins', columnNames: columns('wins') }),
];
const NEW = [
  new TableIndex({ name: 'IDX_standing_rows_group_points', columnNames: withGroup('points') }),
  new TableIndex({ name: 'IDX_standing_rows_group_wins', columnNames: withGroup('wins') }),
];

export class StandingWindowsByGroup1700000017000 implements MigrationInterface {
  name = 'StandingWindowsByGroup1700000017000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of NEW) await queryRunner.createIndex('standing_rows', index);
    for (const index of OLD) await queryRunner.dropIndex('standing_rows', index.name as string);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of OLD) await queryRunner.createIndex('standing_rows', index);
    for (const index of NEW) await queryRunner.dropIndex('standing_rows', index.name as string);
  }
}
