// Found by QA: on PostgreSQL, first imports of one season run at once failed but one, with a raw
// unique-index error and its stack. The others now run again and update what the first created.
import { expect } from 'chai';
import { openDatabase } from '../../src/adapters/persistence/typeorm/database';
import { main } from '../../src/bootstrap/cli';
import { describeWhenPostgres } from '../support/services';
import { dropSchema, postgresSchemaUrl } from '../support/stores';
import { captureIo, SERIE_A } from './support/cliRuns';

describeWhenPostgres('match-desk import run three times at once', (baseUrl) => {
  const database = postgresSchemaUrl(baseUrl);
  after(() => dropSchema(baseUrl, database));

  it('imports the season once: every run succeeds with the same championship id', async function () {
    this.timeout(120_000);
    const runs = [captureIo(), captureIo(), captureIo()];
    const args = ['import', SERIE_A, '--format', 'openfootball', '--company', 'Lega', '--database', database];
    const codes = await Promise.all(runs.map((io) => main(args, io)));
    expect(codes, runs.map((io) => io.stderr.join('\n')).join('\n---\n')).to.deep.equal([0, 0, 0]);
    expect(new Set(runs.map((io) => io.stdout[0])).size).to.equal(1);
    const db = await openDatabase(database);
    try {
      expect(await db.stores.companies.list()).to.have.length(1);
      const table = await db.stores.standings.current(runs[0]?.stdout[0] as string);
      expect(table?.rows).to.have.length(20);
    } finally {
      await db.close();
    }
  });
});
