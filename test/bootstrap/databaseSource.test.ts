import { expect } from 'chai';
import { resolve } from 'node:path';
import { databaseSource } from '../../src/bootstrap/databaseSource';

describe('databaseSource: the database a desk keeps clocks and statistics for', () => {
  it('names a SQLite file by its absolute path, so a relative URL from another folder is another source', () => {
    // Found by review: the default sqlite:./data/match-desk.sqlite from two folders shared its clocks.
    expect(databaseSource('sqlite:./data/match-desk.sqlite')).to.equal(
      `database sqlite ${resolve('./data/match-desk.sqlite')}`,
    );
    expect(databaseSource(`sqlite:${resolve('data/match-desk.sqlite')}`)).to.equal(
      databaseSource('sqlite:./data/match-desk.sqlite'),
    );
    expect(databaseSource('sqlite:/elsewhere/match-desk.sqlite')).to.not.equal(
      databaseSource('sqlite:./data/match-desk.sqlite'),
    );
  });

  it('keeps nothing for a database in memory, and names PostgreSQL by URL and schema', () => {
    expect(databaseSource('sqlite::memory:')).to.equal(null);
    expect(databaseSource('postgres://u@db/test?schema=a')).to.not.equal(
      databaseSource('postgres://u@db/test?schema=b'),
    );
  });
});
