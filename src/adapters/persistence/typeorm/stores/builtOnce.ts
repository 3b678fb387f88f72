import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A statement's text as the query builder writes it, and which named parameter fills each placeholder. */
interface Written {
  readonly sql: string;
  readonly order: readonly string[];
}

/**
 * A select that a store runs on every request, written out by TypeORM's query builder once per
 * data source (its driver and schema decide the text), then run as text with its values. Building
 * it each time (aliases, escaping, the property-to-column rewrite) cost more than SQLite took to
 * run it: about 100 µs of the token check's 115 on the hosted read path. The builder gets a
 * distinct stand-in for each named parameter, so the written parameters tell which name fills
 * each placeholder, in order.
 */
export class BuiltOnce<P extends Record<string, unknown>> {
  private readonly written = new WeakMap<DataSource, Written>();

  constructor(
    private readonly names: readonly (keyof P & string)[],
    private readonly build: (em: EntityManager, parameters: P) => SelectQueryBuilder<ObjectLiteral>,
  ) {}

  async rawOne<R>(em: EntityManager, values: P): Promise<R | undefined> {
    const { sql, order } = this.writtenFor(em);
    const rows = (await em.query(
      sql,
      order.map((name) => values[name]),
    )) as R[];
    return rows[0];
  }

  private writtenFor(em: EntityManager): Written {
    const known = this.written.get(em.connection);
    if (known) return known;
    const standIns = Object.fromEntries(
      this.names.map((name, i) => [name, `\u0000builtOnce:${i}`]),
    ) as unknown as P;
    const byStandIn = new Map(this.names.map((name) => [standIns[name], name]));
    const [sql, parameters] = this.build(em, standIns).getQueryAndParameters();
    const order = parameters.map((value) => {
      const name = byStandIn.get(value);
      if (name === undefined) throw new Error(`a parameter of the statement is not named: ${String(value)}`);
      return name;
    });
    const written = { sql, order };
    this.written.set(em.connection, written);
    return written;
  }
}
