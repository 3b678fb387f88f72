import { expect } from 'chai';
import type { GuardRow, Outcome } from '../../../support/guardTable';
import { describeGuardRows } from '../../../support/guardTable';
import type { RawAnswer } from '../../../support/rawHttp';
import { rawAnswer, upgradeHead } from '../../../support/rawHttp';
import type { WsHost } from '../../ws/support/wsHost';
import { wsHost } from '../../ws/support/wsHost';
import { eventually } from './support/localHost';

// Issue 13, "One guard pipeline": the local host runs one pipeline (Host → Origin → key → rate)
// for its HTTP requests and its upgrades. The same cases go through all three doors and get the
// same status and code; where the spec wants a difference, the row says which and why.

type Door = 'http' | 'ws' | 'ocr';
const DOORS: readonly Door[] = ['http', 'ws', 'ocr'];

/** The host at `host:port`, with local key `key`. */
interface At {
  readonly host: string;
  readonly key: string;
}

const NO_BEARER_ON_OCR = 'spec 5.1.6: the OCR input takes its ingress key in the path, no bearer';

const ROWS: readonly GuardRow<At, Door>[] = [
  {
    name: 'a foreign Host',
    headers: ({ key }) => ['Host: evil.example:18800', `Authorization: Bearer ${key}`],
    outcome: { status: 403, code: 'host_forbidden' },
  },
  {
    name: 'two Host headers',
    headers: ({ host, key }) => [`Host: ${host}`, 'Host: evil.example', `Authorization: Bearer ${key}`],
    outcome: { status: 400, code: 'invalid_host' },
  },
  {
    name: 'the same Host twice',
    headers: ({ host, key }) => [`Host: ${host}`, `Host: ${host}`, `Authorization: Bearer ${key}`],
    outcome: { status: 400, code: 'invalid_host' },
  },
  {
    name: 'a browser Origin that is not allowed',
    headers: ({ host, key }) => [
      `Host: ${host}`,
      'Origin: http://evil.example',
      `Authorization: Bearer ${key}`,
    ],
    outcome: { status: 403, code: 'origin_forbidden' },
  },
  {
    name: 'the opaque Origin "null"',
    headers: ({ host, key }) => [`Host: ${host}`, 'Origin: null', `Authorization: Bearer ${key}`],
    outcome: { status: 403, code: 'origin_forbidden' },
  },
  {
    name: "the host's own origin (its overlay page)",
    headers: ({ host, key }) => [`Host: ${host}`, `Origin: http://${host}`, `Authorization: Bearer ${key}`],
    outcome: 'passes',
  },
  {
    name: 'a native client with the key',
    headers: ({ host, key }) => [`Host: ${host}`, `Authorization: Bearer ${key}`],
    outcome: 'passes',
  },
  {
    name: 'no key',
    headers: ({ host }) => [`Host: ${host}`],
    outcome: { status: 401, code: 'key_missing' },
    except: {
      ws: { outcome: 'passes', why: 'spec 5.1.5: without the header, the first frame brings the key' },
      ocr: { outcome: 'passes', why: NO_BEARER_ON_OCR },
    },
  },
  {
    name: 'an Authorization header that is not Bearer',
    headers: ({ host }) => [`Host: ${host}`, 'Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l'],
    outcome: { status: 401, code: 'key_invalid' },
    except: { ocr: { outcome: 'passes', why: NO_BEARER_ON_OCR } },
  },
  {
    name: 'a Bearer header with more than the key',
    headers: ({ host, key }) => [`Host: ${host}`, `Authorization: Bearer ${key} extra`],
    outcome: { status: 401, code: 'key_invalid' },
    except: { ocr: { outcome: 'passes', why: NO_BEARER_ON_OCR } },
  },
  {
    name: 'a wrong key',
    headers: ({ host }) => [`Host: ${host}`, `Authorization: Bearer ${'0'.repeat(64)}`],
    outcome: { status: 401, code: 'key_invalid' },
    except: { ocr: { outcome: 'passes', why: NO_BEARER_ON_OCR } },
  },
];

/** The request head of one door. */
function headOf(door: Door, host: WsHost, headers: string[]): string {
  switch (door) {
    case 'http':
      return `GET /api/v1/state HTTP/1.1\n${headers.join('\n')}\n`;
    case 'ws':
      return upgradeHead('/api/v1/ws', headers);
    case 'ocr':
      return upgradeHead(`/api/v1/ocr/${host.ingressKey()}`, headers);
  }
}

function expectOutcome(answer: RawAnswer, door: Door, outcome: Outcome, what: string): void {
  if (outcome === 'passes') {
    expect(answer.status, what).to.equal(door === 'http' ? 200 : 101);
    return;
  }
  expect(answer.status, what).to.equal(outcome.status);
  expect(answer.json, what).to.include({ success: false, code: outcome.code });
  if (outcome.status === 401) expect(answer.headers['www-authenticate'], what).to.match(/^Bearer /);
}

/** One request through one door, once no OCR source holds the input (one at a time, spec 4.1). */
async function through(door: Door, host: WsHost, headers: string[]): Promise<RawAnswer> {
  if (door === 'ocr') await eventually(async () => (host.host.ocrIngress.sourceConnected ? undefined : true));
  return rawAnswer(host.host.url as string, headOf(door, host, headers));
}

describe('the local guard pipeline: one table through HTTP, /ws and the OCR input (issue 13)', () => {
  let host: WsHost;
  let at: At;
  before(async () => {
    host = await wsHost();
    await host.type('scoreboard vendor scoreboard-ocr');
    at = { host: new URL(host.host.url as string).host, key: host.key };
  });
  after(() => host?.stop());

  describeGuardRows({
    doors: DOORS,
    rows: ROWS,
    context: () => at,
    send: (door, headers) => through(door, host, headers),
    check: expectOutcome,
  });

  it('lets the same request through every door once the key is not required (spec 5.1.2), the Host still checked', async () => {
    const applied = await host.host.apply({ requireKey: false });
    expect(applied.ok).to.equal(true);
    try {
      at = { ...at, host: new URL(host.host.url as string).host };
      for (const door of DOORS) {
        expectOutcome(
          await through(door, host, [`Host: ${at.host}`]),
          door,
          'passes',
          `${door} without a key`,
        );
        const foreign = await through(door, host, ['Host: evil.example']);
        expectOutcome(foreign, door, { status: 403, code: 'host_forbidden' }, `${door} from a foreign Host`);
      }
    } finally {
      await host.host.apply({ requireKey: true });
      at = { ...at, host: new URL(host.host.url as string).host };
    }
  });
});

describe('the local guard pipeline: one rate limit per client for its requests and its upgrades (issue 13)', () => {
  let host: WsHost;
  before(async () => {
    host = await wsHost({ rateLimit: { name: 'local', capacity: 3, refillPerSecond: 0.001 } });
    await host.type('scoreboard vendor scoreboard-ocr');
  });
  after(() => host?.stop());

  it('refuses HTTP, /ws and the OCR input alike with 429 once the client spent its requests, with the same policy', async () => {
    const hostHeader = `Host: ${new URL(host.host.url as string).host}`;
    const key = `Authorization: Bearer ${host.key}`;
    // One request through each door spends the burst of 3.
    for (const door of DOORS) {
      expectOutcome(await through(door, host, [hostHeader, key]), door, 'passes', `${door} within the limit`);
    }
    for (const door of DOORS) {
      const answer = await through(door, host, [hostHeader, key]);
      expectOutcome(answer, door, { status: 429, code: 'rate_limited' }, `${door} past the limit`);
      expect(answer.headers['ratelimit-policy'], door).to.match(/^"local";q=3;w=\d+$/);
      expect(answer.headers['retry-after'], door).to.match(/^\d+$/);
    }
    expect(host.host.sessions.connectionCount).to.equal(0);
  });
});
