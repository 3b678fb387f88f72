import { expect } from 'chai';
import type { CachedAnswer } from '../../../../../src/adapters/http/web/cache/ReadCache';
import { ReadCache } from '../../../../../src/adapters/http/web/cache/ReadCache';
import { etagWithCoding, noneMatchHits, strongEtag } from '../../../../../src/adapters/http/web/cache/etag';

const answer = (text: string): CachedAnswer => {
  const body = Buffer.from(text);
  return { body, etag: strongEtag(body), encoded: new Map() };
};

describe('ReadCache (issue 11)', () => {
  it('serves an answer only at the version it was built for', () => {
    const cache = new ReadCache(1 << 20);
    const a = answer('{"v":1}');
    cache.put('k', '1', 3, a);
    expect(cache.get('k', 3)).to.equal(a);
    expect(cache.get('k', 4)).to.equal(undefined);
    expect(cache.get('k', 2)).to.equal(undefined);
  });

  it('keeps the newer version when a reader that raced a write stores an older one', () => {
    const cache = new ReadCache(1 << 20);
    const newer = answer('{"v":5}');
    cache.put('k', '1', 5, newer);
    cache.put('k', '1', 4, answer('{"v":4}'));
    expect(cache.get('k', 5)).to.equal(newer);
    const newest = answer('{"v":6}');
    cache.put('k', '1', 6, newest);
    expect(cache.get('k', 6)).to.equal(newest);
    expect(cache.stats().entries).to.equal(1);
  });

  it('stays within its byte bound, evicting the least recently used answer first', () => {
    const body = 'x'.repeat(1000);
    const one = answer(body);
    const cache = new ReadCache(3 * 1400);
    cache.put('a', '1', 1, one);
    cache.put('b', '1', 1, answer(body));
    cache.put('c', '1', 1, answer(body));
    expect(cache.stats().entries).to.equal(3);
    expect(cache.get('a', 1)).to.equal(one); // a is now the most recently used
    cache.put('d', '1', 1, answer(body));
    expect(cache.get('b', 1), 'b was the least recently used').to.equal(undefined);
    expect(cache.get('a', 1)).to.equal(one);
    expect(cache.get('c', 1)).to.not.equal(undefined);
    expect(cache.get('d', 1)).to.not.equal(undefined);
    const stats = cache.stats();
    expect(stats.bytes).to.be.at.most(stats.maxBytes);
    expect(stats.evictions).to.equal(1);
  });

  it('never keeps an answer larger than the whole cache, and counts compressed copies', () => {
    const cache = new ReadCache(2000);
    cache.put('big', '1', 1, answer('y'.repeat(5000)));
    expect(cache.get('big', 1)).to.equal(undefined);
    expect(cache.stats().bytes).to.equal(0);
    const small = answer('z'.repeat(900));
    cache.put('small', '1', 1, small);
    const before = cache.stats().bytes;
    small.encoded.set('gzip', Buffer.alloc(300));
    cache.grew('small', small);
    expect(cache.stats().bytes).to.equal(before + 300);
    small.encoded.set('br', Buffer.alloc(5000));
    cache.grew('small', small);
    expect(cache.stats().bytes, 'the grown entry no longer fits: evicted').to.equal(0);
  });

  it('drops every answer of one championship and leaves the others', () => {
    const cache = new ReadCache(1 << 20);
    cache.put('a', '1', 1, answer('a'));
    cache.put('b', '1', 1, answer('b'));
    cache.put('c', '2', 1, answer('c'));
    cache.dropChampionship('1');
    expect(cache.get('a', 1)).to.equal(undefined);
    expect(cache.get('b', 1)).to.equal(undefined);
    expect(cache.get('c', 1)).to.not.equal(undefined);
  });
});

describe('ETags (issue 11)', () => {
  it('are strong, quoted and change with the bytes', () => {
    const a = strongEtag(Buffer.from('{"a":1}'));
    expect(a).to.match(/^"[A-Za-z0-9_-]{27}"$/);
    expect(strongEtag(Buffer.from('{"a":2}'))).to.not.equal(a);
    expect(strongEtag(Buffer.from('{"a":1}'))).to.equal(a);
  });

  it('give each content coding its own tag, and If-None-Match matches the tag of the coding sent', () => {
    const tag = strongEtag(Buffer.from('x'));
    const gzipped = etagWithCoding(tag, 'gzip');
    expect(etagWithCoding(tag, 'identity')).to.equal(tag);
    expect(gzipped).to.equal(`${tag.slice(0, -1)}-gzip"`);
    expect(noneMatchHits(gzipped, gzipped)).to.equal(true);
    expect(noneMatchHits(`"other", W/${tag}`, tag)).to.equal(true);
    expect(noneMatchHits(`"other",${tag} , "more"`, tag)).to.equal(true);
    expect(noneMatchHits(' * ', tag)).to.equal(true);
    expect(noneMatchHits('"other"', tag)).to.equal(false);
    expect(noneMatchHits('', tag)).to.equal(false);
    // Another coding's tag names another representation (RFC 9110 13.1.2: the selected one's).
    expect(noneMatchHits(etagWithCoding(tag, 'br'), tag)).to.equal(false);
    expect(noneMatchHits(tag, gzipped)).to.equal(false);
    expect(noneMatchHits(tag.slice(1, -1), tag), 'an unquoted tag').to.equal(false);
  });

  it('match an identity tag that itself ends in "-br" (base64url has "-")', () => {
    // One tag in about 262,000 ends so; it must still revalidate, sent without compression.
    const tag = '"UYGZUYrKWeCtI_6rvX8EYq9t-br"';
    expect(noneMatchHits(tag, tag)).to.equal(true);
    expect(noneMatchHits('"UYGZUYrKWeCtI_6rvX8EYq9t"', tag)).to.equal(false);
  });
});
