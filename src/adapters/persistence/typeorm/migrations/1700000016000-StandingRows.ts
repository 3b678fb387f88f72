import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

// Issue 11: the standings tables become rows, one per team and table, so that a changed result
// rewrites only the rows it moves instead of every later table in full. The stored tables are
// carried over row for row, then `standings_tables` goes. Frozen once released.

const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
const text = (name: string): TableColumnOptions => ({ name, type: 'varchar' });

/** The columns after the id, in the order rowsOf gives their values. */
const COLUMNS: TableColumnOptions[] = [
  int('championship_id'),
  int('day_id', true),
  int('day_order'),
  int('position'),
  int('entity_id'),
  text('name'),
  int('phase_id', true),
  int('group_id', true),
  text('group_name'),
  ...[
    'rank',
    'previous_rank',
    'rank_movement',
    'played',
    'wins',
    'draws',
    'losses',
    'goals_for',
    'goals_against',
    'goal_difference',
    'points',
  ].map((name) => int(name, true)),
];

const fk = (column: string, table: string) =>
  new TableForeignKey({
    name: `FK_standing_rows_${column}`,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

const ROWS = new Table({
  name: 'standing_rows',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    ...COLUMNS,
  ],
  foreignKeys: [fk('championship_id', 'championships'), fk('day_id', 'days')],
  indices: [
    new TableIndex({
      name: 'IDX_standing_rows_table',
      columnNames: ['championship_id', 'day_order', 'position'],
    }),
    new TableIndex({
      name: 'IDX_standing_rows_team',
      columnNames: ['championship_id', 'day_order', 'entity_id'],
      isUnique: true,
    }),
    new TableIndex({ name: 'IDX_standing_rows_day', columnNames: ['championship_id', 'day_id'] }),
    new TableIndex({
      name: 'IDX_standing_rows_entity',
      columnNames: ['championship_id', 'entity_id', 'day_order'],
    }),
    new TableIndex({
      name: 'IDX_standing_rows_points',
      columnNames: ['championship_id', 'day_order', 'points'],
    }),
    new TableIndex({ name: 'IDX_standing_rows_wins', columnNames: ['championship_id', 'day_order', 'wins'] }),
  ],
});

const JSON_TABLES = new Table({
  name: 'standings_tables',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    int('championship_id'),
    int('day_id', true),
    int('day_order'),
    { name: 'standing_rows', type: 'text' },
  ],
  foreignKeys: [
    new TableForeignKey({
      name: 'FK_standings_tables_championship_id',
      columnNames: ['championship_id'],
      referencedTableName: 'championships',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    }),
    new TableForeignKey({
      name: 'FK_standings_tables_day_id',
      columnNames: ['day_id'],
      referencedTableName: 'days',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    }),
  ],
  indices: [
    new TableIndex({
      name: 'IDX_standings_tables_championship_order',
      columnNames: ['championship_id', 'day_order'],
    }),
    new TableIndex({
      name: 'IDX_standings_tables_championship_day',
      columnNames: ['championship_id', 'day_id'],
      isUnique: true,
    }),
  ],
});

/** A standing as the JSON tables stored it (spec 2.9 fields; ids as decimal text). */
interface JsonStanding {
  entityId: string;
  name: string;
  /** The table's day (a row of a projected table always has it). */
  dayId: string;
  phaseId: string;
  groupId: string;
  groupName: string;
  rank: number | null;
  previousRank: number | null;
  rankMovement: number | null;
  played: number | null;
  wins: number | null;
  draws: number | null;
  losses: number | null;
  goalsFor: number | null;
  goalsAgainst: number | null;
  goalDifference: number | null;
  points: number | null;
}

const STATS = [
  'rank',
  'previousRank',
  'rankMovement',
  'played',
  'wins',
  'draws',
  'losses',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
] as const;

const key = (id: string): number | null => (id === '' ? null : Number(id));

/** A table's quoted name, in the PostgreSQL schema of the connection when one is set. */
function qualified(queryRunner: QueryRunner, name: string): string {
  const schema = (queryRunner.connection.options as { schema?: string }).schema;
  const quote = (part: string) => queryRunner.connection.driver.escape(part);
  return schema ? `${quote(schema)}.${quote(name)}` : quote(name);
}

interface JsonTable {
  championship_id: number;
  day_id: number | null;
  day_order: number;
  standing_rows: string;
}

export class StandingRows1700000016000 implements MigrationInterface {
  name = 'StandingRows1700000016000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(ROWS, false, true, true);
    const tables = (await queryRunner.query(
      `SELECT championship_id, day_id, day_order, standing_rows FROM ${qualified(queryRunner, 'standings_tables')} ORDER BY id`,
    )) as JsonTable[];
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const table of tables) {
      const rows = JSON.parse(table.standing_rows) as JsonStanding[];
      for (const [position, s] of rows.entries()) {
        const values = [
          table.championship_id,
          table.day_id,
          table.day_order,
          position,
          Number(s.entityId),
          s.name,
          key(s.phaseId),
          key(s.groupId),
          s.groupName,
          ...STATS.map((f) => s[f]),
        ];
        const marks = values.map((_, i) => (postgres ? `$${i + 1}` : '?')).join(', ');
        await queryRunner.query(
          `INSERT INTO ${qualified(queryRunner, 'standing_rows')} (${COLUMNS.map((c) => c.name).join(', ')}) VALUES (${marks})`,
          values,
        );
      }
    }
    await queryRunner.dropTable('standings_tables', true, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(JSON_TABLES, false, true, true);
    const rows = (await queryRunner.query(
      `SELECT * FROM ${qualified(queryRunner, 'standing_rows')} ORDER BY championship_id, day_order, position`,
    )) as Record<string, number | string | null>[];
    const tables = new Map<string, { head: Record<string, unknown>; rows: JsonStanding[] }>();
    for (const r of rows) {
      const id = `${r.championship_id}|${r.day_order}`;
      const table = tables.get(id) ?? { head: r, rows: [] };
      const idText = (v: unknown) => (v === null ? '' : String(v));
      const n = (v: unknown) => (v === null ? null : Number(v));
      table.rows.push({
        entityId: String(r.entity_id),
        name: String(r.name),
        dayId: idText(r.day_id),
        phaseId: idText(r.phase_id),
        groupId: idText(r.group_id),
        groupName: String(r.group_name),
        rank: n(r.rank),
        previousRank: n(r.previous_rank),
        rankMovement: n(r.rank_movement),
        played: n(r.played),
        wins: n(r.wins),
        draws: n(r.draws),
        losses: n(r.losses),
        goalsFor: n(r.goals_for),
        goalsAgainst: n(r.goals_against),
        goalDifference: n(r.goal_difference),
        points: n(r.points),
      });
      tables.set(id, table);
    }
    const postgres = queryRunner.connection.options.type === 'postgres';
    const marks = postgres ? '$1, $2, $3, $4' : '?, ?, ?, ?';
    for (const { head, rows: standings } of tables.values()) {
      await queryRunner.query(
        `INSERT INTO ${qualified(queryRunner, 'standings_tables')} (championship_id, day_id, day_order, standing_rows) VALUES (${marks})`,
        [head.championship_id, head.day_id, head.day_order, JSON.stringify(standings)],
      );
    }
    await queryRunner.dropTable('standing_rows', true, true, true);
  }
}
