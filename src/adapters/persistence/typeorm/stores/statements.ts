import type { EntityManager, EntitySchema, ObjectLiteral } from 'typeorm';

const CHUNK = 200;

/** Inserts one record and returns its generated key. */
export async function insertOne<R extends ObjectLiteral & { id: number }>(
  em: EntityManager,
  schema: EntitySchema<R>,
  record: Omit<R, 'id'>,
): Promise<number> {
  const result = await em.insert(schema, record as unknown as R);
  const key = (result.identifiers[0] as { id?: unknown } | undefined)?.id;
  if (typeof key !== 'number') throw new Error(`no generated id for ${schema.options.name}`);
  return key;
}

/** Inserts records in chunks, keeping each statement under the drivers' parameter limits. */
export async function insertAll<R extends ObjectLiteral>(
  em: EntityManager,
  schema: EntitySchema<R>,
  records: readonly Omit<R, 'id'>[],
): Promise<void> {
  for (let i = 0; i < records.length; i += CHUNK) {
    await em.insert(schema, records.slice(i, i + CHUNK) as unknown as R[]);
  }
}

/** Updates one row by key; a missing row is a broken invariant. */
export async function updateOne<R extends ObjectLiteral>(
  em: EntityManager,
  schema: EntitySchema<R>,
  key: number,
  record: Omit<R, 'id'>,
  what: string,
): Promise<void> {
  const result = await em.update(schema, { id: key }, record as never);
  if (result.affected === 0) throw new Error(`unknown ${what} "${key}"`);
}
