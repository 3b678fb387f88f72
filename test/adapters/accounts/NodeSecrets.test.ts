import { expect } from 'chai';
import { NodeSecrets } from '../../../src/adapters/system/NodeSecrets';

describe('NodeSecrets (node:crypto)', () => {
  const secrets = new NodeSecrets({ N: 1024, r: 8, p: 1 });

  it('draws base62 characters of the requested length, all 62 of them in use', () => {
    const drawn = secrets.randomBase62(6200);
    expect(drawn)
      .to.have.length(6200)
      .and.match(/^[0-9A-Za-z]+$/);
    expect(new Set(drawn).size).to.equal(62);
    expect(secrets.randomBase62(32)).not.to.equal(secrets.randomBase62(32));
  });

  it('draws the 62 characters evenly (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const c of secrets.randomBase62(62_000)) counts.set(c, (counts.get(c) ?? 0) + 1);
    // Expected 1000 each; a chi-square above 120 (61 degrees of freedom) has p < 1e-5.
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - 1000) ** 2 / 1000, 0);
    expect(chiSquare).to.be.lessThan(120);
  });

  it('gives the SHA-256 of a text in lowercase hex', () => {
    expect(secrets.sha256Hex('abc')).to.equal(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes passwords as scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const a = await secrets.hashPassword('correct horse battery');
    const b = await secrets.hashPassword('correct horse battery');
    expect(a).to.match(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.to.equal(b);
  });

  it('verifies the right password only', async () => {
    const hash = await secrets.hashPassword('correct horse battery');
    expect(await secrets.verifyPassword('correct horse battery', hash)).to.equal(true);
    expect(await secrets.verifyPassword('correct horse batterY', hash)).to.equal(false);
    expect(await secrets.verifyPassword('', hash)).to.equal(false);
  });

  it('hashes with the OWASP parameters by default', async () => {
    const hash = await new NodeSecrets().hashPassword('correct horse battery');
    expect(hash).to.match(/^scrypt\$131072\$8\$1\$/);
    expect(await secrets.verifyPassword('correct horse battery', hash)).to.equal(true);
  });

  it('verifies hashes made with other parameters, as written in the hash', async () => {
    const older = await new NodeSecrets({ N: 2048, r: 4, p: 1 }).hashPassword('pw pw pw pw');
    expect(await secrets.verifyPassword('pw pw pw pw', older)).to.equal(true);
  });

  it('refuses hashes it cannot read instead of throwing', async () => {
    const hash = await secrets.hashPassword('pw pw pw pw');
    const parts = hash.split('$');
    const broken = [
      '',
      'plain',
      hash.replace('scrypt', 'bcrypt'),
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 1), String(2 ** 30), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), 'c2hvcnQ='].join('$'),
    ];
    for (const candidate of broken)
      expect(await secrets.verifyPassword('pw pw pw pw', candidate), candidate).to.equal(false);
  });

  it('compares hex digests: equal, different, different lengths and non-hex', () => {
    const d = secrets.sha256Hex('x');
    expect(secrets.timingSafeEqualHex(d, d)).to.equal(true);
    expect(secrets.timingSafeEqualHex(d, secrets.sha256Hex('y'))).to.equal(false);
    expect(secrets.timingSafeEqualHex(d, d.slice(2))).to.equal(false);
    expect(secrets.timingSafeEqualHex(d, 'zz' + d.slice(2))).to.equal(false);
    expect(secrets.timingSafeEqualHex('abc', 'abc')).to.equal(false);
  });
});
