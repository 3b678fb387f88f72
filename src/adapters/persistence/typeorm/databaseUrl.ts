import { resolve } from 'node:path';

export type DatabaseTarget =
  | { readonly kind: 'sqlite'; readonly path: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema: string | undefined };

export const SUPPORTED_DATABASE_URLS = 'sqlite:PATH, sqlite::memory:, postgres://… or postgresql://…';

/**
 * Reads a database URL:
 * - `sqlite:PATH` (relative to the working directory, or absolute), `sqlite::memory:`;
 * - `postgres://…` or `postgresql://…`, with an optional `?schema=NAME`.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) return sqliteTarget(url.slice('sqlite:'.length));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return postgresTarget(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  const what = scheme ? `scheme "${scheme}:"` : `URL "${url}"`;
  throw new Error(`unsupported database ${what}: use ${SUPPORTED_DATABASE_URLS}`);
}

function sqliteTarget(rest: string): DatabaseTarget {
  if (rest === ':memory:') return { kind: 'sqlite', path: ':memory:' };
  // sqlite:///abs/path and sqlite://rel/path are accepted too.
  const path = rest.startsWith('//') ? rest.slice(2) : rest;
  if (path === '')
    throw new Error('a sqlite: database URL needs a file path, e.g. sqlite:./data/match-desk.sqlite');
  return { kind: 'sqlite', path: resolve(path) };
}

function postgresTarget(url: string): DatabaseTarget {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? undefined;
  parsed.searchParams.delete('schema');
  if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`invalid PostgreSQL schema name "${schema}"`);
  }
  return { kind: 'postgres', url: parsed.toString(), schema };
}
