import { expect } from 'chai';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { errorHandler } from '../../../src/adapters/http/errorHandler';
import { isTransientDatabaseFault } from '../../../src/adapters/http/transientFault';
import { describeWhenPostgres } from '../../support/services';

/** Issue 13 finding 4: which failures are a lost or unreachable database (503), which are bugs (500). */
describe('transient database faults (issue 13 finding 4)', () => {
  it('recognizes a lost connection by code, by pg message, wrapped by TypeORM or behind a failed rollback', () => {
    expect(isTransientDatabaseFault({ code: '57P01' })).to.equal(true);
    expect(isTransientDatabaseFault(new Error('Connection terminated unexpectedly'))).to.equal(true);
    expect(
      isTransientDatabaseFault({ message: 'query failed', driverError: { code: 'ECONNRESET' } }),
    ).to.equal(true);
    expect(isTransientDatabaseFault({ code: 'SQLITE_BUSY', message: 'database is locked' })).to.equal(true);
    expect(isTransientDatabaseFault(new Error('rollback failed', { cause: { code: '08006' } }))).to.equal(
      true,
    );
    expect(
      isTransientDatabaseFault(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).to.equal(false);
    expect(isTransientDatabaseFault({ code: '23505', message: 'duplicate key value' })).to.equal(false);
  });

  it('answers a SQLite "database is locked" with 503, Retry-After and an error_id, logged once as transient', async () => {
    const logged: { level: string; obj: object }[] = [];
    const logger = {
      info: () => undefined,
      warn: (obj: object) => void logged.push({ level: 'warn', obj }),
      error: (obj: object) => void logged.push({ level: 'error', obj }),
    };
    const headers: Record<string, string> = {};
    const ctx = { method: 'GET', path: '/x', set: (n: string, v: string) => (headers[n] = v) } as never;
    const busy = Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
    await errorHandler(logger)(ctx, () => Promise.reject(busy));
    const answered = ctx as unknown as { status: number; body: Record<string, unknown> };
    expect(answered.status).to.equal(503);
    expect(answered.body).to.include({ code: 'database_unavailable' });
    expect(headers['Retry-After']).to.equal('1');
    expect(headers['X-Error-Id']).to.equal(answered.body.error_id);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.deep.include({ level: 'warn' });
    expect(logged[0]?.obj).to.include({ transient: true, errorId: answered.body.error_id });
  });
});

describeWhenPostgres('a PostgreSQL backend terminated while idle in a transaction', (url) => {
  it('fails the next statement with an error recognized as transient (found by QA: a write answered 500)', async () => {
    const dataSource = await new DataSource({ type: 'postgres', url, poolSize: 1 }).initialize();
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const runner = dataSource.createQueryRunner();
      await runner.startTransaction();
      const [{ pid }] = (await runner.query('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // pg reports the closed connection as an error event; TypeORM then releases the runner.
      let failure: unknown;
      for (let i = 0; i < 100 && failure === undefined; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
        if (runner.isReleased) failure = await runner.query('SELECT 1').catch((e: unknown) => e);
      }
      expect(failure, 'the runner was released').to.be.instanceOf(Error);
      expect((failure as Error).name).to.equal('QueryRunnerAlreadyReleasedError');
      expect(isTransientDatabaseFault(failure)).to.equal(true);
    } finally {
      await admin.end();
      await dataSource.destroy().catch(() => undefined);
    }
  });
});
