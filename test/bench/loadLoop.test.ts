import { expect } from 'chai';
import type { BareServer } from '../../bench/lib/bareKoa';
import { startBareKoa } from '../../bench/lib/bareKoa';
import { runLoad } from '../../bench/lib/loadLoop';

describe('bench load loop (loopback)', () => {
  let server: BareServer;

  before(async () => {
    server = await startBareKoa(
      new Map([['GET /x?y=1', { status: 200, type: 'application/json', body: Buffer.from('{"ok":true}') }]]),
    );
  });

  after(() => server.close());

  it('measures only the window after the warm-up and reads every answer', async () => {
    const result = await runLoad({
      baseUrl: server.url,
      concurrency: 4,
      warmupMs: 50,
      durationMs: 200,
      scenario: { kind: 'requests', calls: [{ path: '/x?y=1' }], expectStatus: 200 },
    });
    expect(result.latencies.length).to.be.greaterThan(10);
    expect(result.unexpected).to.deep.equal({});
    expect(result.bytesPerAnswer).to.equal(11);
  });

  it('counts answers with another status as unexpected', async () => {
    const result = await runLoad({
      baseUrl: server.url,
      concurrency: 1,
      warmupMs: 0,
      durationMs: 1000,
      count: 3,
      scenario: { kind: 'requests', calls: [{ path: '/nowhere' }], expectStatus: 200 },
    });
    expect(result.unexpected).to.deep.equal({ '404': 3 });
  });
});
