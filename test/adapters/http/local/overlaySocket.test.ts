import { expect } from 'chai';
import type { WsHost } from '../../ws/support/wsHost';
import { wsHost } from '../../ws/support/wsHost';
import { connect, refusal } from '../../../support/wsClient';
import { call } from '../../../support/webClient';

describe('the overlay on /ws: its origin and its clock (issue 6)', () => {
  let host: WsHost;
  before(async () => {
    host = await wsHost({ ws: { heartbeatMs: 10_000 } });
  });
  after(async () => {
    await host.stop();
  });

  const base = () => host.host.url as string;
  const port = () => Number(new URL(base()).port);

  it('opens /ws from the origin the overlay page was served from, authenticated by the auth frame', async () => {
    const client = await connect(host.ws, { origin: base() });
    try {
      client.send({ type: 'auth', token: host.key });
      const ready = await client.nextOf('ready');
      expect(ready.contextKey).to.be.a('string');
      const state = await client.nextOf('state');
      expect(state.state.texts).to.have.property('clock');
    } finally {
      client.close();
    }
  });

  it('still closes that socket with 4401 when the key is wrong: the origin is no credential', async () => {
    const client = await connect(host.ws, { origin: base() });
    client.send({ type: 'auth', token: 'f'.repeat(64) });
    expect((await client.closed()).code).to.equal(4401);
  });

  it('refuses /ws from the same name on another port, and from another name of the host', async () => {
    const otherPort = `http://127.0.0.1:${port() === 65535 ? 65534 : port() + 1}`;
    for (const origin of [otherPort, `http://localhost:${port()}`]) {
      const refused = await refusal(host.ws, { origin });
      expect(refused.status, origin).to.equal(403);
      expect(refused.body).to.include({ code: 'origin_forbidden' });
    }
  });

  it('gives an overlay that opens while the desk timer runs the elapsed time of its opening', async () => {
    const surface = await host.session();
    const before = surface.lastState() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(before.state.timer.running).to.equal(false);
    const started = await call(base(), '/api/v1/buttons/timer/click', {
      token: host.key,
      json: { contextKey: before.contextKey },
    });
    expect(started.status).to.equal(202);
    const running = await surface.next((m) => m.type === 'state' && m.state.timer.running === true);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const late = await host.session();
    const first = late.lastState() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(first.state.timer.running).to.equal(true);
    expect(first.state.timer.elapsedMs - running.state.timer.elapsedMs).to.be.at.least(1_200);
    expect(first.rev).to.be.above(running.rev);
    await call(base(), '/api/v1/buttons/timer/click', {
      token: host.key,
      json: { contextKey: before.contextKey },
    });
    surface.close();
    late.close();
  });
});
