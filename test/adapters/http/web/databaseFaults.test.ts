import { expect } from 'chai';
import { Client } from 'pg';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { openWebBackend } from '../../../../src/bootstrap/web';
import { startTestWebHost } from '../../../support/webHost';
import { describeWhenPostgres } from '../../../support/services';
import { postgresSchemaUrl } from '../../../support/stores';

/** Issue 13 finding 4: a database connection lost in the middle of a request is transient. */
describeWhenPostgres('a database connection terminated mid-request', (baseUrl) => {
  let host: TestWebHost;
  let reader: string;
  let admin: Client;
  let schema: string;

  before(async () => {
    const url = postgresSchemaUrl(baseUrl);
    schema = new URL(url).searchParams.get('schema') as string;
    admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    host = await startTestWebHost({
      name: 'PostgreSQL',
      open: async () => ({
        backend: await openWebBackend(url),
        cleanup: async () => void (await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)),
      }),
    });
    reader = (await host.world.token({ permission: 'read' })).secret;
  });
  after(async () => {
    await host?.close();
    await admin?.end();
  });

  it('answers 503 database_unavailable with Retry-After and an error_id, logged as transient, and the next request works', async () => {
    const seeded = host.world.championships.football;
    const path = apiPath('football', 'get_all_matchs', { championship_id: seeded.championship.id });
    expect((await call(host.url, path, { token: reader })).status).to.equal(200);
    // Hold the championships table, so that the request's first statement (the token check, which
    // also reads the championship's version: a repeated read is otherwise served from memory)
    // waits on it; then end that backend.
    const locker = new Client({ connectionString: baseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE "${schema}"."championships" IN ACCESS EXCLUSIVE MODE`);
      const answer = call(host.url, path, { token: reader });
      let pid: number | undefined;
      for (let i = 0; i < 200 && pid === undefined; i += 1) {
        const waiting = await admin.query<{ pid: number }>(
          // This schema's statement only: other test runs may share the server.
          `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $2 AND pid <> $1`,
          [(locker as unknown as { processID: number }).processID, `%"${schema}"."championships"%`],
        );
        pid = waiting.rows[0]?.pid;
        if (pid === undefined) await new Promise((r) => setTimeout(r, 25));
      }
      expect(pid, 'the request waits on the lock').to.be.a('number');
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const res = await answer;
      expect(res.status, res.text).to.equal(503);
      expect(res.body).to.include({ success: false, code: 'database_unavailable' });
      expect(res.body.error_id).to.be.a('string');
      expect(res.headers.get('retry-after')).to.match(/^\d+$/);
      expect(res.headers.get('x-error-id')).to.equal(res.body.error_id);
      const logged = host.logger.entries.filter(
        (e) => (e.obj as { errorId?: string }).errorId === res.body.error_id,
      );
      expect(logged).to.have.length(1);
      expect(logged[0]?.obj).to.include({ transient: true });
      expect(logged[0]?.level).to.equal('warn');
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
    expect((await call(host.url, path, { token: reader })).status).to.equal(200);
  });
});
