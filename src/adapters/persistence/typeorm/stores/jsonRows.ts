import type { EntityManager, EntitySchema, ObjectLiteral } from 'typeorm';

// Child rows gathered into one JSON array inside a parent's row: a read of a championship with its
// 380 days then sends one row instead of 380 copies of the championship (issue 7). Both databases
// take ORDER BY inside the aggregate (SQLite since 3.44).

/**
 * The SQL aggregate of the rows of `alias` (an alias of `schema` in the enclosing FROM) as a JSON
 * array of objects keyed by property name, in `orderBy` order (property paths, e.g. `d.order`).
 */
export function jsonRowsOf(
  em: EntityManager,
  schema: EntitySchema,
  alias: string,
  orderBy: readonly string[],
): string {
  const postgres = em.connection.options.type === 'postgres';
  const fields = em.connection
    .getMetadata(schema)
    .columns.map((c) => {
      const value = `${alias}.${c.propertyPath}`;
      // JSON text columns are nested as JSON, parsed with the rest in one go.
      const nested =
        c.type !== 'simple-json' ? value : postgres ? `CAST(${value} AS json)` : `json(${value})`;
      return `'${c.propertyName}', ${nested}`;
    })
    .join(', ');
  const object = postgres ? `json_build_object(${fields})` : `json_object(${fields})`;
  const aggregate = postgres ? 'json_agg' : 'json_group_array';
  return `${aggregate}(${object} ORDER BY ${orderBy.join(', ')})`;
}

/** Column types whose JSON value is already the record's value (JSON text is nested as JSON). */
const AS_PARSED = new Set<unknown>(['integer', 'varchar', 'simple-json']);

/** The records of a `jsonRowsOf` value: a JSON text (SQLite), an array (PostgreSQL) or null (no row). */
export function recordsOfJson<R extends ObjectLiteral>(
  em: EntityManager,
  schema: EntitySchema<R>,
  value: unknown,
): R[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  const converted = em.connection.getMetadata(schema).columns.filter((c) => !AS_PARSED.has(c.type));
  const driver = em.connection.driver;
  for (const row of rows) {
    for (const column of converted) {
      row[column.propertyName] = driver.prepareHydratedValue(row[column.propertyName], column);
    }
  }
  return rows as R[];
}
