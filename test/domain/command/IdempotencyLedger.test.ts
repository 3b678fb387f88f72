import { expect } from 'chai';
import { validateIdempotencyKey } from '../../../src/domain/command/IdempotencyKey';
import { IdempotencyLedger } from '../../../src/domain/command/IdempotencyLedger';
import { aFingerprint, uuid } from './support/CommandMother';

describe('Idempotency-Key format (spec 4.1, 8: ^[A-Za-z0-9_-]{1,100}$)', () => {
  for (const key of ['a', 'A-Z_0-9', 'x'.repeat(100), 'retry-2024_05_01']) {
    it(`accepts ${key.length > 20 ? `a ${key.length}-character key` : JSON.stringify(key)}`, () => {
      expect(validateIdempotencyKey(key)).to.deep.equal({ ok: true, value: key });
    });
  }

  for (const key of ['', 'x'.repeat(101), 'has space', 'dot.ted', 'é', 'slash/']) {
    it(`refuses ${key.length > 20 ? `a ${key.length}-character key` : JSON.stringify(key)} with invalid_idempotency_key`, () => {
      const r = validateIdempotencyKey(key);
      expect(r.ok).to.be.false;
      if (!r.ok) expect(r.error.code).to.equal('invalid_idempotency_key');
    });
  }
});

describe('IdempotencyLedger (spec 4.1 rule 3)', () => {
  const aLedger = () => {
    const ledger = new IdempotencyLedger();
    ledger.bind('key-1', aFingerprint('hash-a'), uuid(1));
    return ledger;
  };
  const ledger = aLedger();

  it('finds nothing for a key never used', () => {
    expect(ledger.lookup('key-2', aFingerprint())).to.deep.equal({ ok: true, value: { kind: 'new' } });
  });

  it('returns the existing command for the same key and the same method, path and body', () => {
    expect(ledger.lookup('key-1', aFingerprint('hash-a'))).to.deep.equal({
      ok: true,
      value: { kind: 'replay', commandId: uuid(1) },
    });
  });

  it('refuses the same key with another body as idempotency_key_reused', () => {
    const r = ledger.lookup('key-1', aFingerprint('hash-b'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('idempotency_key_reused');
  });

  it('refuses the same key on another path as idempotency_key_reused', () => {
    const r = ledger.lookup('key-1', aFingerprint('hash-a', '/api/v1/actions/record_event'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('idempotency_key_reused');
  });

  it('refuses the same key with another method as idempotency_key_reused', () => {
    const r = ledger.lookup('key-1', { ...aFingerprint('hash-a'), method: 'PUT' });
    expect(r.ok).to.be.false;
  });

  it('checks the key format before looking it up', () => {
    const r = ledger.lookup('bad key', aFingerprint('hash-a'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('invalid_idempotency_key');
  });

  it('forgets the key of a removed command only', () => {
    const two = aLedger();
    two.bind('key-2', aFingerprint('hash-c'), uuid(2));
    two.forget('key-1', uuid(1));
    expect(two.keys()).to.deep.equal(['key-2']);
    expect(two.lookup('key-1', aFingerprint('hash-b'))).to.deep.equal({ ok: true, value: { kind: 'new' } });
  });

  it('keeps a key that another command holds now', () => {
    const rebound = aLedger();
    rebound.bind('key-1', aFingerprint('hash-a'), uuid(2));
    rebound.forget('key-1', uuid(1));
    expect(rebound.keys()).to.deep.equal(['key-1']);
  });
});
