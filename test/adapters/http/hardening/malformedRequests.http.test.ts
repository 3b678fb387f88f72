import { expect } from 'chai';
import type { ApiName } from '../../../support/apiValidation';
import { validateResponse } from '../../../support/apiValidation';
import type { RawRequest, RawResponse } from '../../../support/rawRequest';
import { rawRequest } from '../../../support/rawRequest';
import { bodyOf } from '../../../support/webClient';
import { sqliteWebBackend, startTestWebHost } from '../../../support/webHost';
import type { WsHost } from '../../ws/support/wsHost';
import { wsHost } from '../../ws/support/wsHost';

interface HostUnderTest {
  readonly name: string;
  readonly api: ApiName;
  /** A read that answers 200 with these headers, and a WebSocket address. */
  readonly read: string;
  readonly upgrade: string;
  start(): Promise<{ url: string; headers: [string, string][]; close(): Promise<void> }>;
}

const HOSTS: readonly HostUnderTest[] = [
  {
    name: 'local host',
    api: 'local',
    read: '/api/v1/state',
    upgrade: '/api/v1/ws',
    start: async () => {
      const host: WsHost = await wsHost();
      return {
        url: host.host.url as string,
        headers: [['Authorization', `Bearer ${host.key}`]],
        close: () => host.stop(),
      };
    },
  },
  {
    name: 'web host',
    api: 'web',
    read: '/api/health',
    upgrade: '/api/notifications',
    start: async () => {
      const host = await startTestWebHost(sqliteWebBackend);
      return { url: host.url, headers: [], close: () => host.close() };
    },
  },
];

type Answer = Omit<RawResponse, 'body'> & { body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Sends `request` as it is and checks the answer against `api`'s document; gives it with its body read. */
async function documentedAnswer(api: ApiName, url: string, request: RawRequest): Promise<Answer> {
  const answer = await rawRequest(url, request);
  const type = answer.headers['content-type'] as string | undefined;
  const body = bodyOf(type, answer.text);
  validateResponse(
    api,
    request.method,
    request.target.split('?')[0] as string,
    answer.status,
    type,
    body,
    answer.headers,
  );
  return { ...answer, body };
}

const UPGRADE: [string, string][] = [
  ['Upgrade', 'websocket'],
  ['Connection', 'Upgrade'],
  ['Sec-WebSocket-Version', '13'],
  ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
];

/**
 * Issue 13 fuzzing: requests node:http refuses before any route (a missing Host, a bad header, a
 * huge request line, an unknown Expect, an upgrade to no WebSocket) were answered without a body,
 * or with a status the documents did not list. Each now has the Error body naming what is wrong.
 */
for (const hostUnderTest of HOSTS) {
  describe(`requests the HTTP server refuses before any route, on the ${hostUnderTest.name} (found by the fuzz)`, () => {
    let url: string;
    let headers: [string, string][];
    let close: () => Promise<void>;
    before(async () => {
      ({ url, headers, close } = await hostUnderTest.start());
    });
    after(() => close());

    const host = (): [string, string] => ['Host', new URL(url).host];

    async function refused(request: RawRequest, status: number, code: string): Promise<Answer> {
      const answer = await documentedAnswer(hostUnderTest.api, url, request);
      expect(answer.status, answer.text).to.equal(status);
      expect(answer.body).to.include({ success: false, code });
      return answer;
    }

    it('no Host header: 400 invalid_host naming Host, on HTTP and on an upgrade', async () => {
      const http = await refused({ method: 'GET', target: hostUnderTest.read, headers }, 400, 'invalid_host');
      expect(http.body.errors).to.have.property('Host');
      const ws = await refused(
        { method: 'GET', target: hostUnderTest.upgrade, headers: [...headers, ...UPGRADE] },
        400,
        'invalid_host',
      );
      expect(ws.body.error).to.include('Host');
    });

    it('two Authorization headers: 400 invalid_request naming it, on HTTP and on an upgrade', async () => {
      const twice: [string, string][] = [
        ['Authorization', 'Bearer one'],
        ['Authorization', 'Bearer two'],
      ];
      const http = await refused(
        { method: 'GET', target: hostUnderTest.read, headers: [host(), ...twice] },
        400,
        'invalid_request',
      );
      expect(http.body.errors).to.deep.equal({ Authorization: 'sent more than once' });
      const ws = await refused(
        { method: 'GET', target: hostUnderTest.upgrade, headers: [host(), ...twice, ...UPGRADE] },
        400,
        'invalid_request',
      );
      expect(ws.body.error).to.include('Authorization');
    });

    it('a header the parser refuses: 400 invalid_request naming it', async () => {
      const control = await refused(
        { method: 'GET', target: hostUnderTest.read, headers: [host(), ...headers, ['X-Note', 'a\u0001b']] },
        400,
        'invalid_request',
      );
      expect(control.body.errors).to.have.property('X-Note');
      const lengths = await refused(
        {
          method: 'POST',
          target: hostUnderTest.read,
          headers: [host(), ...headers, ['Content-Length', '2'], ['Content-Length', '3']],
          body: Buffer.from('{}'),
        },
        400,
        'invalid_request',
      );
      expect(lengths.body.errors).to.have.property('Content-Length');
    });

    it('a request line and headers over the limit: 431 headers_too_large naming the largest header', async () => {
      const answer = await refused(
        {
          method: 'GET',
          target: hostUnderTest.read,
          headers: [host(), ...headers, ['X-Padding', 'x'.repeat(20_000)]],
        },
        431,
        'headers_too_large',
      );
      expect(answer.body.errors).to.have.property('X-Padding');
      const target = `${hostUnderTest.read}?padding=${'x'.repeat(20_000)}`;
      const long = await refused(
        { method: 'GET', target, headers: [host(), ...headers] },
        431,
        'headers_too_large',
      );
      expect(long.body.errors).to.have.property('request target');
    });

    it('an Expect other than 100-continue: 417 expectation_failed naming Expect', async () => {
      const answer = await refused(
        { method: 'GET', target: hostUnderTest.read, headers: [host(), ...headers, ['Expect', 'something']] },
        417,
        'expectation_failed',
      );
      expect(answer.body.errors).to.have.property('Expect');
    });

    it('CONNECT: 400 invalid_request with an Error body, not a silent close (found by QA)', async () => {
      const answer = await rawRequest(url, {
        method: 'CONNECT',
        target: 'example.com:443',
        headers: [host()],
      });
      expect(answer.status, answer.text).to.equal(400);
      expect(JSON.parse(answer.text)).to.include({ success: false, code: 'invalid_request' });
    });

    it('an upgrade to an address with no WebSocket: 404 not_found with an Error body', async () => {
      await refused(
        { method: 'GET', target: '/no/socket/here', headers: [host(), ...headers, ...UPGRADE] },
        404,
        'not_found',
      );
    });

    it('a WebSocket handshake the ws library refused with text/html: the Error body naming the header', async () => {
      const upgrade = (replaced: [string, string][]) => {
        const names = replaced.map(([n]) => n.toLowerCase());
        return [
          host(),
          ...headers,
          ...UPGRADE.filter(([n]) => !names.includes(n.toLowerCase())),
          ...replaced,
        ];
      };
      const post = await refused(
        { method: 'POST', target: hostUnderTest.upgrade, headers: upgrade([]) },
        405,
        'method_not_allowed',
      );
      expect(post.headers.allow).to.equal('GET');
      const cases: [string, string][] = [
        ['Upgrade', 'h2c'],
        ['Sec-WebSocket-Key', 'x'],
        ['Sec-WebSocket-Version', ''],
        ['Sec-WebSocket-Protocol', 'a,,b'],
      ];
      for (const [name, value] of cases) {
        const answer = await refused(
          { method: 'GET', target: hostUnderTest.upgrade, headers: upgrade([[name, value]]) },
          400,
          'invalid_request',
        );
        expect(answer.body.errors, name).to.have.property(name);
      }
    });

    it('still answers afterwards', async () => {
      const answer = await rawRequest(url, {
        method: 'GET',
        target: hostUnderTest.read,
        headers: [host(), ...headers],
      });
      expect(answer.status).to.equal(200);
    });
  });
}

describe('a request whose Transfer-Encoding does not end in chunked (found by the fuzz)', () => {
  it('is refused with 400 naming the header before it runs: a logout sent so leaves the session open', async () => {
    const host = await startTestWebHost(sqliteWebBackend);
    try {
      const cookie = await host.sessionCookie(host.world.users.adminA);
      const base: [string, string][] = [
        ['Host', new URL(host.url).host],
        ['Cookie', cookie],
        ['Origin', new URL(host.url).origin],
      ];
      for (const coding of ['gzip', 'null', 'chunked, gzip']) {
        const answer = await documentedAnswer('web', host.url, {
          method: 'DELETE',
          target: '/api/session',
          headers: [...base, ['Transfer-Encoding', coding]],
        });
        expect(answer.status, answer.text).to.equal(400);
        expect(JSON.parse(answer.text).errors).to.have.property('Transfer-Encoding');
        const session = await rawRequest(host.url, { method: 'GET', target: '/api/session', headers: base });
        expect(session.status, `after Transfer-Encoding: ${coding}`).to.equal(200);
      }
    } finally {
      await host.close();
    }
  });
});

describe('a broken chunked body the parser finds after the app took the request (found by the fuzz)', () => {
  it('gets no answer rather than a 400 that would say a logout it may have run was refused', async () => {
    const host = await startTestWebHost(sqliteWebBackend);
    try {
      const base: [string, string][] = [
        ['Host', new URL(host.url).host],
        ['Cookie', await host.sessionCookie(host.world.users.adminA)],
        ['Origin', new URL(host.url).origin],
      ];
      const sent = rawRequest(host.url, {
        method: 'DELETE',
        target: '/api/session',
        headers: [...base, ['Transfer-Encoding', 'chunked']],
        body: Buffer.from('zz\r\nhello\r\n0\r\n\r\n'),
      });
      await sent.then(
        (answer) => expect.fail(`answered ${answer.status} ${answer.text}`),
        (error: Error) => expect(error.name).to.equal('NoAnswer'),
      );
      const after = await rawRequest(host.url, { method: 'GET', target: '/api/health', headers: base });
      expect(after.status).to.equal(200);
    } finally {
      await host.close();
    }
  });
});

describe('a read sent with a Transfer-Encoding (found by review: a broken chunk of it got no answer)', () => {
  for (const h of HOSTS) {
    it(`${h.name}: is 400 naming Transfer-Encoding, before the app, whatever its chunks`, async () => {
      const host = await h.start();
      try {
        for (const body of ['zz\r\nhello\r\n0\r\n\r\n', '0\r\n\r\n']) {
          const answer = await documentedAnswer(h.api, host.url, {
            method: 'GET',
            target: h.read,
            headers: [['Host', new URL(host.url).host], ...host.headers, ['Transfer-Encoding', 'chunked']],
            body: Buffer.from(body),
          });
          expect(answer.status, answer.text).to.equal(400);
          expect(JSON.parse(answer.text).errors).to.have.property('Transfer-Encoding');
        }
      } finally {
        await host.close();
      }
    });
  }
});

describe('an OCR address whose key holds a slash (found by the fuzz)', () => {
  it('is 400 ocr_key_malformed, an answer the local document lists for an address it does not list', async () => {
    const host = await wsHost();
    try {
      const url = host.host.url as string;
      const target = '/api/v1/ocr/a/b';
      const answer = await documentedAnswer('local', url, {
        method: 'GET',
        target,
        headers: [['Host', new URL(url).host], ...UPGRADE],
      });
      expect(answer.status).to.equal(400);
      expect(JSON.parse(answer.text)).to.include({ code: 'ocr_key_malformed' });
    } finally {
      await host.stop();
    }
  });
});
