import { parseDatabaseUrl } from '../adapters/persistence/typeorm/databaseUrl';

/**
 * The database a desk's matches come from, as the kept clocks and statistics name it: a SQLite
 * file by its absolute path (found by review: the default `sqlite:./data/…` named another file
 * from another folder), PostgreSQL by its URL and schema; null for a database in memory.
 */
export function databaseSource(url: string): string | null {
  const target = parseDatabaseUrl(url);
  if (target.kind === 'postgres') return `database ${target.url} ${target.schema ?? ''}`;
  return target.path === ':memory:' ? null : `database sqlite ${target.path}`;
}
