import type { EntitySchemaColumnOptions } from 'typeorm';

// Column shapes shared by the entity schemas. They must stay in step with the migrations,
// which spell the same tables out on their own (test/adapters/typeorm/schemaDrift.test.ts).

export const idColumn = (): EntitySchemaColumnOptions => ({
  type: 'integer',
  primary: true,
  generated: 'increment',
});

export const intColumn = (name: string, nullable = false): EntitySchemaColumnOptions => ({
  type: 'integer',
  name,
  nullable,
});

export const textColumn = (name: string, nullable = false): EntitySchemaColumnOptions => ({
  type: 'varchar',
  name,
  nullable,
});

export const boolColumn = (name: string): EntitySchemaColumnOptions => ({ type: 'boolean', name });

/** Nested data read whole (officials, weather, standing rows): JSON text on every database. */
export const jsonColumn = (name: string): EntitySchemaColumnOptions => ({ type: 'simple-json', name });

/** A reference to another table's id; `onDelete` cascades from a parent to its children. */
export const refColumn = (
  table: string,
  name: string,
  references: string,
  opts: { nullable?: boolean; cascade?: boolean } = {},
): EntitySchemaColumnOptions => ({
  type: 'integer',
  name,
  nullable: opts.nullable ?? false,
  foreignKey: {
    target: references,
    name: `FK_${table}_${name}`,
    onDelete: opts.cascade ? 'CASCADE' : 'NO ACTION',
  },
});
