import { expect } from 'chai';
import { codingOf } from '../../../../../src/adapters/http/web/cache/sendAnswer';

describe('The content coding of a read answer (issue 11, RFC 9110 12.5.3)', () => {
  const cases: [string, string][] = [
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['GZip', 'gzip'],
    // br at equal weight, whichever the client lists first.
    ['gzip, br', 'br'],
    ['gzip;q=1, br;q=1.0', 'br'],
    ['gzip, deflate, br', 'br'],
    // The heavier one otherwise.
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.2, gzip;q=0.3', 'gzip'],
    // q=0 refuses a coding; `*` gives its weight to the codings not named.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['deflate, compress', 'identity'],
    // identity weighed more than the chosen coding is sent as it is; at equal weight, compressed.
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['identity, gzip', 'gzip'],
    ['gzip;q=0.5, *;q=1', 'br'],
    // A weight that is not a number from 0 to 1 leaves its entry out.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
    ['br;q=, gzip;q=0.1', 'gzip'],
    [' , ;q=1, br ; q = 0.8 ', 'br'],
  ];
  for (const [header, coding] of cases) {
    it(`"${header}" → ${coding}`, () => expect(codingOf(header)).to.equal(coding));
  }
});
