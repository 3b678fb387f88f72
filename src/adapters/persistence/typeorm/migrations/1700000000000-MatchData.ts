import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

// The match-data tables. Written with the QueryRunner Table API so the same migration runs on
// SQLite and PostgreSQL. A migration is frozen once released: change the schema with a new one.

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
const text = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  isNullable,
});
const bool = (name: string): TableColumnOptions => ({ name, type: 'boolean' });
/** JSON documents read whole (simple-json entity columns). */
const json = (name: string): TableColumnOptions => ({ name, type: 'text' });

interface Ref {
  column: string;
  table: string;
  cascade?: boolean;
}

interface TableSpec {
  name: string;
  columns: TableColumnOptions[];
  refs: Ref[];
  indices: { name: string; columns: string[]; unique?: boolean }[];
}

const TABLES: TableSpec[] = [
  {
    name: 'companies',
    columns: [id(), text('name'), bool('licence_valid')],
    refs: [],
    indices: [{ name: 'IDX_companies_name', columns: ['name'], unique: true }],
  },
  {
    name: 'championships',
    columns: [
      id(),
      int('company_id'),
      text('sport'),
      text('name'),
      text('competition'),
      text('season'),
      bool('archived'),
      json('points_rule'),
      text('tie_break'),
      json('adjustments'),
    ],
    refs: [{ column: 'company_id', table: 'companies', cascade: true }],
    indices: [
      {
        name: 'IDX_championships_company_sport_name',
        columns: ['company_id', 'sport', 'name'],
        unique: true,
      },
    ],
  },
  {
    name: 'phases',
    columns: [id(), int('championship_id'), text('name'), int('sort_order')],
    refs: [{ column: 'championship_id', table: 'championships', cascade: true }],
    indices: [{ name: 'IDX_phases_championship_order', columns: ['championship_id', 'sort_order'] }],
  },
  {
    name: 'championship_groups',
    columns: [id(), int('championship_id'), int('phase_id', true), text('name')],
    refs: [
      { column: 'championship_id', table: 'championships', cascade: true },
      { column: 'phase_id', table: 'phases' },
    ],
    indices: [{ name: 'IDX_championship_groups_championship', columns: ['championship_id'] }],
  },
  {
    name: 'days',
    columns: [id(), int('championship_id'), int('phase_id', true), text('label'), int('sort_order')],
    refs: [
      { column: 'championship_id', table: 'championships', cascade: true },
      { column: 'phase_id', table: 'phases' },
    ],
    indices: [{ name: 'IDX_days_championship_order', columns: ['championship_id', 'sort_order'] }],
  },
  {
    name: 'teams',
    columns: [id(), int('championship_id'), int('group_id', true), text('name'), text('short_name')],
    refs: [
      { column: 'championship_id', table: 'championships', cascade: true },
      { column: 'group_id', table: 'championship_groups' },
    ],
    indices: [{ name: 'IDX_teams_championship', columns: ['championship_id'] }],
  },
  {
    name: 'players',
    columns: [
      id(),
      int('team_id'),
      text('first_name'),
      text('last_name'),
      text('shirt_number'),
      text('position'),
    ],
    refs: [{ column: 'team_id', table: 'teams', cascade: true }],
    indices: [{ name: 'IDX_players_team', columns: ['team_id'] }],
  },
  {
    name: 'matches',
    columns: [
      id(),
      int('championship_id'),
      text('sport'),
      int('day_id', true),
      int('phase_id', true),
      int('group_id', true),
      int('home_team_id', true),
      int('away_team_id', true),
      text('match_date'),
      text('match_time'),
      text('status'),
      text('timer'),
      text('period'),
      int('home_score', true),
      int('away_score', true),
      int('home_shootout_score', true),
      int('away_shootout_score', true),
      text('city'),
      text('stadium'),
      text('venue'),
      json('officials'),
      json('commentators'),
      json('weather'),
      int('version'),
    ],
    refs: [
      { column: 'championship_id', table: 'championships', cascade: true },
      { column: 'day_id', table: 'days' },
      { column: 'phase_id', table: 'phases' },
      { column: 'group_id', table: 'championship_groups' },
      { column: 'home_team_id', table: 'teams' },
      { column: 'away_team_id', table: 'teams' },
    ],
    indices: [
      { name: 'IDX_matches_championship_day', columns: ['championship_id', 'day_id'] },
      { name: 'IDX_matches_day', columns: ['day_id'] },
    ],
  },
  {
    name: 'match_events',
    columns: [
      id(),
      int('match_id'),
      int('event_type'),
      int('club_id', true),
      int('player_id', true),
      int('player_in_id', true),
      text('timer', true),
      int('additional_timer', true),
      int('points_value', true),
      int('set_number', true),
      text('note'),
      bool('saved'),
      int('sequence'),
    ],
    refs: [
      { column: 'match_id', table: 'matches', cascade: true },
      { column: 'club_id', table: 'teams' },
      { column: 'player_id', table: 'players' },
      { column: 'player_in_id', table: 'players' },
    ],
    indices: [{ name: 'IDX_match_events_match_sequence', columns: ['match_id', 'sequence'] }],
  },
  {
    name: 'lineup_entries',
    columns: [id(), int('match_id'), int('team_id'), int('player_id'), text('role'), text('shirt_number')],
    refs: [
      { column: 'match_id', table: 'matches', cascade: true },
      { column: 'team_id', table: 'teams' },
      { column: 'player_id', table: 'players' },
    ],
    indices: [{ name: 'IDX_lineup_entries_match', columns: ['match_id'] }],
  },
  {
    name: 'tennis_sets',
    columns: [
      id(),
      int('match_id'),
      int('set_number'),
      int('home_games'),
      int('away_games'),
      int('home_tie_break', true),
      int('away_tie_break', true),
      text('winner', true),
    ],
    refs: [{ column: 'match_id', table: 'matches', cascade: true }],
    indices: [{ name: 'IDX_tennis_sets_match_number', columns: ['match_id', 'set_number'], unique: true }],
  },
  {
    name: 'standings_tables',
    columns: [id(), int('championship_id'), int('day_id', true), int('day_order'), json('standing_rows')],
    refs: [
      { column: 'championship_id', table: 'championships', cascade: true },
      { column: 'day_id', table: 'days', cascade: true },
    ],
    indices: [
      { name: 'IDX_standings_tables_championship_order', columns: ['championship_id', 'day_order'] },
      {
        name: 'IDX_standings_tables_championship_day',
        columns: ['championship_id', 'day_id'],
        unique: true,
      },
    ],
  },
];

function toTable(spec: TableSpec): Table {
  return new Table({
    name: spec.name,
    columns: spec.columns,
    foreignKeys: spec.refs.map(
      (ref) =>
        new TableForeignKey({
          name: `FK_${spec.name}_${ref.column}`,
          columnNames: [ref.column],
          referencedTableName: ref.table,
          referencedColumnNames: ['id'],
          onDelete: ref.cascade ? 'CASCADE' : 'NO ACTION',
        }),
    ),
    indices: spec.indices.map(
      (index) =>
        new TableIndex({ name: index.name, columnNames: index.columns, isUnique: index.unique ?? false }),
    ),
  });
}

export class MatchData1700000000000 implements MigrationInterface {
  name = 'MatchData1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const spec of TABLES) await queryRunner.createTable(toTable(spec), false, true, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const spec of [...TABLES].reverse()) await queryRunner.dropTable(spec.name, true, true, true);
  }
}
