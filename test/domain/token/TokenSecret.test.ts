import { expect } from 'chai';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { encodeBase62 } from '../../../src/domain/token/base62';
import { crc32Ascii } from '../../../src/domain/token/crc32';
import {
  composeTokenSecret,
  parseTokenSecret,
  TOKEN_SECRET_LENGTH,
} from '../../../src/domain/token/TokenSecret';

const RANDOM = 'Ab3xK9pQ2mZ7rT5vW1yL8nC4hG6jF0dS';

function replaceAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}

describe('token secret format', () => {
  it('computes the standard CRC-32 check value', () => {
    expect(crc32Ascii('123456789')).to.equal(0xcbf43926);
    expect(crc32Ascii('')).to.equal(0);
  });

  it('agrees with zlib on base62 texts', () => {
    for (const text of ['a', 'svc', RANDOM, RANDOM.toLowerCase(), '0'.repeat(32), 'zZ'.repeat(16)]) {
      expect(crc32Ascii(text), text).to.equal(zlibCrc32(text));
    }
  });

  it('writes numbers in fixed-width base62', () => {
    expect(encodeBase62(0, 6)).to.equal('000000');
    expect(encodeBase62(61, 6)).to.equal('00000z');
    expect(encodeBase62(62, 6)).to.equal('000010');
    expect(encodeBase62(0xffffffff, 6)).to.equal('4gfFC3');
  });

  it('composes svc_api_, the random part and a 6-character checksum', () => {
    const secret = composeTokenSecret(RANDOM);
    expect(secret.value)
      .to.have.length(TOKEN_SECRET_LENGTH)
      .and.match(/^svc_api_[0-9A-Za-z]{38}$/);
    expect(secret.value.slice(8, 40)).to.equal(RANDOM);
    expect(secret.value.slice(40)).to.equal(encodeBase62(crc32Ascii(RANDOM), 6));
    expect(secret.prefix).to.equal('svc_api_Ab3x');
  });

  it('refuses randomness that is not 32 base62 characters', () => {
    expect(() => composeTokenSecret(RANDOM.slice(1))).to.throw(RangeError);
    expect(() => composeTokenSecret(replaceAt(RANDOM, 3, '_'))).to.throw(RangeError);
  });

  it('accepts a well-formed secret and gives its 12-character prefix', () => {
    const { value } = composeTokenSecret(RANDOM);
    const parsed = parseTokenSecret(value);
    expect(parsed).to.deep.equal({ ok: true, value: { value, prefix: 'svc_api_Ab3x' } });
  });

  it('refuses a secret with one mistyped character in the random part', () => {
    const { value } = composeTokenSecret(RANDOM);
    for (const index of [8, 20, 39]) {
      const typo = replaceAt(value, index, value[index] === 'a' ? 'b' : 'a');
      const parsed = parseTokenSecret(typo);
      expect(parsed.ok, `typo at ${index}`).to.equal(false);
      if (!parsed.ok) expect(parsed.error.code).to.equal('token_invalid');
    }
  });

  it('refuses a secret with a mistyped checksum', () => {
    const { value } = composeTokenSecret(RANDOM);
    const last = value.length - 1;
    expect(parseTokenSecret(replaceAt(value, last, value[last] === '0' ? '1' : '0')).ok).to.equal(false);
  });

  it('refuses a wrong prefix, a truncated secret, extra characters and non-base62 characters', () => {
    const { value } = composeTokenSecret(RANDOM);
    const candidates = [
      'svc_apx_' + value.slice(8),
      value.slice(0, -1),
      value + 'A',
      replaceAt(value, 15, '-'),
      '',
      'Bearer ' + value,
    ];
    for (const candidate of candidates) expect(parseTokenSecret(candidate).ok, candidate).to.equal(false);
  });
});
