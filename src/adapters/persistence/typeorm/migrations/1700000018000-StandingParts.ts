import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

// Issue 11: a standings table's rows are stored per part (one group's rows of one day's table),
// packed into one value, instead of one row per team: a changed result that passes 87 teams in
// each of 19 later tables of 200 teams rewrote 1,650 rows; it now rewrites 19 values. The rows
// are carried over part by part; the way back restores them row for row, with the indexes of
// 1700000017000. The packing is spelled out here, frozen with the migration: STRIDE numbers per
// row, in rank order (the team's id, PACKED, then the row's place in the part's order by name
// then id), written as "i" and the base64 of little-endian 32-bit integers (-2^31 for null) when
// every value fits, else "d" and the base64 of little-endian 64-bit floats (NaN for null); read
// back in those forms and in the store's short one, "s" (unpacked).

const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
const text = (name: string): TableColumnOptions => ({ name, type: 'varchar' });

const fk = (table: string, column: string, referenced: string) =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referenced,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

const ID: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};

const PARTS = new Table({
  name: 'standing_parts',
  columns: [
    ID,
    int('championship_id'),
    int('day_id', true),
    int('day_order'),
    int('first_position'),
    int('group_key'),
    text('members'),
    text('teams'),
    text('packed'),
  ],
  foreignKeys: [
    fk('standing_parts', 'championship_id', 'championships'),
    fk('standing_parts', 'day_id', 'days'),
  ],
  indices: [
    new TableIndex({
      name: 'IDX_standing_parts_table',
      columnNames: ['championship_id', 'day_order', 'first_position'],
      isUnique: true,
    }),
    new TableIndex({ name: 'IDX_standing_parts_day', columnNames: ['championship_id', 'day_id'] }),
    new TableIndex({
      name: 'IDX_standing_parts_group',
      columnNames: ['championship_id', 'group_key', 'day_order'],
    }),
  ],
});

/** The packed columns after the team's id, in order; the last columns of standing_rows too. */
const PACKED = [
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
] as const;

/** The columns of standing_rows after the id, as 1700000016000 made them. */
const ROW_COLUMNS: TableColumnOptions[] = [
  int('championship_id'),
  int('day_id', true),
  int('day_order'),
  int('position'),
  int('entity_id'),
  text('name'),
  int('phase_id', true),
  int('group_id', true),
  text('group_name'),
  ...PACKED.map((name) => int(name, true)),
];

const STRIDE = 1 + PACKED.length + 1;
const INT_NULL = -2_147_483_648;

/** The packed text of some values (null for null), in the narrower form that holds them. */
function packed(values: readonly (number | null)[]): string {
  const ints = values.every((v) => v === null || (Number.isInteger(v) && v > INT_NULL && v <= 2_147_483_647));
  const bytes = Buffer.alloc(values.length * (ints ? 4 : 8));
  values.forEach((v, i) => {
    if (ints) bytes.writeInt32LE(v ?? INT_NULL, i * 4);
    else bytes.writeDoubleLE(v ?? Number.NaN, i * 8);
  });
  return `${ints ? 'i' : 'd'}${bytes.toString('base64')}`;
}

/**
 * The values of a packed text (null for null), in any of the forms the store writes: "i" and "d"
 * as above, or "s": the rows' ids as 32-bit integers, then their other columns as little-endian
 * 16-bit integers (-2^15 for null).
 */
function unpacked(text: string): (number | null)[] {
  const form = text.charAt(0);
  const bytes = Buffer.from(text.slice(1), 'base64');
  if (form === 's') {
    const count = bytes.length / (4 + (STRIDE - 1) * 2);
    return Array.from({ length: count * STRIDE }, (_, i) => {
      const row = Math.floor(i / STRIDE);
      const column = i % STRIDE;
      const v =
        column === 0
          ? bytes.readInt32LE(row * 4)
          : bytes.readInt16LE(count * 4 + (row * (STRIDE - 1) + column - 1) * 2);
      return v === (column === 0 ? INT_NULL : -32_768) ? null : v;
    });
  }
  const ints = form === 'i';
  return Array.from({ length: bytes.length / (ints ? 4 : 8) }, (_, i) => {
    const v = ints ? bytes.readInt32LE(i * 4) : bytes.readDoubleLE(i * 8);
    return (ints && v === INT_NULL) || Number.isNaN(v) ? null : v;
  });
}

const ROWS = new Table({
  name: 'standing_rows',
  columns: [ID, ...ROW_COLUMNS],
  foreignKeys: [
    fk('standing_rows', 'championship_id', 'championships'),
    fk('standing_rows', 'day_id', 'days'),
  ],
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
      name: 'IDX_standing_rows_group_points',
      columnNames: ['championship_id', 'day_order', 'group_id', 'points'],
    }),
    new TableIndex({
      name: 'IDX_standing_rows_group_wins',
      columnNames: ['championship_id', 'day_order', 'group_id', 'wins'],
    }),
  ],
});

type Row = Record<string, number | string | null>;
type StoredTeam = [number, string, number | null, number | null, string];

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A table's quoted name, in the PostgreSQL schema of the connection when one is set. */
function qualified(queryRunner: QueryRunner, name: string): string {
  const schema = (queryRunner.connection.options as { schema?: string }).schema;
  const quote = (part: string) => queryRunner.connection.driver.escape(part);
  return schema ? `${quote(schema)}.${quote(name)}` : quote(name);
}

async function insert(
  queryRunner: QueryRunner,
  table: string,
  values: Record<string, unknown>,
): Promise<void> {
  const postgres = queryRunner.connection.options.type === 'postgres';
  const columns = Object.keys(values);
  const marks = columns.map((_, i) => (postgres ? `$${i + 1}` : '?')).join(', ');
  await queryRunner.query(
    `INSERT INTO ${qualified(queryRunner, table)} (${columns.join(', ')}) VALUES (${marks})`,
    Object.values(values),
  );
}

export class StandingParts1700000018000 implements MigrationInterface {
  name = 'StandingParts1700000018000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(PARTS, false, true, true);
    if (queryRunner.connection.options.type === 'postgres') {
      // Out of line but not compressed: compressing every written part took PostgreSQL more than
      // writing it (a 200-team part is 7 KB; 19 of them per write).
      await queryRunner.query(
        `ALTER TABLE ${qualified(queryRunner, 'standing_parts')} ALTER COLUMN packed SET STORAGE EXTERNAL`,
      );
    }
    const rows = (await queryRunner.query(
      `SELECT * FROM ${qualified(queryRunner, 'standing_rows')} ORDER BY championship_id, day_order, position`,
    )) as Row[];
    // A part: the rows of one table in a run of one group.
    const parts: Row[][] = [];
    for (const row of rows) {
      const last = parts[parts.length - 1];
      const head = last?.[0];
      const same =
        head &&
        n(head.championship_id) === n(row.championship_id) &&
        n(head.day_order) === n(row.day_order) &&
        n(head.group_id) === n(row.group_id);
      if (last && same) last.push(row);
      else parts.push([row]);
    }
    for (const part of parts) {
      const head = part[0] as Row;
      const text = (v: unknown) => String(v);
      const order = (a: Row, b: Row) =>
        compareText(text(a.name), text(b.name)) || compareText(text(a.entity_id), text(b.entity_id));
      const stable = new Map([...part].sort(order).map((row, place) => [row, place]));
      const teams: StoredTeam[] = part.map((row) => [
        Number(row.entity_id),
        String(row.name),
        n(row.phase_id),
        n(row.group_id),
        String(row.group_name),
      ]);
      await insert(queryRunner, 'standing_parts', {
        championship_id: n(head.championship_id),
        day_id: n(head.day_id),
        day_order: n(head.day_order),
        first_position: n(head.position),
        group_key: n(head.group_id) ?? 0,
        members: `,${teams.map((t) => t[0]).join(',')},`,
        teams: JSON.stringify(teams),
        packed: packed(
          part.flatMap((row) => [
            ...[row.entity_id, ...PACKED.map((c) => row[c])].map(n),
            stable.get(row) as number,
          ]),
        ),
      });
    }
    await queryRunner.dropTable('standing_rows', true, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(ROWS, false, true, true);
    const parts = (await queryRunner.query(
      `SELECT * FROM ${qualified(queryRunner, 'standing_parts')} ORDER BY championship_id, day_order, first_position`,
    )) as Row[];
    for (const part of parts) {
      const teams = new Map((JSON.parse(String(part.teams)) as StoredTeam[]).map((t) => [t[0], t]));
      const values = unpacked(String(part.packed));
      for (let i = 0; i < values.length / STRIDE; i += 1) {
        const at = (c: number) => values[i * STRIDE + c] ?? null;
        const key = at(0) as number;
        const [, name, phase, group, groupName] = teams.get(key) as StoredTeam;
        await insert(queryRunner, 'standing_rows', {
          championship_id: n(part.championship_id),
          day_id: n(part.day_id),
          day_order: n(part.day_order),
          position: Number(part.first_position) + i,
          entity_id: key,
          name,
          phase_id: phase,
          group_id: group,
          group_name: groupName,
          ...Object.fromEntries(PACKED.map((c, j) => [c, at(j + 1)])),
        });
      }
    }
    await queryRunner.dropTable('standing_parts', true, true, true);
  }
}
