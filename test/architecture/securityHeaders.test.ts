import { expect } from 'chai';
import { PAGES, pageCsp } from '../../src/adapters/http/security/securityHeaders';
import type { PageName } from '../../src/adapters/http/security/securityHeaders';
import { sourcesUnder } from './support/sources';

// Issue 13, "One place for security headers": both hosts, every page and every API answer take
// their security headers from src/adapters/http/security/securityHeaders.ts.
const MODULE = 'src/adapters/http/security/securityHeaders.ts';
const HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Referrer-Policy',
  'X-Content-Type-Options',
  'frame-ancestors',
  "'nonce-",
];

describe('architecture: one place for security headers (issue 13)', () => {
  it('writes no security header anywhere but in the security module', () => {
    const sources = [...sourcesUnder('src/adapters'), ...sourcesUnder('src/bootstrap')];
    const elsewhere = sources.flatMap((s) =>
      HEADERS.filter((h) => s.path !== MODULE && s.code.includes(h)).map((h) => `${s.path}: ${h}`),
    );
    expect(elsewhere).to.deep.equal([]);
    expect(sources.map((s) => s.path)).to.include(MODULE);
  });

  describe('every page keeps a strict policy', () => {
    for (const page of Object.keys(PAGES) as PageName[]) {
      it(`${page}: nothing by default, its own nonce only, no framing, no base, nothing unsafe`, () => {
        const csp = pageCsp(page, 'N0NCE');
        const directives = csp.split('; ');
        expect(directives).to.include.members([
          "default-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
        ]);
        expect(directives).to.include("style-src 'nonce-N0NCE'");
        expect(directives.find((d) => d.startsWith('script-src'))).to.be.oneOf([
          "script-src 'nonce-N0NCE'",
          "script-src 'none'",
        ]);
        expect(csp).not.to.match(/unsafe|\*|https?:|wss?:/);
      });
    }
  });
});
