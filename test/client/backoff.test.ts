import { expect } from 'chai';
import { Backoff } from '../../src/client/shared/Backoff';

describe('Backoff: exponential with full jitter', () => {
  it('draws each delay uniformly below a ceiling that doubles from the base up to the maximum', () => {
    const backoff = new Backoff({ baseMs: 100, maxMs: 1000, random: () => 0.999 });
    const delays = Array.from({ length: 6 }, () => backoff.nextDelayMs());
    expect(delays).to.deep.equal([99, 199, 399, 799, 999, 999]);
  });

  it('can wait no time at all (full jitter, not equal jitter)', () => {
    const backoff = new Backoff({ baseMs: 100, maxMs: 1000, random: () => 0 });
    expect([backoff.nextDelayMs(), backoff.nextDelayMs(), backoff.nextDelayMs()]).to.deep.equal([0, 0, 0]);
  });

  it('starts again from the base after a reset', () => {
    const backoff = new Backoff({ baseMs: 100, maxMs: 1000, random: () => 0.5 });
    backoff.nextDelayMs();
    backoff.nextDelayMs();
    backoff.reset();
    expect(backoff.attempts).to.equal(0);
    expect(backoff.nextDelayMs()).to.equal(50);
  });

  it('keeps the ceiling finite however many attempts fail', () => {
    const backoff = new Backoff({ baseMs: 500, maxMs: 30_000 });
    expect(backoff.ceilingMs(10_000)).to.equal(30_000);
    for (let i = 0; i < 100; i += 1) expect(backoff.nextDelayMs()).to.be.within(0, 29_999);
  });
});
