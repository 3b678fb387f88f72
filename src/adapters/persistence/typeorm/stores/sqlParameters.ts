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

/**
 * A derived table of integer rows passed as ONE parameter (a JSON array of arrays), with `columns`
 * as its column names: `(SELECT … FROM json_each(?))` on SQLite, json_array_elements on
 * PostgreSQL. Hundreds of rows then cost one parameter and a short text, not thousands of both.
 */
export function integerRows(
  em: EntityManager,
  p: SqlParameters,
  columns: readonly string[],
  rows: readonly (readonly (number | null)[])[],
): string {
  const postgres = em.connection.options.type === 'postgres';
  const json = p.next(JSON.stringify(rows));
  const fields = columns.map((c, i) =>
    postgres
      ? `CAST(e.value ->> ${i} AS INTEGER) AS ${c}`
      : `CAST(json_extract(e.value, '$[${i}]') AS INTEGER) AS ${c}`,
  );
  const source = postgres
    ? `json_array_elements(CAST(${json} AS json)) AS e(value)`
    : `json_each(${json}) AS e`;
  return `(SELECT ${fields.join(', ')} FROM ${source})`;
}
