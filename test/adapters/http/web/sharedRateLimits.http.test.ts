import { expect } from 'chai';
import { Client } from 'pg';
import { NodeSecrets } from '../../../../src/adapters/system/NodeSecrets';
import type { RunningWebHost } from '../../../../src/bootstrap/web';
import { openWebBackend, startWebHostOn } from '../../../../src/bootstrap/web';
import { call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { RecordingLogger, startTestWebHost } from '../../../support/webHost';
import { describeWhenPostgres } from '../../../support/services';
import { postgresSchemaUrl } from '../../../support/stores';

/** Issue 13 finding 10: two web instances on one PostgreSQL count one login limit, not two. */
describeWhenPostgres('the login limit across two web instances', (baseUrl) => {
  const url = postgresSchemaUrl(baseUrl);
  const schema = new URL(url).searchParams.get('schema') as string;
  let first: TestWebHost;
  let second: RunningWebHost;

  before(async () => {
    first = await startTestWebHost({
      name: 'PostgreSQL',
      open: async () => ({
        backend: await openWebBackend(url),
        cleanup: async () => {
          const admin = new Client({ connectionString: baseUrl });
          await admin.connect();
          await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          await admin.end();
        },
      }),
    });
    second = await startWebHostOn(await openWebBackend(url), {
      port: 0,
      host: '127.0.0.1',
      logger: new RecordingLogger(),
      secrets: new NodeSecrets({ N: 1024, r: 8, p: 1 }),
    });
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('refuses the 11th login attempt of one address with 429, the attempts spread over both instances', async () => {
    const email = first.world.users.memberA.email;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(i % 2 === 0 ? first.url : second.url, '/api/session', {
        json: { email, password: 'not the password' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).to.deep.equal(Array(10).fill(401));
    expect(statuses[10]).to.equal(429);
  });
});
