import { expect } from 'chai';
import type { Database } from '../../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../../src/adapters/persistence/typeorm';
import { describeWhenPostgres } from '../../support/services';
import { postgresSchemaUrl } from '../../support/stores';

// The entity schemas and the migrations spell the same tables out twice. After the migrations,
// TypeORM's schema builder must find nothing to change: no drift between the two.
async function pendingSchemaChanges(db: Database): Promise<string[]> {
  const sql = await db.dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}

describe('migrations and entity schemas agree [SQLite]', () => {
  it('leaves nothing for the schema builder to change', async () => {
    const db = await openDatabase('sqlite::memory:');
    try {
      expect(await pendingSchemaChanges(db)).to.deep.equal([]);
    } finally {
      await db.close();
    }
  });
});

describeWhenPostgres('migrations and entity schemas agree', (baseUrl) => {
  it('leaves nothing for the schema builder to change', async () => {
    const url = postgresSchemaUrl(baseUrl);
    const db = await openDatabase(url);
    try {
      expect(await pendingSchemaChanges(db)).to.deep.equal([]);
    } finally {
      await db.dataSource.query(`DROP SCHEMA "${new URL(url).searchParams.get('schema')}" CASCADE`);
      await db.close();
    }
  });
});
