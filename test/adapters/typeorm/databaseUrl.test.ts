import { expect } from 'chai';
import { resolve } from 'node:path';
import { parseDatabaseUrl } from '../../../src/adapters/persistence/typeorm';

describe('parseDatabaseUrl', () => {
  it('reads a relative SQLite path against the working directory', () => {
    expect(parseDatabaseUrl('sqlite:./data/match-desk.sqlite')).to.deep.equal({
      kind: 'sqlite',
      path: resolve('data/match-desk.sqlite'),
    });
  });

  it('reads an absolute SQLite path, with or without slashes after the scheme', () => {
    expect(parseDatabaseUrl('sqlite:/var/lib/md.sqlite')).to.deep.equal({
      kind: 'sqlite',
      path: '/var/lib/md.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/md.sqlite')).to.deep.equal({
      kind: 'sqlite',
      path: '/var/lib/md.sqlite',
    });
  });

  it('reads an in-memory SQLite database', () => {
    expect(parseDatabaseUrl('sqlite::memory:')).to.deep.equal({ kind: 'sqlite', path: ':memory:' });
  });

  it('refuses a SQLite URL without a path', () => {
    expect(() => parseDatabaseUrl('sqlite:')).to.throw(/needs a file path/);
  });

  it('reads a PostgreSQL URL with either scheme, taking the schema out of the query', () => {
    expect(parseDatabaseUrl('postgres://u:p@db:5432/md')).to.deep.equal({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/md',
      schema: undefined,
    });
    expect(parseDatabaseUrl('postgresql://db/md?schema=desk&sslmode=disable')).to.deep.equal({
      kind: 'postgres',
      url: 'postgresql://db/md?sslmode=disable',
      schema: 'desk',
    });
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => parseDatabaseUrl('postgres://db/md?schema=a";drop')).to.throw(/invalid PostgreSQL schema/);
  });

  it('refuses an unsupported scheme and names the supported ones', () => {
    expect(() => parseDatabaseUrl('mysql://db/md')).to.throw(
      /unsupported database scheme "mysql:".*sqlite:PATH.*postgres:\/\//,
    );
    expect(() => parseDatabaseUrl('./file.sqlite')).to.throw(/unsupported database URL "\.\/file\.sqlite"/);
  });
});
