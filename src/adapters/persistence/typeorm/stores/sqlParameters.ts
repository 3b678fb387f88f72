import type { EntityManager, EntitySchema } from 'typeorm';

/**
 * The parameters of one written-out statement: `next(value)` gives the placeholder of the next
 * value (`?` on SQLite, `$n` on PostgreSQL). Call it once per occurrence, in the order the
 * placeholders appear in the text: SQLite numbers them by position.
 */
export interface SqlParameters {
  next(value: unknown): string;
  readonly values: unknown[];
}

export function sqlParameters(em: EntityManager): SqlParameters {
  const postgres = em.connection.options.type === 'postgres';
  const values: unknown[] = [];
  return {
    values,
    next(value) {
      values.push(value);
      return postgres ? `$${values.length}` : '?';
    },
  };
}

/** The quoted name of an entity's table, with its PostgreSQL schema when one is set. */
export function tableName(em: EntityManager, schema: EntitySchema): string {
  const { tablePath } = em.connection.getMetadata(schema);
  return tablePath
    .split('.')
    .map((part) => em.connection.driver.escape(part))
    .join('.');
}
