import { expect } from 'chai';
import { encodeNotification } from '../../../src/adapters/notifications/notificationPayload';
import { PostgresNotifications } from '../../../src/adapters/notifications/PostgresNotifications';
import { describeWhenPostgres } from '../../support/services';
import { RecordingLogger } from '../../support/webHost';
import { Inbox } from './support/inbox';
import { FAST_RECONNECT, PostgresChannel } from './support/notificationBuses';
import { aNotification } from './support/notificationMother';
import { TcpProxy } from './support/tcpProxy';

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not in ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWhenPostgres('PostgresNotifications', (url) => {
  let channel: PostgresChannel;

  beforeEach(() => {
    channel = new PostgresChannel(url);
  });
  afterEach(() => channel.close());

  it('delivers to every instance on the channel, the publisher included', async () => {
    const publisher = await channel.bus();
    const other = await channel.bus();
    const own = new Inbox(publisher);
    const theirs = new Inbox(other);
    const published = aNotification();
    await publisher.publish(published);
    expect(await own.waitFor(1)).to.deep.equal([published]);
    expect(await theirs.waitFor(1)).to.deep.equal([published]);
  });

  it('keeps deployments on other schemas apart', async () => {
    const elsewhere = new PostgresChannel(url);
    try {
      const here = await channel.bus();
      const there = await elsewhere.bus();
      const inbox = new Inbox(there);
      await here.publish(aNotification());
      const theirs = aNotification();
      await there.publish(theirs);
      expect(await inbox.waitFor(1)).to.deep.equal([theirs]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(inbox.received).to.deep.equal([theirs]);
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a notification over the 8000-byte payload limit, and sends nothing', async () => {
    const bus = await channel.bus();
    const inbox = new Inbox(bus);
    const huge = aNotification({ message: { snapshotUrl: `/api/football/${'x'.repeat(8000)}` } });
    const refused = await bus.publish(huge).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused?.message).to.match(/^a notification of \d+ bytes is over the 7999-byte limit: not sent$/);
    const small = aNotification();
    await bus.publish(small);
    expect(await inbox.waitFor(1)).to.deep.equal([small]);
  });

  it('ignores and logs what others send on the channel that is not a match notification', async () => {
    const logger = new RecordingLogger();
    const bus = await channel.bus(logger);
    const inbox = new Inbox(bus);
    const bad = JSON.stringify({ ...JSON.parse(encodeNotification(aNotification())), audience: null });
    for (const payload of ['not json', bad]) {
      await channel.pool.query('SELECT pg_notify($1, $2)', [channel.channel, payload]);
    }
    const good = aNotification();
    await bus.publish(good);
    expect(await inbox.waitFor(1)).to.deep.equal([good]);
    const warnings = logger.entries.filter((e) => e.level === 'warn').map((e) => e.msg);
    expect(warnings).to.deep.equal([
      'ignored a notification that is not a match notification',
      'ignored a notification that is not a match notification',
    ]);
  });

  it('reopens its listener with backoff when the connection is killed, then delivers again', async () => {
    const logger = new RecordingLogger();
    const bus = await channel.bus(logger);
    const inbox = new Inbox(bus);
    const [before] = await channel.listenerPids();
    await channel.pool.query('SELECT pg_terminate_backend($1)', [before]);
    await eventually(async () => {
      const pids = await channel.listenerPids();
      return pids.length === 1 && pids[0] !== before && bus.listening;
    }, 'a new listener');
    const published = aNotification();
    await bus.publish(published);
    expect(await inbox.waitFor(1)).to.deep.equal([published]);
    expect(logger.entries.map((e) => e.msg)).to.include.members([
      'notifications listener lost; reconnecting',
      'notifications listener reconnected',
    ]);
  });

  it('says once its listener is back that notifications were interrupted, never at its first listen nor after close (found by QA)', async () => {
    const bus = await channel.bus();
    let interruptions = 0;
    const stop = bus.onInterrupted(() => (interruptions += 1));
    expect(interruptions).to.equal(0);
    const [before] = await channel.listenerPids();
    await channel.pool.query('SELECT pg_terminate_backend($1)', [before]);
    await eventually(async () => interruptions === 1, 'the interruption announced');
    expect(bus.listening).to.equal(true);
    stop();
    const [next] = await channel.listenerPids();
    await channel.pool.query('SELECT pg_terminate_backend($1)', [next]);
    await eventually(async () => {
      const pids = await channel.listenerPids();
      return pids.length === 1 && pids[0] !== next && bus.listening;
    }, 'back again');
    expect(interruptions).to.equal(1);
  });

  it('keeps retrying, ever less often, while the database is unreachable, and delivers once it is back', async () => {
    const target = new URL(url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const logger = new RecordingLogger();
    const viaProxy = new URL(url);
    viaProxy.port = String(await proxy.start());
    const bus = new PostgresNotifications({
      connectionString: viaProxy.toString(),
      channel: channel.channel,
      query: (sql, parameters) => channel.pool.query(sql, parameters),
      logger,
      reconnect: FAST_RECONNECT,
    });
    try {
      await bus.listen();
      const inbox = new Inbox(bus);
      await proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, 700));
      const failed = logger.entries.filter((e) => e.msg === 'notifications listener could not reconnect');
      // 20, 40, 80, 160, 200, 200 ms apart: a handful of attempts, not one every 20 ms.
      expect(failed.length).to.be.within(3, 8);
      expect(failed.map((e) => (e.obj as { attempts: number }).attempts)).to.deep.equal(
        failed.map((_, i) => i + 1),
      );
      await proxy.start();
      await eventually(async () => bus.listening, 'the listener back');
      const published = aNotification();
      await bus.publish(published);
      expect(await inbox.waitFor(1)).to.deep.equal([published]);
    } finally {
      await bus.close();
      await proxy.stop();
    }
  });

  it('gives its connection back on close and hears nothing more', async () => {
    const closing = await channel.bus();
    const staying = await channel.bus();
    const closed = new Inbox(closing);
    const open = new Inbox(staying);
    expect(await channel.listenerPids()).to.have.length(2);
    await closing.close();
    expect(closing.listening).to.equal(false);
    await eventually(async () => (await channel.listenerPids()).length === 1, 'one listener left');
    const published = aNotification();
    await staying.publish(published);
    expect(await open.waitFor(1)).to.deep.equal([published]);
    expect(closed.received).to.deep.equal([]);
  });

  it('fails to listen when the database cannot be reached, so that a host does not start deaf', async () => {
    const bus = new PostgresNotifications({
      connectionString: 'postgres://postgres@127.0.0.1:1/test',
      channel: channel.channel,
      query: () => Promise.reject(new Error('not used')),
    });
    const failed = await bus.listen().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).to.be.instanceOf(Error);
    expect(bus.listening).to.equal(false);
    await bus.close();
  });
});
