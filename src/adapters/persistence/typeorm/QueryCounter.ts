import type { Logger } from 'typeorm';

/**
 * A TypeORM logger that counts the statements sent to the database (including BEGIN and COMMIT),
 * so tests and benchmarks can check that a read costs a constant number of queries.
 */
export class QueryCounter implements Logger {
  private count = 0;

  /** Statements executed since the database was opened. */
  get total(): number {
    return this.count;
  }

  logQuery(): void {
    this.count += 1;
  }

  logQueryError(): void {}

  logQuerySlow(): void {}

  logSchemaBuild(): void {}

  logMigration(): void {}

  log(): void {}
}
