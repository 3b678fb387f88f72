import { expect } from 'chai';
import { ConditionalReads } from '../../../src/adapters/hosted/ConditionalReads';
import { WebHttp } from '../../../src/client/web/WebHttp';

/** A fetch that answers from a script and records the If-None-Match of each request. */
function scripted(answers: (() => Response)[]) {
  const sent: (string | null)[] = [];
  const fetchFn = (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('If-None-Match'));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return Promise.resolve(next());
  };
  return { sent, fetch: fetchFn as typeof fetch };
}

const ok = (data: unknown, etag?: string) => () =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) },
  });
const notModified = () => new Response(null, { status: 304, headers: { ETag: '"v1"' } });

describe('ConditionalReads (hosted desk re-reads with ETags)', () => {
  it('sends If-None-Match with the last ETag and answers a 304 with the body kept from the 200', async () => {
    const script = scripted([ok({ n: 1 }, '"v1"'), notModified, ok({ n: 2 }, '"v2"')]);
    const reads = new ConditionalReads(
      new WebHttp({ baseUrl: 'http://hosted.test', cookie: 'md_session=x', fetch: script.fetch }),
    );
    expect(await reads.get('/api/football/get_match_snapshot?championship_id=1&match_id=2')).to.deep.equal({
      n: 1,
    });
    expect(await reads.get('/api/football/get_match_snapshot?championship_id=1&match_id=2')).to.deep.equal({
      n: 1,
    });
    expect(await reads.get('/api/football/get_match_snapshot?championship_id=1&match_id=2')).to.deep.equal({
      n: 2,
    });
    expect(script.sent).to.deep.equal([null, '"v1"', '"v1"']);
  });

  it('is a plain GET when the service gives no ETag', async () => {
    const script = scripted([ok({ n: 1 }), ok({ n: 2 })]);
    const reads = new ConditionalReads(new WebHttp({ baseUrl: 'http://hosted.test', fetch: script.fetch }));
    expect(await reads.get('/a')).to.deep.equal({ n: 1 });
    expect(await reads.get('/a')).to.deep.equal({ n: 2 });
    expect(script.sent).to.deep.equal([null, null]);
  });
});
