import { Router } from '@koa/router';
import { expect } from 'chai';
import { principalOf } from '../../../../src/adapters/http/web/webState';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Championships } from '../../../../src/application/ports/MatchData';
import { main } from '../../../../src/bootstrap/cli';
import { closeOnSignals, DEMO_ADMIN_EMAIL, startWebHost } from '../../../../src/bootstrap/web';
import { NodeSecrets } from '../../../../src/adapters/system/NodeSecrets';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost, WebBackendFactory } from '../../../support/webHost';
import {
  describeEachWebBackend,
  RecordingLogger,
  sqliteWebBackend,
  startTestWebHost,
} from '../../../support/webHost';
import { openSocket, wsUrl } from '../../../support/webSocketClient';

/** A backend whose championship lookups wait for `release()`, to hold a request in flight. */
function heldLookups(factory: WebBackendFactory) {
  let hold: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const wrapped: WebBackendFactory = {
    name: factory.name,
    open: async () => {
      const opened = await factory.open();
      const championships = opened.backend.stores.championships;
      const byId = championships.byId.bind(championships);
      (championships as { byId: Championships['byId'] }).byId = async (id) => {
        if (hold) await hold;
        return byId(id);
      };
      return opened;
    },
  };
  return {
    factory: wrapped,
    holdNext: (): (() => void) => {
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describeEachWebBackend('web host lifecycle', (factory) => {
  it('reports the database unreachable on /api/health with 503 once it is closed, and reads fail with an error_id', async () => {
    const host = await startTestWebHost(factory);
    const { secret } = await host.world.token({});
    try {
      expect((await call(host.url, '/api/health')).status).to.equal(200);
      await host.backend.close();
      const res = await call(host.url, '/api/health');
      expect(res.status).to.equal(503);
      expect(res.body).to.deep.equal({ status: 'ok', database: 'unreachable' });
      const read = await call(host.url, apiPath('football', 'get_all_championship'), { token: secret });
      expect(read.status).to.be.oneOf([500, 503]);
      expect(read.body.error_id).to.be.a('string');
      expect(read.text).to.not.match(/typeorm|sqlite|postgres|stack/i);
    } finally {
      await host.close();
    }
  });

  it('shuts down gracefully: finishes the request in flight, closes sockets with 1001, stops accepting, closes the database', async () => {
    const held = heldLookups(factory);
    const host: TestWebHost = await startTestWebHost(held.factory);
    const football = host.world.championships.football;
    const reader = (await host.world.token({})).secret;
    const subscriber = await openSocket(wsUrl(host.url, '/api/notifications'), {
      Cookie: await host.sessionCookie(host.world.users.memberA),
    });
    const release = held.holdNext();
    const inFlight = call(
      host.url,
      apiPath('football', 'get_match', {
        championship_id: football.championship.id,
        match_id: liveMatch(football).id,
      }),
      { token: reader },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = host.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await inFlight).status).to.equal(200);
    expect(await subscriber.closed()).to.equal(1001);
    await closing;
    let refused: unknown;
    try {
      await fetch(`${host.url}/api/health`);
    } catch (error) {
      refused = error;
    }
    expect(refused).to.be.instanceOf(Error);
    expect(await host.backend.checkDatabase()).to.equal(false);
  });
});

describe('extra routers (sessions, token management, the administrator page)', () => {
  let host: TestWebHost;
  before(async () => {
    host = await startTestWebHost(sqliteWebBackend, {
      extraRouters: (services) => {
        const router = new Router();
        router.get('/api/account/whoami', services.guards.http(services.guards.api), (ctx) => {
          const principal = principalOf(ctx);
          ctx.body = { success: true, data: { kind: principal.kind } };
        });
        return [router];
      },
    });
  });
  after(() => host?.close());

  it('are mounted before the API, so /api/account/… is never read as a sport', async () => {
    const res = await call(host.url, '/api/account/whoami', {
      cookie: await host.sessionCookie(host.world.users.adminA),
      api: 'none',
    });
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal({ kind: 'session' });
  });

  it('can reuse the guard pipeline (428 without credentials)', async () => {
    expect((await call(host.url, '/api/account/whoami', { api: 'none' })).status).to.equal(428);
  });

  it('answer a wrong method with 405, an Allow header and the Error body', async () => {
    const res = await call(host.url, '/api/account/whoami', { json: {} });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.contain('GET');
    expect(res.body).to.include({ success: false, code: 'method_not_allowed' });
  });
});

/** A web host started with --demo on `databaseUrl`, printing into `printed`. */
const demoHost = (databaseUrl: string, printed: string[]) => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  demo: true,
  logger: new RecordingLogger(),
  secrets: new NodeSecrets({ N: 1024, r: 8, p: 1 }),
  print: (line: string) => void printed.push(line),
});

describe('startWebHost', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'match-desk-web-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('imports the demo on first start, prints a login and a read+write token once, and the token works', async () => {
    const printed: string[] = [];
    const options = demoHost(`sqlite:${join(folder, 'demo.sqlite')}`, printed);
    const first = await startWebHost(options);
    let secret: string;
    try {
      expect(printed.join('\n')).to.contain(DEMO_ADMIN_EMAIL);
      secret = /(svc_api_[0-9A-Za-z]{38})/.exec(printed.join('\n'))?.[1] as string;
      expect(secret).to.be.a('string');
      for (const sport of ['football', 'tennis']) {
        const res = await call(first.url, apiPath(sport, 'get_all_championship'), { token: secret });
        expect(res.status).to.equal(200);
        expect(res.body.data).to.have.length(1);
      }
    } finally {
      await first.close();
    }
    printed.length = 0;
    const second = await startWebHost(options);
    try {
      // Shown once; a later start says where to make new ones (found by a new user).
      expect(printed.join('\n')).to.include('already in this database').and.include('token create');
      expect(printed.join('\n')).to.not.include('svc_api_');
      expect(
        (await call(second.url, apiPath('hockey', 'get_all_championship'), { token: secret })).status,
      ).to.equal(200);
    } finally {
      await second.close();
    }
  });

  it('says how to make a login and a token when the demo company is already here, and makes none (found by a new user, then by review)', async () => {
    const databaseUrl = `sqlite:${join(folder, 'demo-first.sqlite')}`;
    const io = { out: () => undefined, err: () => undefined };
    expect(
      await main(['demo-data', '--out', join(folder, 'demo-out'), '--database', databaseUrl], io),
    ).to.equal(0);
    const printed: string[] = [];
    const host = await startWebHost(demoHost(databaseUrl, printed));
    try {
      const text = printed.join('\n');
      expect(text).to.include('already in this database');
      expect(text).to.include(`user create`).and.include(`token create`);
      // The commands name the database this host uses, so that they reach it.
      expect(text).to.include(`--database "${databaseUrl}"`);
      expect(text).to.not.include('svc_api_');
      expect(await host.services.backend.accounts.userByEmail(DEMO_ADMIN_EMAIL)).to.equal(null);
    } finally {
      await host.close();
    }
  });

  it('closes gracefully on SIGTERM and exits with 0', async () => {
    const logger = new RecordingLogger();
    const host = await startWebHost({ port: 0, host: '127.0.0.1', databaseUrl: 'sqlite::memory:', logger });
    const exited = new Promise<number>((resolve) => {
      closeOnSignals(host, logger, resolve);
    });
    process.emit('SIGTERM', 'SIGTERM');
    expect(await exited).to.equal(0);
    expect(logger.entries.map((e) => e.msg)).to.include.members(['shutting down', 'web host stopped']);
  });
});
