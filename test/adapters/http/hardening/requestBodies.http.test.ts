import { expect } from 'chai';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { ApiName } from '../../../support/apiValidation';
import { apiPath } from '../../../support/webClient';
import { liveMatch } from '../../../support/webChampionships';
import type { TestWebHost } from '../../../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../../../support/webHost';
import { KEY, localServer } from '../local/support/localServer';
import type { LocalServer } from '../local/support/localServer';
import { rawExchange } from './rawExchange';

interface BodyTarget {
  readonly api: ApiName;
  readonly url: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  /** A body the route accepts past the body checks. */
  readonly valid: () => Record<string, unknown>;
  /** What a refused body must leave unchanged. */
  readonly snapshot: () => Promise<unknown>;
}

interface HostUnderTest {
  readonly name: string;
  start(): Promise<{ target: BodyTarget; close(): Promise<void> }>;
}

const LIMIT = 64 * 1024;

const HOSTS: readonly HostUnderTest[] = [
  {
    name: 'local host',
    start: async () => {
      const server: LocalServer = await localServer();
      const world = server.world;
      return {
        target: {
          api: 'local',
          url: server.url,
          path: '/api/v1/buttons/timer/click',
          headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
          valid: () => ({ contextKey: world.contextKey() }),
          snapshot: async () => {
            await world.desk.idle();
            return {
              state: world.desk.reads.state(),
              commands: world.changes.filter((c) => c.type === 'command_updated').length,
            };
          },
        },
        close: () => server.close(),
      };
    },
  },
  {
    name: 'web host',
    start: async () => {
      const host: TestWebHost = await startTestWebHost(sqliteWebBackend);
      const writer = (await host.world.token({ permission: 'read_write_events' })).secret;
      const seeded = host.world.championships.football;
      const match = liveMatch(seeded);
      return {
        target: {
          api: 'web',
          url: host.url,
          path: apiPath('football', 'update_match_event', { championship_id: seeded.championship.id }),
          headers: { Authorization: `Bearer ${writer}`, 'Content-Type': 'application/json' },
          valid: () => ({ id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId, timer: '12' }),
          snapshot: async () => (await host.backend.stores.matches.events(match.id)).map((e) => e.id),
        },
        close: () => host.close(),
      };
    },
  },
];

for (const hostUnderTest of HOSTS) {
  describe(`request bodies on the ${hostUnderTest.name} (issue 13 findings 1 to 3)`, () => {
    let target: BodyTarget;
    let close: () => Promise<void>;
    before(async () => {
      ({ target, close } = await hostUnderTest.start());
    });
    after(() => close());

    const send = (headers: Record<string, string>, body: Buffer | readonly Buffer[], agent?: Agent) =>
      rawExchange(target.api, target.url, target.path, {
        headers: { ...target.headers, ...headers },
        body,
        ...(agent ? { agent } : {}),
      });

    async function refusedUnchanged(
      headers: Record<string, string>,
      body: Buffer | readonly Buffer[],
      status: number,
      code: string,
    ) {
      const before = await target.snapshot();
      const answer = await send(headers, body);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
      expect(answer.body).to.include({ success: false, code });
      expect(await target.snapshot()).to.deep.equal(before);
      return answer;
    }

    for (const encoding of ['gzip', 'deflate', 'br']) {
      it(`a body declared ${encoding} that is not: 400 invalid_body naming the encoding`, async () => {
        const plain = Buffer.from(JSON.stringify(target.valid()));
        const answer = await refusedUnchanged({ 'Content-Encoding': encoding }, plain, 400, 'invalid_body');
        expect(answer.body.error).to.include(encoding);
        expect(answer.body.errors).to.have.property('Content-Encoding');
      });
    }

    it('a real gzip, deflate or br body is read as JSON', async () => {
      const codings: [string, (b: Buffer) => Buffer][] = [
        ['gzip', gzipSync],
        ['deflate', deflateSync],
        ['br', brotliCompressSync],
      ];
      for (const [encoding, compress] of codings) {
        const answer = await send(
          { 'Content-Encoding': encoding },
          compress(Buffer.from(JSON.stringify(target.valid()))),
        );
        expect(answer.status, `${encoding}: ${JSON.stringify(answer.body)}`).to.be.oneOf([200, 202]);
      }
    });

    it('an encoding the host does not accept: 415 with Accept-Encoding', async () => {
      const answer = await refusedUnchanged(
        { 'Content-Encoding': 'zstd' },
        Buffer.from('{}'),
        415,
        'unsupported_media_type',
      );
      expect(answer.body.error).to.include('zstd');
      expect(answer.headers['accept-encoding']).to.equal('gzip, deflate, br');
      await refusedUnchanged(
        { 'Content-Encoding': 'gzip, gzip' },
        gzipSync(gzipSync(Buffer.from('{}'))),
        415,
        'unsupported_media_type',
      );
    });

    it('a small compressed bomb is 413: the limit counts the decoded body', async () => {
      const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
      expect(bomb.length).to.be.below(LIMIT);
      await refusedUnchanged({ 'Content-Encoding': 'gzip' }, bomb, 413, 'body_too_large');
    });

    for (const key of ['__proto__', 'constructor', 'prototype']) {
      it(`a "${key}" key at any depth: 400 naming the field`, async () => {
        const top = `{"${key}":{"x":1},${JSON.stringify(target.valid()).slice(1)}`;
        const deep = `{"nested":[{"a":{"${key}":1}}],${JSON.stringify(target.valid()).slice(1)}`;
        const one = await refusedUnchanged({}, Buffer.from(top), 400, 'invalid_parameters');
        expect(one.body.errors).to.have.property(key);
        const two = await refusedUnchanged({}, Buffer.from(deep), 400, 'invalid_parameters');
        expect(two.body.errors).to.have.property(`nested[0].a.${key}`);
      });
    }

    it('a body nested ten thousand levels deep: 400 naming the field, not a 500 (found by the fuzz)', async () => {
      const valid = JSON.stringify(target.valid()).slice(1);
      const arrays = `{"nested":${'['.repeat(10_000)}${']'.repeat(10_000)},${valid}`;
      const one = await refusedUnchanged({}, Buffer.from(arrays), 400, 'invalid_parameters');
      expect(one.body.errors).to.have.property('nested');
      const objects = `{"nested":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)},${valid}`;
      const two = await refusedUnchanged({}, Buffer.from(objects), 400, 'invalid_parameters');
      expect(two.body.errors).to.have.property('nested');
    });

    it('keep-alive survives an early 413 and 415: the next request on the connection is answered', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const valid = Buffer.from(JSON.stringify(target.valid()));
        const first = await send({}, valid, agent);
        const big = Array.from({ length: 4 }, () => Buffer.alloc(64 * 1024, 0x20));
        const tooBig = await send({}, big, agent);
        expect(tooBig.status).to.equal(413);
        const declaredTooBig = await send({}, Buffer.alloc(200 * 1024, 0x20), agent);
        expect(declaredTooBig.status).to.equal(413);
        const wrongType = await send({ 'Content-Type': 'text/plain' }, Buffer.alloc(60 * 1024, 0x20), agent);
        expect(wrongType.status).to.equal(415);
        const again = await send({}, valid, agent);
        expect(again.status, JSON.stringify(again.body)).to.be.oneOf([200, 202, 409]);
        const ports = [tooBig, declaredTooBig, wrongType, again].map((a) => a.localPort);
        expect(ports).to.deep.equal(ports.map(() => first.localPort));
      } finally {
        agent.destroy();
      }
    });

    it('a body trickling to a request refused before its body is read: the answer closes the connection', async () => {
      const { hostname, port } = new URL(target.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname);
        const received: Buffer[] = [];
        let timer: NodeJS.Timeout | undefined;
        socket.on('connect', () => {
          socket.write(
            `POST ${target.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer not-the-key\r\n` +
              'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
          );
          timer = setInterval(() => socket.writable && socket.write(' '), 100);
        });
        socket.on('data', (chunk: Buffer) => received.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          clearInterval(timer);
          resolve(Buffer.concat(received).toString('utf8'));
        });
      });
      expect(answer).to.match(/^HTTP\/1\.1 401 /);
      expect(answer).to.match(/\r\nconnection: close\r\n/i);
      // Closed with the answer, not held while the rest of the body drips in (100 bytes: 10 s).
      expect(Date.now() - started).to.be.below(3000);
    });

    it('a chunked body far over the limit: 413 with Connection: close, and the next request works', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const huge = Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024, 0x20));
        const answer = await send({}, huge, agent);
        expect(answer.status).to.equal(413);
        expect(answer.headers.connection).to.equal('close');
        const next = await send({}, Buffer.from(JSON.stringify(target.valid())), agent);
        expect(next.status, JSON.stringify(next.body)).to.be.oneOf([200, 202, 409]);
      } finally {
        agent.destroy();
      }
    });
  });
}
